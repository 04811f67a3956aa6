/**
 * The history view's own wording: the spec names the view (doc 2 §2) but does not word it. The
 * actions' words come from ../outreach.ts (historyActionWords).
 */
export const HISTORY_TEXT = {
  title: 'History',
  loading: 'Loading the history…',
  loadFailed: 'The history could not be loaded. Check your connection and try again.',
  empty: 'No outreach activity yet.',
  emptyHow: 'Every change to a link (a note, a task, a contact event, its relationship, rating or tags) shows here.',
  goToLinks: 'Go to links',
  kindLabel: 'Show',
  kindAll: 'All activity',
  kindNotes: 'Notes',
  kindTasks: 'Tasks',
  kindContacts: 'Contacts',
  kindState: 'Relationship, rating and tags',
  noneOfKind: 'No {kind} activity.',
  entryCount: '{count} entries',
  entryCountOne: '1 entry',
  openLink: 'Open the link {page}',
  timelineLabel: 'Outreach activity by day',
} as const;
