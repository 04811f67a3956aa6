import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ACME, GROUPS, KEYWORD_COUNT, MANY_PROJECTS, PROJECTS } from './panelStoryKit';
import {
  KeywordCountWidget,
  PanelNavigation,
  ProjectSelector,
} from '../../../../src/features/workspace/panel/PanelNavigation';
import { ALL_PROJECTS_BUCKET } from '../../../../src/features/workspace/panel/panelProjects';
import { PANEL_TEXT } from '../../../../src/features/workspace/panel/panelTexts';
import { ALL_PROJECTS_ID } from '../../../../src/features/workspace/panel/panelViews';
import { UI_TEXT } from '../../../../src/lib/spec/text';

const meta = {
  title: 'Workspace / Panel / Navigation',
  component: PanelNavigation,
  args: {
    projects: MANY_PROJECTS,
    active: MANY_PROJECTS[0],
    onNavigate: fn(),
    view: 'keyword-list',
    groups: GROUPS,
    activeGroupHash: undefined,
    keywordCount: KEYWORD_COUNT,
  },
  decorators: [
    (Story) => (
      <div style={{ width: '16rem', minHeight: '34rem', display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PanelNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'A project with groups',
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: PANEL_TEXT.navLabel });
    await expect(within(nav).getByRole('button', { name: /Acme Corp/ })).toHaveTextContent('acme.com');
    await expect(canvas.getByRole('button', { name: PANEL_TEXT.keywordUniverse })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // 3 groups, then 'More...'.
    for (const group of GROUPS.slice(0, 3))
      await expect(canvas.getByRole('button', { name: group.name })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: GROUPS[3]!.name })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.navGroupsMore }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('groups', { projectId: MANY_PROJECTS[0]!.id });
    await userEvent.click(canvas.getByRole('button', { name: GROUPS[1]!.name }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('group-details', {
      projectId: MANY_PROJECTS[0]!.id,
      groupHash: 'g2',
      groupName: 'Competitors',
    });
    for (const name of [
      PANEL_TEXT.labels,
      PANEL_TEXT.websites,
      PANEL_TEXT.links,
      PANEL_TEXT.contacts,
      PANEL_TEXT.history,
    ])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByRole('list', { name: PANEL_TEXT.outreach })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1,312 of 5,000 keywords used');
  },
};

export const CountLoading: Story = {
  name: 'Keyword counts loading',
  args: { keywordCount: null, groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(PANEL_TEXT.keywordCountLoading);
    await expect(canvas.queryByRole('button', { name: UI_TEXT.navGroupsMore })).toBeNull();
  },
};

export const SelectorExpanded: Story = {
  name: 'Selector expanded',
  args: { selectorExpanded: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: UI_TEXT.recentProjects })).toBeVisible();
    // The first 4 projects only.
    for (const project of MANY_PROJECTS.slice(0, 4))
      await expect(canvas.getAllByRole('button', { name: project.projectName }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: MANY_PROJECTS[4]!.projectName })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.allProjects }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('websites', { projectId: ALL_PROJECTS_ID });
    await expect(canvas.queryByRole('heading', { name: UI_TEXT.recentProjects })).toBeNull();
  },
};

export const AllProjectsActive: Story = {
  name: 'All projects active',
  args: { active: ALL_PROJECTS_BUCKET, groups: [], view: 'websites' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /All Projects/ })).toHaveTextContent(PANEL_TEXT.allProjectsDomain);
    await expect(canvas.getByRole('button', { name: PANEL_TEXT.websites })).toHaveAttribute('aria-current', 'page');
  },
};

/** The selector alone, driven by hover and keys (doc 2 §4). */
export const SelectorHoverAndKeys: StoryObj<typeof ProjectSelector> = {
  name: 'Selector on hover and keys',
  render: (args) => <ProjectSelector {...args} />,
  args: { projects: PROJECTS, active: ACME, onNavigate: fn() },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Acme Corp/ });
    await userEvent.hover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.unhover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: UI_TEXT.createProject }));
    await expect(args.onNavigate).toHaveBeenCalledWith('create-project', undefined);
  },
};

export const CountWidget: StoryObj<typeof KeywordCountWidget> = {
  name: 'Keyword count widget',
  render: (args) => <KeywordCountWidget {...args} />,
  args: { count: KEYWORD_COUNT },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `${KEYWORD_COUNT.usedCount.toLocaleString('en-US')} of ${KEYWORD_COUNT.totalCount.toLocaleString('en-US')} keywords used`,
    );
  },
};
