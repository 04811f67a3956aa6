/**
 * What the site header shows, worked out from the route, the user, the tracking flags and the
 * visitor's country (doc 1 §2 "Header and navigation", §6 roles). Pure: SiteHeader gathers the
 * inputs from the stores and the router, HeaderView draws the result.
 */
import {
  API_NAV_LINKS,
  BLOG_URL,
  HEADER_MENU,
  HEADER_SPEC_TEXT,
  HEADER_TEXT,
  LIVE_CHAT_HREF,
  SCHEDULE_DEMO_HREF,
  SPEC_LABELS,
  SUPPORT_PHONE,
  US_COUNTRY_CODE,
} from './headerTexts';
import { ROLE_ADMIN } from '../../lib/spec/identity';
import { MAIN_PURCHASE_CLICK, MAIN_PURCHASE_DEFAULT_PAGE } from '../../lib/spec/purchase';
import type { LinkBuilder, LinkName } from '../shell/links';

/** A link of the header. `href` is an app path (from linkTo) or an external address (mailto:, tel:, https:). */
export interface HeaderLink {
  label: string;
  href: string;
}

export interface HeaderSection {
  label: string;
  links: readonly HeaderLink[];
}

/** The support block: phone and hours for US visitors, live chat for everyone. */
export interface HeaderSupport {
  phone?: HeaderLink;
  hours?: string;
  chat: HeaderLink;
}

export type HeaderAccount =
  | { kind: 'guest'; logIn: HeaderLink; signUp: HeaderLink }
  | {
      kind: 'member';
      /** The e-mail the account menu shows: a child account's own e-mail. */
      email: string;
      /** Add Users, Account Settings, Request Keywords, Subscription (not for child accounts), Help, Log Out. */
      items: readonly HeaderLink[];
      /** Admin-only pages, for the admin role (empty otherwise). */
      adminItems: readonly HeaderLink[];
      /** The mobile menu's Account and Log out. */
      settings: HeaderLink;
      logOut: HeaderLink;
    };

export interface HeaderModel {
  /** 'support-only' on the main purchase route: the brand and the support block, nothing else. */
  variant: 'full' | 'support-only';
  home: HeaderLink;
  /** The desktop menus; the mobile menu's Tools sub-sections. */
  sections: readonly HeaderSection[];
  /** What's New, Blog, Tutorials, Glossary, Videos on showApiNavigation routes; empty elsewhere. */
  apiLinks: readonly HeaderLink[];
  blog: HeaderLink;
  /** Absent for a logged-in full user. */
  pricing?: HeaderLink;
  /** The mobile menu's plan link: Upgrade when logged in, Pricing otherwise. */
  plan: HeaderLink;
  scheduleDemo?: HeaderLink;
  support: HeaderSupport;
  account: HeaderAccount;
}

/** The user fields the header reads (doc 1 §3 user state). */
export interface HeaderUser {
  isLoggedIn: boolean;
  isFullUser: boolean;
  isChildAccount: boolean;
  email: string | null;
  childUserEmail: string | null;
  username?: string | null;
  roles: readonly string[];
}

export interface HeaderInput {
  /** The route shown (undefined while an unknown path is on its way to the 404 page). */
  route?: { name: string; meta: { showApiNavigation?: boolean; signUpCtaCouponCode?: string } };
  user: HeaderUser;
  /** Tracking flag: show Schedule Demo off the home route too. */
  showScheduleDemo: boolean;
  /** The visitor's country (environment.countryCode). */
  countryCode: string;
  /** Where Log In brings the visitor back to (the page they are on); none on the home and login pages. */
  returnUrl?: string;
}

export const HOME_ROUTE = 'home';
export const MAIN_PURCHASE_ROUTE = 'mainpurchase';

/**
 * Entries hidden for non-US visitors (doc 1 §2 "Some entries are hidden for non-US country
 * codes"): our choice is the phone line with its hours (a US number, US hours) and Schedule Demo.
 */
export function isUsVisitor(countryCode: string): boolean {
  return countryCode.trim().toUpperCase() === US_COUNTRY_CODE;
}

export function buildHeaderModel(input: HeaderInput, linkTo: LinkBuilder): HeaderModel {
  const { route, user, countryCode, returnUrl } = input;
  const isUs = isUsVisitor(countryCode);
  const routeName = route?.name;
  const link = (label: string, name: LinkName, query?: Parameters<LinkBuilder>[2]): HeaderLink => ({
    label,
    href: linkTo(name, {}, query),
  });

  const pricing = link(HEADER_SPEC_TEXT.pricing, MAIN_PURCHASE_ROUTE, {
    page: MAIN_PURCHASE_DEFAULT_PAGE,
    couponcode: route?.meta.signUpCtaCouponCode,
    click: MAIN_PURCHASE_CLICK,
  });
  const showDemo = isUs && (routeName === HOME_ROUTE || input.showScheduleDemo);

  return {
    variant: routeName === MAIN_PURCHASE_ROUTE ? 'support-only' : 'full',
    home: link(HEADER_TEXT.homeLink, HOME_ROUTE),
    sections: HEADER_MENU.map((section) => ({
      label: section.label,
      links: section.items.map((item) => link(item.label, item.route)),
    })),
    apiLinks: route?.meta.showApiNavigation ? API_NAV_LINKS : [],
    blog: { label: SPEC_LABELS.blog, href: BLOG_URL },
    pricing: user.isLoggedIn && user.isFullUser ? undefined : pricing,
    plan: user.isLoggedIn ? link(SPEC_LABELS.upgrade, 'upgrade') : pricing,
    scheduleDemo: showDemo ? { label: HEADER_SPEC_TEXT.scheduleDemo, href: SCHEDULE_DEMO_HREF } : undefined,
    support: {
      phone: isUs ? { label: SUPPORT_PHONE.label, href: SUPPORT_PHONE.href } : undefined,
      hours: isUs ? HEADER_SPEC_TEXT.supportHours : undefined,
      chat: { label: HEADER_TEXT.liveChat, href: LIVE_CHAT_HREF },
    },
    account: user.isLoggedIn ? memberAccount(user, link) : guestAccount(link, returnUrl),
  };
}

type LinkFn = (label: string, name: LinkName, query?: Parameters<LinkBuilder>[2]) => HeaderLink;

function guestAccount(link: LinkFn, returnUrl: string | undefined): HeaderAccount {
  return {
    kind: 'guest',
    logIn: link(HEADER_SPEC_TEXT.logIn, 'auth:login', { returnUrl }),
    signUp: link(HEADER_SPEC_TEXT.signUpForFree, 'freeaccount'),
  };
}

function memberAccount(user: HeaderUser, link: LinkFn): HeaderAccount {
  const child = user.isChildAccount;
  const email = (child ? user.childUserEmail : user.email) ?? user.email ?? user.username ?? SPEC_LABELS.account;
  const logOut = link(SPEC_LABELS.logOut, 'auth:logout');
  const items = [
    link(SPEC_LABELS.addUsers, 'add-users'),
    link(SPEC_LABELS.accountSettings, 'account:settings'),
    link(SPEC_LABELS.requestKeywords, 'account:requestkeywords'),
    // doc 1 §2, §6: a child account has no Subscription link.
    ...(child ? [] : [link(SPEC_LABELS.subscription, 'account:subscription')]),
    // Help: the company page's contact section (phone, live chat hours, location). Our choice.
    link(SPEC_LABELS.help, 'marketing:company', { section: 'contactUs' }),
    logOut,
  ];
  const adminItems = user.roles.includes(ROLE_ADMIN)
    ? [
        link(HEADER_TEXT.dataSources, 'account:admin'),
        link(HEADER_TEXT.importData, 'account:admin:import'),
        link(HEADER_TEXT.rivalflow, 'rivalflow'),
        link(HEADER_TEXT.components, 'components'),
        link(HEADER_TEXT.icons, 'icons'),
      ]
    : [];
  return {
    kind: 'member',
    email,
    items,
    adminItems,
    settings: link(SPEC_LABELS.account, 'account:settings'),
    logOut: { ...logOut, label: SPEC_LABELS.mobileLogOut },
  };
}
