/**
 * Checks the footer stories share: the link targets of doc 1 §2, the offer texts, and the AI
 * promo's new tab (window.open stubbed for the click, then restored).
 */
import { expect, spyOn, userEvent, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { AI_PROMO_PARTNER_URL } from '../../../src/features/layout/buildAiPromoUrl';

/** Every footer link of doc 1 §2 and its target, built from the real route table. */
export const FOOTER_LINK_TARGETS: ReadonlyArray<readonly [string, string]> = [
  ['Contact Us', linkTo('marketing:company', {}, { section: 'contactUs' })],
  ['Jobs', linkTo('marketing:jobs')],
  ['Affiliates', linkTo('marketing:affiliates')],
  ['Member Perks', linkTo('marketing:memberperks')],
  ['Consulting', linkTo('marketing:consulting')],
  ['API', linkTo('api:v2')],
  ['Rivalscope vs Semrush', linkTo('marketing:semrush-alternative')],
  ['Rivalscope vs Ahrefs', linkTo('marketing:alternative', { competitor: 'ahrefs' })],
  ['Rivalscope vs Moz', linkTo('marketing:alternative', { competitor: 'moz' })],
  ['Rivalscope vs Similarweb', linkTo('marketing:alternative', { competitor: 'similarweb' })],
  ['Rivalscope vs Serpstat', linkTo('marketing:alternative', { competitor: 'serpstat' })],
  ['Terms & Conditions', linkTo('marketing:termsconditions')],
  ['Privacy', linkTo('marketing:privacypolicy')],
  ['Vulnerability Disclosure Policy', linkTo('marketing:vulnerability-disclosure-policy')],
];

export async function expectFooterLinks(footer: HTMLElement) {
  const nav = within(within(footer).getByRole('navigation', { name: 'Footer' }));
  await expect(nav.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Company',
    'Developers',
    'Compare',
    'Legal',
  ]);
  const links = nav.getAllByRole('link');
  await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(FOOTER_LINK_TARGETS);
  // The literal paths of doc 1 §2, so a change in the route table shows here too.
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/company?section=contactUs');
  await expect(nav.getByRole('link', { name: 'Vulnerability Disclosure Policy' })).toHaveAttribute(
    'href',
    '/vulnerability-disclosure-policy',
  );
  await expect(nav.getByRole('link', { name: 'Rivalscope vs Ahrefs' })).toHaveAttribute('href', '/ahrefs-alternative');
}

/** The offer of doc 1 §2 "Footer", word for word. */
export async function expectOffer(footer: HTMLElement) {
  const offer = within(footer).getByRole('region', { name: 'Membership starts at $33/month' });
  await expect(within(offer).getByRole('heading', { level: 2 })).toHaveTextContent('Membership starts at $33/month');
  await expect(
    within(offer)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Unlimited searches and downloads', '30-day money-back guarantee', 'No contracts']);
  return offer;
}

/** The partner URL the AI promo must open. */
export function aiPromoUrl(domain: string, page: string, sfu: string): string {
  const query = new URLSearchParams({ domain, page, sfu });
  return `${AI_PROMO_PARTNER_URL}?${query.toString()}`;
}

/** Types a domain, presses 'Scan with AI' and checks the one new tab opened, window.open stubbed meanwhile. */
export async function expectScanOpens(footer: HTMLElement, domain: string, url: string) {
  const promo = within(footer);
  const open = spyOn(window, 'open').mockImplementation(() => null);
  try {
    const field = promo.getByRole('textbox', { name: 'Domain to scan' });
    await userEvent.clear(field);
    await userEvent.type(field, domain);
    await userEvent.click(promo.getByRole('button', { name: 'Scan with AI' }));
    await expect(open).toHaveBeenCalledTimes(1);
    await expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
  } finally {
    open.mockRestore();
    // The click scrolled the button into view; the screenshot shows only the visible part of a
    // tall page, so put the footer's top in view: the same picture every run.
    footer.scrollIntoView({ block: 'start' });
  }
  // Let scroll listeners (the header hides on downward scroll, 25 ms throttle) settle before the screenshot.
  await new Promise((resolve) => setTimeout(resolve, 100));
}
