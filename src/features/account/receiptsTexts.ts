/**
 * The receipts pages' copy (routes account:receipts and account:receipt). The spec names the pages
 * and their calls only (doc 1 §2, §7), so every word here is ours.
 */
import { COMPANY_IDENTITY, SUPPORT_CONTACT } from '../../lib/spec/navigation';

/** The list of payments, /account/receipts. */
export const RECEIPTS_TEXT = {
  lead: 'Every payment on your account. Open a receipt to print it, or have it e-mailed to you.',
  showDeclines: 'Show declined payments',
  loading: 'Loading your payments…',
  loadFailed: 'We could not load your payments. Check your connection and try again.',
  ownerOnly: 'Receipts are kept for the account owner. Ask the owner of your team account for a copy.',
  retry: 'Try again',
  empty: 'There are no payments on your account yet.',
  emptyDeclinesHidden: 'There are no payments on your account yet. Declined payments, if any, are hidden.',
  tableLabel: 'Payments',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  status: 'Status',
  actions: 'Actions',
  paid: 'Paid',
  declined: 'Declined',
  view: 'View receipt',
  email: 'E-mail',
  sending: 'Sending…',
  /** The name of a row's link or button: the visible text first, then which payment. */
  rowAction: '{action}: {date}, {description}',
  sent: 'The receipt for {date} was e-mailed to {addresses}.',
  sentNoAddresses: 'The receipt for {date} was e-mailed.',
  sendFailed: 'We could not e-mail the receipt for {date}. Please try again.',
  /** Stands in for the date when the payment is no longer in the list. */
  thisPayment: 'this payment',
  /** Joins the last two addresses of a list: 'a, b and c'. */
  and: ' and ',
} as const;

/** One receipt, /account/receipt (a bare page, made to be printed). */
export const RECEIPT_TEXT = {
  print: 'Print',
  back: 'Back to receipts',
  loading: 'Loading your receipt…',
  loadFailed: 'We could not load this receipt. Check your connection and try again.',
  retry: 'Try again',
  notFound: 'We could not find this receipt on your account. Open it again from your list of receipts.',
  ownerOnly: 'Receipts are kept for the account owner. Ask the owner of your team account for a copy.',
  missingId: 'This link does not say which receipt to show. Open the receipt from your list of receipts.',
  number: 'Receipt number',
  date: 'Date',
  billedTo: 'Billed to',
  payment: 'Payment method',
  linesLabel: 'Items',
  description: 'Description',
  amount: 'Amount',
  total: 'Total',
  paid: 'Paid',
  declined: 'Declined',
  declinedNotice: 'This payment was declined: the card was not charged.',
  card: '{cardType} ending in {lastFour}',
  noCard: 'No card on file',
  thanks: 'Thank you for your business.',
  questions: 'Questions about this receipt? Write to {email}.',
} as const;

/** Who issues the receipt: the company as the company page names it. */
export const SELLER = {
  name: COMPANY_IDENTITY.legalName,
  address: COMPANY_IDENTITY.address,
  website: COMPANY_IDENTITY.website,
  email: SUPPORT_CONTACT.supportEmail,
} as const;
