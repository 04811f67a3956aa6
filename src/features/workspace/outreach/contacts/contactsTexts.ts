/**
 * The contacts and contacts-details views' own wording: the spec names these views (doc 2 §2) but
 * does not word them. Spec texts ('Search...', 'No items found with this filter', 'Please enter a
 * valid email address', the date message, 'Delete', 'Keep') come from src/lib/spec/text.ts; the
 * contact-event form's labels from ../outreachTexts.ts.
 */
export const CONTACTS_TEXT = {
  // contacts
  contactsTitle: 'Contacts',
  contactsLoading: 'Loading contacts…',
  contactsLoadFailed: 'The contacts could not be loaded. Check your connection and try again.',
  noContacts: 'No contacts yet.',
  noContactsHow:
    'Contacts come from the contact events you log on a link: open a link, then log who you e-mailed, called or met.',
  goToLinks: 'Go to links',
  filterLabel: 'Filter contacts',
  contactCount: '{count} contacts',
  contactCountOne: '1 contact',
  tableLabel: 'Contacts',
  columnName: 'Contact',
  columnEmail: 'E-mail',
  columnWebsite: 'Website',
  columnLastContact: 'Last contact',
  columnEvents: 'Events',
  openContact: "Open {name}'s contact events on {website}",
  emailContact: 'E-mail {name}',
  // contacts-details
  detailsTitle: 'Contact events on {website}',
  detailsFallbackTitle: 'Contact events',
  detailsLoading: 'Loading the contact events…',
  detailsLoadFailed: "This website's contact events could not be loaded. Check your connection and try again.",
  noWebsite: 'This website has no links in this project.',
  noEvents: 'No contact events on this website yet.',
  backToContacts: 'All contacts',
  eventCount: '{count} events',
  eventCountOne: '1 event',
  addTitle: 'Log a contact event',
  linkLabel: 'Link',
  openLink: 'Open the link {page}',
  addFailed: 'The contact event could not be saved: {reason}',
  deleteFailed: 'The contact event could not be deleted: {reason}',
  added: 'Contact event logged.',
  deleted: 'Contact event deleted.',
  // the form's checks: each names its field
  fieldMessage: '{field}: {message}',
  emailField: 'Contact e-mail',
  dateField: 'Date',
  linkRequired: 'Link: choose the link you were in touch about.',
  nameRequired: 'Contact name: enter who you were in touch with.',
  nameTooLong: 'Contact name: at most {max} characters.',
  dateRequired: 'Date: enter the day it happened (MM/DD/YYYY).',
  notesTooLong: 'Notes: at most {max} characters.',
  fixFields: 'Check the fields marked below.',
} as const;
