import { lazy, Suspense, useId, useRef } from 'react';
import type { FocusEvent } from 'react';
import { Link } from 'react-router-dom';

import { HeaderAnchor } from './HeaderAnchor';
import type { HeaderModel, HeaderSupport } from './headerModel';
import { HEADER_TEXT } from './headerTexts';
import styles from './HeaderView.module.css';
import type { MobileMenuCloseReason } from './MobileMenu';
import { HoverDropdown } from '../../ui/HoverDropdown/HoverDropdown';
import { ChatIcon, LogoTileIcon, MenuIcon, PhoneIcon } from '../../ui/Icon/Icon';

/** The mobile menu is closed on every first paint: its chunk loads when the menu button is first pointed at, focused or pressed. */
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
/** A visitor's header has no account menu: its chunk loads only for a signed-in user's header. */
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));

export interface HeaderViewProps extends HeaderModel {
  /** Scrolled away (doc 1 §2: hidden on downward scroll past 200 px). Keyboard focus inside shows it again. */
  isHidden?: boolean;
  isMobileMenuOpen?: boolean;
  onMobileMenuOpenChange?: (open: boolean) => void;
  /** Changes on every navigation, so open desktop menus close when the page changes. */
  navigationKey?: string;
}

/**
 * The site header (doc 1 §2). From the md breakpoint (768 px) up: a support bar (phone, hours, live
 * chat, Schedule Demo), the brand, the four menus (open on hover, click or keyboard; close 500 ms
 * after the pointer leaves, or on Escape), Pricing and the account menu or Log In and 'Sign up for
 * FREE', and the API navigation when there is one. Below md: the brand and a menu button that opens
 * the mobile menu. On the main purchase route it shows the brand and the support block only.
 */
export function HeaderView({
  variant,
  home,
  sections,
  apiLinks,
  blog,
  pricing,
  plan,
  scheduleDemo,
  support,
  account,
  isHidden = false,
  isMobileMenuOpen = false,
  onMobileMenuOpenChange,
  navigationKey,
}: HeaderViewProps) {
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mobileMenuId = useId();

  if (variant === 'support-only') {
    return (
      <header className={styles.header} data-hidden={isHidden} aria-label={HEADER_TEXT.brand}>
        <div className={styles.bar}>
          <div className={`${styles.inner} ${styles.supportOnly}`}>
            <span className={styles.brand}>
              <LogoTileIcon className={styles.logo} tileClassName={styles.logoTile} glyphClassName={styles.logoGlyph} />
              <span>{HEADER_TEXT.brand}</span>
            </span>
            <SupportBlock support={support} />
          </div>
        </div>
      </header>
    );
  }

  const closeMobileMenu = (reason: MobileMenuCloseReason) => {
    onMobileMenuOpenChange?.(false);
    if (reason === 'escape') menuButtonRef.current?.focus();
  };

  const closeOnFocusOut = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onMobileMenuOpenChange?.(false);
  };

  return (
    <header className={styles.header} data-hidden={isHidden} aria-label={HEADER_TEXT.brand}>
      <div className={styles.utility}>
        <div className={styles.utilityInner}>
          <SupportBlock support={support} />
          {scheduleDemo && <HeaderAnchor link={scheduleDemo} className={styles.demo} />}
        </div>
      </div>
      {/* Focus leaving the bar (a tab past the menu's end, a click on the page) closes the mobile menu. */}
      <div className={styles.bar} onBlur={isMobileMenuOpen ? closeOnFocusOut : undefined}>
        <div className={styles.inner}>
          <Link to={home.href} className={styles.brand} aria-label={home.label}>
            <LogoTileIcon className={styles.logo} tileClassName={styles.logoTile} glyphClassName={styles.logoGlyph} />
            <span>{HEADER_TEXT.brand}</span>
          </Link>
          <nav key={`nav-${navigationKey}`} aria-label={HEADER_TEXT.mainNav} className={styles.nav}>
            {sections.map((section) => (
              <HoverDropdown key={section.label} label={section.label} variant="menu">
                <ul className={styles.menuList}>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <HeaderAnchor link={link} className={styles.menuLink} />
                    </li>
                  ))}
                </ul>
              </HoverDropdown>
            ))}
          </nav>
          <div key={`actions-${navigationKey}`} className={styles.actions}>
            {pricing && <HeaderAnchor link={pricing} className={styles.textLink} />}
            {account.kind === 'guest' ? (
              <>
                <HeaderAnchor link={account.logIn} className={styles.textLink} />
                <HeaderAnchor link={account.signUp} className={styles.signUp} />
              </>
            ) : (
              // The marker tells the story screenshots the header is not complete yet.
              <Suspense fallback={<span data-deferred-pending="account menu" hidden />}>
                <AccountMenu email={account.email} items={account.items} adminItems={account.adminItems} />
              </Suspense>
            )}
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-label={HEADER_TEXT.menu}
            aria-expanded={isMobileMenuOpen}
            aria-controls={isMobileMenuOpen ? mobileMenuId : undefined}
            onPointerEnter={() => void loadMobileMenu()}
            onPointerDown={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => onMobileMenuOpenChange?.(!isMobileMenuOpen)}
          >
            <MenuIcon className={styles.icon} size={24} open={isMobileMenuOpen} />
          </button>
        </div>
        {isMobileMenuOpen && (
          // Focusable, so a tap on a blank part of the menu keeps focus inside it.
          <div className={styles.mobilePanel} tabIndex={-1}>
            <Suspense fallback={null}>
              <MobileMenu
                id={mobileMenuId}
                sections={sections}
                blog={blog}
                plan={plan}
                account={account}
                support={support}
                onClose={closeMobileMenu}
              />
            </Suspense>
          </div>
        )}
      </div>
      {apiLinks.length > 0 && (
        <nav aria-label={HEADER_TEXT.resourcesNav} className={styles.apiNav}>
          <ul className={styles.apiList}>
            {apiLinks.map((link) => (
              <li key={link.href}>
                <HeaderAnchor link={link} className={styles.apiLink} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

/** Phone and hours (US visitors) and the live chat link. */
function SupportBlock({ support }: { support: HeaderSupport }) {
  return (
    <div role="group" aria-label={HEADER_TEXT.support} className={styles.support}>
      {support.phone && (
        <span className={styles.phoneLine}>
          <PhoneIcon className={styles.smallIcon} />
          <span className={styles.supportLabel}>{HEADER_TEXT.support}</span>
          <a href={support.phone.href} className={styles.phone}>
            {support.phone.label}
          </a>
        </span>
      )}
      {support.hours && <span className={styles.hours}>{support.hours}</span>}
      <a href={support.chat.href} className={styles.chat} title={HEADER_TEXT.liveChatHint}>
        <ChatIcon className={styles.smallIcon} />
        {support.chat.label}
      </a>
    </div>
  );
}
