/**
 * Our wording for the paywall and the login/sign-up prompt, where the specs show none. The spec's
 * own texts (the price, 'Save $72 with annual billing', '30 day money back guarantee', the free
 * sign-up form's texts) come from src/lib/spec/text.ts and are never restated here.
 */

export const PAYWALL_TEXT = {
  title: 'Keep researching with a free account',
  lead: 'Your first search was on us. Sign up free or log in to see this page and search on.',
  signUpHeading: 'Create your free account',
  offerHeading: 'Or get every report',
  /** After the price: '$39' 'per month'. */
  perMonth: 'per month',
  /** The price read as one phrase by assistive technology. */
  priceLabel: '{price} per month',
  buy: 'See plans and buy',
  /** While the search's count is on its way. */
  checking: 'Checking your searches…',
} as const;

export const SIGN_UP_PROMPT_TEXT = {
  heading: 'Sign up or log in to save your research',
  lead: 'A free account keeps your keywords, links and exports in one place.',
  tabsLabel: 'Sign up or log in',
  logInLead: 'Log in and come straight back to this page.',
} as const;
