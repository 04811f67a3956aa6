/**
 * The Request Keywords pages' copy (routes account:requestkeywords and its steps 1–3). The specs
 * name the pages, the calls and the group 'Requested Keywords' only (doc 1 §2, §7; doc 2 §6), so
 * every word here is ours; the import outcomes use the spec's catalogue texts (lib/spec/text).
 */

/** The list of requested keywords, /account/requestkeywords. */
export const REQUESTED_KEYWORDS_TEXT = {
  lead: 'Missing a keyword in our database? Ask us to research it. A requested keyword waits in the queue, is processed, and is ready once its data is in.',
  request: 'Request keywords',
  countsLabel: 'Your requested keywords by status',
  ready: 'Ready',
  processing: 'Processing',
  queued: 'Queued',
  loading: 'Loading your requested keywords…',
  loadFailed: 'We could not load your requested keywords. Check your connection and try again.',
  retry: 'Try again',
  empty: 'You have not requested any keywords yet. Use “Request keywords” to ask for the first ones.',
  tableLabel: 'Requested keywords',
  keyword: 'Keyword',
  status: 'Status',
  requestedAt: 'Requested on',
} as const;

/** The three steps, /account/requestkeywords/step-1 … step-3. */
export const REQUEST_STEPS_TEXT = {
  stepsLabel: 'Progress of your keyword request',
  stepLabels: ['Your keywords', 'Choose a project', 'Confirm'],
  stepOf: 'Step {step} of 3',
  back: 'Back',
  retry: 'Try again',
  /** A number of keywords: '1 keyword', '12 keywords'. */
  keywordOne: '1 keyword',
  keywordMany: '{count} keywords',

  // Step 1
  keywordsLead:
    'Type or paste the keywords we should research. Put each on a line of its own, or separate them with commas.',
  keywordsLabel: 'Keywords',
  keywordsHint: 'One per line, or separated by commas. A keyword you repeat is counted once.',
  keywordsCount: 'Keywords in this request: {count}',
  noKeywords: 'Type or paste at least one keyword.',
  send: 'Send my request',
  sending: 'Sending your request…',
  sendFailed: 'We could not send your request. Please try again.',

  // Step 2
  queuedAll: 'We queued {keywords} for research.',
  queuedSome: 'We queued {added} of your {keywords} for research; you had requested the others before.',
  queuedNone: 'You had requested all {keywords} before: they stay in the queue.',
  projectLead:
    'Choose the project they go to. We add them to its group “{group}”, and each keyword’s data fills in as it becomes ready.',
  targetLabel: 'Add the keywords to',
  targetNew: 'A new project',
  targetExisting: 'A project you have',
  projectNameLabel: 'Project name',
  projectNameRequired: 'Give the new project a name.',
  domainLabel: 'Domain (optional)',
  domainHint: 'The site the project is about, like example.com.',
  domainInvalid: 'Enter a domain like example.com, or leave the field empty.',
  projectLabel: 'Project',
  projectPlaceholder: 'Choose a project',
  projectRequired: 'Choose one of your projects.',
  projectsLoading: 'Loading your projects…',
  projectsFailed: 'We could not load your projects. Check your connection and try again.',
  noProjects: 'You have no projects yet: add the keywords to a new project.',
  createAndAdd: 'Create the project and add the keywords',
  continue: 'Continue',
  createFailed: 'We could not create the project. Please try again.',

  // Step 3
  confirmHeading: 'Add the keywords to {project}?',
  confirmLead:
    'We add {keywords} to {project}, in its group “{group}”. Keywords the project already has stay as they are.',
  keywordsListLabel: 'The keywords to add',
  moreKeywords: 'and {count} more',
  confirm: 'Add the keywords',
  adding: 'Adding the keywords…',
  chooseAnother: 'Choose another project',

  // Adding to a project (steps 2 and 3)
  projectGone: 'We could not find {project} in your account any more. Choose another project.',
  addFailed: 'We could not add the keywords to {project}. Please try again.',
  limitReached: 'Your keyword allowance is used up, so the keywords were not added to {project}.',

  // Done
  doneHeading: 'Your keywords are in {project}',
  doneLead:
    'They are in the group “{group}”. Each keyword’s data appears as its research is done: follow the progress on the Request Keywords page.',
  openProject: 'Open {project}',
  seeRequests: 'See your requested keywords',
  requestMore: 'Request more keywords',
} as const;
