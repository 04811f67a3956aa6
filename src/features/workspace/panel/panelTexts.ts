/**
 * The panel's texts. The spec's own (upsell, selector, modal, tab) are in UI_TEXT
 * (src/lib/spec/text.ts) and the nav item names are copied from doc 2 §2 "Panel navigation";
 * everything else here is our wording (the spec does not show it).
 */
export const PANEL_TEXT = {
  // doc 2 §2 "Panel navigation" — the nav items, as the spec names them.
  keywordUniverse: 'Keyword Universe',
  groups: 'Groups',
  labels: 'Labels',
  outreach: 'Outreach',
  websites: 'Websites',
  links: 'Links',
  contacts: 'Contacts',
  history: 'History',
  // Ours.
  panelLabel: 'Workspace',
  navLabel: 'Workspace navigation',
  close: 'Close workspace',
  back: 'Back',
  projectSelectorLabel: 'Project: {name}',
  noDomain: 'No domain',
  allProjectsDomain: 'Every project',
  keywordCountLoading: 'Loading keyword counts…',
  keywordCount: '{used} of {total} keywords used',
  loading: 'Loading…',
  loadFailed: 'The workspace could not be loaded.',
  viewFailed: 'This part of the workspace could not be loaded.',
  retry: 'Retry',
  notFoundTitle: 'Page not found',
  notFoundMessage: 'This part of the workspace does not exist.',
  goToProjects: 'Go to projects',
  // projects
  projectsTitle: 'Projects',
  projectsEmpty: 'You have no projects yet.',
  edit: 'Edit',
  deleteProjectNamed: 'Delete {name}',
  editProjectNamed: 'Edit {name}',
  deleteProjectTitle: 'Delete project?',
  deleteProjectMessage:
    'This action cannot be undone. This will permanently delete the project "{name}" with its keywords, groups, labels and outreach data.',
  deleteFailed: 'The project could not be deleted.',
  projectDeleted: 'Project "{name}" deleted.',
  current: '(current)',
  // create-project / edit-project
  projectName: 'Project name',
  domain: 'Domain (optional)',
  nameRequired: 'Enter a name for the project.',
  saveFailed: 'The project could not be saved.',
  editProjectTitle: 'Edit project',
  save: 'Save',
  projectSaved: 'Project saved.',
  projectMissing: 'This project no longer exists.',
  // select-project modal
  searchProjects: 'Search projects',
  noProjectsMatch: 'No projects match.',
  createNamed: 'Create project "{name}"',
} as const;
