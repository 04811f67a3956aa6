import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { RANK_TRACKING_TEXT as T } from '../../../src/features/rankTracking/rankTrackingTexts';
import {
  ProjectPicker,
  TrackingFailure,
  TrackingFrame,
  TrackingLoading,
  TrackingLoggedOut,
  TrackingNoKeywords,
  TrackingNoProjects,
  TrackingNotice,
  TrackingPage,
} from '../../../src/features/rankTracking/TrackingStates';

const meta = {
  title: 'Pages/Rank Tracking/States',
  component: TrackingPage,
  args: {
    access: 'ready',
    loginHref: '/login?returnUrl=%2Frank-tracking',
    createProjectHref: '/rank-tracking?msf=create-project',
    onRetry: fn(),
    children: <p>The project’s tracking</p>,
  },
} satisfies Meta<typeof TrackingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The project’s tracking')).toBeVisible();
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  args: { access: 'loggedOut' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: T.loggedOutHeading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.logIn })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Frank-tracking',
    );
  },
};

export const Loading: Story = {
  args: { access: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(T.loading);
  },
};

export const Failed: Story = {
  args: { access: 'failed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.projectsFailed);
    await userEvent.click(canvas.getByRole('button', { name: T.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoProjects: Story = {
  name: 'No projects',
  args: { access: 'noProjects' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: T.createProject })).toHaveAttribute(
      'href',
      '/rank-tracking?msf=create-project',
    );
  },
};

/** The pieces the pages put together, each on its own. */
export const Pieces: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <ProjectPicker
        projects={[
          { id: 'a', projectName: 'Acme Corp' },
          { id: 'b', projectName: 'Rival watch' },
        ]}
        projectId="b"
        onChange={() => undefined}
      />
      <TrackingLoading />
      <TrackingFailure message={T.loadFailed} onRetry={() => undefined} />
      <TrackingLoggedOut loginHref="/login" />
      <TrackingNoProjects createProjectHref="/rank-tracking?msf=create-project" />
      <TrackingNoKeywords addKeywordsHref="/rank-tracking?msf=keyword-import" />
      <TrackingNotice heading={T.noChecksHeading} body={T.firstCheckUnknown} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: T.project })).toHaveValue('b');
    await expect(canvas.getByRole('link', { name: T.addKeywords })).toHaveAttribute(
      'href',
      '/rank-tracking?msf=keyword-import',
    );
    await expect(canvas.getByRole('heading', { name: T.noChecksHeading })).toBeVisible();
  },
};

/** The selector's choice (a spy of its own: the meta's args are TrackingPage's). */
const onProjectChange = fn();

/** Both pages' frame: the section heading, and the project selector once there is a choice. */
export const Frame: Story = {
  name: 'Frame with the project selector',
  render: (args) => (
    <TrackingFrame
      title="Rank Tracker"
      access={args.access}
      projects={[
        { id: 'a', projectName: 'Acme Corp', name: 'Acme Corp', primaryDomainName: 'acme.example' },
        { id: 'b', projectName: 'Rival watch', name: 'Rival watch', primaryDomainName: null },
      ]}
      projectId="a"
      onProjectChange={onProjectChange}
      loginHref={args.loginHref}
      createProjectHref={args.createProjectHref}
      onRetryProjects={args.onRetry}
    >
      {args.children}
    </TrackingFrame>
  ),
  play: async ({ canvas }) => {
    onProjectChange.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rank Tracker' })).toBeVisible();
    await expect(canvas.getByText('The project’s tracking')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: T.project }), 'b');
    await expect(onProjectChange).toHaveBeenCalledWith('b');
  },
};
