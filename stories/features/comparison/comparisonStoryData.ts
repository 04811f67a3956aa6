import { expect, userEvent, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { comparisonFor } from '../../../src/features/comparison/comparisons';
import type { ComparisonViewProps } from '../../../src/features/comparison/ComparisonView';
import { comparisonNav } from '../../../src/features/comparison/navigation';
import type { LinkBuilder } from '../../../src/features/shell/links';
import { MAIN_PURCHASE_CLICK, MAIN_PURCHASE_DEFAULT_PAGE } from '../../../src/lib/spec/purchase';

/** The mainpurchase route with the comparison page's query (doc 1 §2: page=default, click=sw2). */
export const PURCHASE_HREF = linkTo(
  'mainpurchase',
  {},
  { page: MAIN_PURCHASE_DEFAULT_PAGE, click: MAIN_PURCHASE_CLICK },
);

/** The View's props for a competitor, with the real route table's links (what the screen builds). */
export function viewProps(
  competitor: string,
  title: string,
  isLoggedIn: boolean,
): Omit<ComparisonViewProps, 'onLogIn'> {
  return {
    title,
    entry: comparisonFor(competitor),
    nav: comparisonNav(linkTo as LinkBuilder, isLoggedIn),
    homeHref: linkTo('home'),
    purchaseHref: PURCHASE_HREF,
    freeAccountHref: linkTo('freeaccount'),
    forgotPasswordHref: linkTo('auth:forgotpassword'),
    isLoggedIn,
  };
}

type Canvas = ReturnType<typeof within>;

/** The hero and closing buttons both go to mainpurchase with page=default and click=sw2. */
export async function expectPurchaseButtons(canvas: Canvas) {
  const buttons = canvas.getAllByRole('link', { name: 'Start your membership' });
  await expect(buttons).toHaveLength(2);
  for (const button of buttons) await expect(button).toHaveAttribute('href', '/mainpurchase?page=default&click=sw2');
}

/** The two plan tables carry doc 1 §9's prices: Basic $39/mo and Professional $79/mo. */
export async function expectPlanPrices(canvas: Canvas, competitorPlans?: { basic: string; professional: string }) {
  const suffix = (plan?: string) => (plan ? `, compared with ${plan}` : '');
  const basic = within(
    canvas.getByRole('table', { name: `Rivalscope Basic, $39/mo${suffix(competitorPlans?.basic)}` }),
  );
  const professional = within(
    canvas.getByRole('table', { name: `Rivalscope Professional, $79/mo${suffix(competitorPlans?.professional)}` }),
  );
  await expect(basic.getByRole('rowheader', { name: 'Monthly price' })).toBeVisible();
  await expect(basic.getAllByRole('cell')[0]).toHaveTextContent('$39/mo');
  await expect(professional.getAllByRole('cell')[0]).toHaveTextContent('$79/mo');
  await expect(basic.getByRole('row', { name: /^Billed annually \$396 a year \(\$33\/mo\)/ })).toBeVisible();
  await expect(professional.getByRole('row', { name: /^Billed annually \$876 a year \(\$73\/mo\)/ })).toBeVisible();
  await expect(basic.getByRole('row', { name: /^White-label reports On the Professional plan/ })).toBeVisible();
  return { basic, professional };
}

/** doc 1 §1: on a comparison page, 12+ years of history, over 123 million domains and 73 billion results. */
export async function expectClaims(canvas: Canvas) {
  const claims = within(canvas.getByRole('region', { name: 'The data behind every search' }));
  await expect(claims.getByText('12+')).toBeVisible();
  await expect(claims.getByText('years of history')).toBeVisible();
  await expect(claims.getByText('123 million+')).toBeVisible();
  await expect(claims.getByText('73 billion')).toBeVisible();
}

/** The page's own main navigation (doc 1 §2). My Sites only when logged in. */
export async function expectNavigation(canvas: Canvas, isLoggedIn: boolean) {
  const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/overview');
  for (const menu of ['Keyword Research', 'AI Tools', 'More Tools']) {
    await expect(nav.getByRole('button', { name: menu })).toHaveAttribute('aria-expanded', 'false');
  }
  if (isLoggedIn) {
    await expect(nav.getByRole('link', { name: 'My Sites' })).toHaveAttribute('href', '/hq');
    await expect(nav.queryByRole('button', { name: 'Log in' })).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Sign up for FREE' })).toBeNull();
  } else {
    await expect(nav.queryByRole('link', { name: 'My Sites' })).toBeNull();
    await expect(nav.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign up for FREE' })).toHaveAttribute('href', '/freeaccount');
  }
  return nav;
}

/**
 * On a phone (320 px) the navigation is folded: only the brand and the Menu button show. Opens it
 * with a click and returns the navigation, now listing its links, menus and account actions.
 */
export async function openFoldedNavigation(canvas: Canvas) {
  await expect(window.innerWidth).toBe(320);
  const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
  const toggle = nav.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.queryByRole('link', { name: 'Overview' })).toBeNull();
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  await expect(panel).toBeVisible();
  await expect(within(panel as HTMLElement).getByRole('link', { name: 'Overview' })).toBeVisible();
  return nav;
}
