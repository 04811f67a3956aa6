/** Shared fixtures of the panel stories: the OpenAPI example projects and groups, and a signed-in user. */
import type { KeywordCount, NavGroup } from '../../../../src/features/workspace/panel/PanelNavigation';
import type { Project } from '../../../../src/features/workspace/panel/panelProjects';
import { exampleProjects } from '../../../../src/mocks/fixtures/projects';
import { responseExample } from '../../../../src/mocks/spec';

/** Acme Corp (acme.com) and Rival watch (no domain). */
export const PROJECTS = exampleProjects() as Project[];
export const ACME = PROJECTS[0]!;
export const RIVAL = PROJECTS[1]!;

/** Six projects: the selector shows the first 4 as Recent Projects. */
export const MANY_PROJECTS: Project[] = [
  'Acme Corp',
  'Rival watch',
  'Beta launch',
  'Client: Globex',
  'Initech',
  'Umbrella',
].map((name, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i + 1}`,
  projectName: name,
  name,
  primaryDomainName: i % 2 === 0 ? `${name.split(' ')[0]!.toLowerCase()}.com` : null,
}));

export const GROUPS: NavGroup[] = [
  { groupHash: 'g1', name: 'Brand terms' },
  { groupHash: 'g2', name: 'Competitors' },
  { groupHash: 'g3', name: 'Long tail' },
  { groupHash: 'g4', name: 'Questions' },
];

export const KEYWORD_COUNT = responseExample('getKeywordCount') as KeywordCount;

/** parameters.state for a signed-in user, full or not (the panel reads the user store). */
export const signedIn = (isFullUser: boolean) => ({
  user: { isLoggedIn: true, userId: '7d1e2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b', isFullUser },
});
