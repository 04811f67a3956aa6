import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { MY_SITES_TEXT } from '../../../src/features/mySites/mySitesTexts';
import { ProjectCard, ProjectCardsPage, ResearchNote } from '../../../src/features/mySites/ProjectCards';

const meta = {
  title: 'Pages/My Sites/Project cards',
  component: ProjectCardsPage,
  args: {
    title: 'My Sites',
    load: 'ready',
    count: 2,
    createProjectHref: '/hq?msf=create-project',
    onRetry: fn(),
    children: (
      <>
        <ProjectCard id="card-acme" projectName="Acme Corp" domain="acme.com">
          <ResearchNote>{MY_SITES_TEXT.noDataYet}</ResearchNote>
        </ProjectCard>
        <ProjectCard id="card-rival" projectName="Rival watch" domain={MY_SITES_TEXT.noDomain}>
          <ResearchNote>
            <a href="/hq?msf=edit-project">{MY_SITES_TEXT.addDomain}</a>
          </ResearchNote>
        </ProjectCard>
      </>
    ),
  },
} satisfies Meta<typeof ProjectCardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  name: 'Two cards',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: MY_SITES_TEXT.listLabel });
    const acme = within(list).getByTestId('card-acme');
    await expect(within(acme).getByRole('heading', { name: 'Acme Corp' })).toBeVisible();
    await expect(within(acme).getByText(MY_SITES_TEXT.noDataYet)).toBeVisible();
    await expect(canvas.getByRole('link', { name: MY_SITES_TEXT.addDomain })).toBeVisible();
  },
};

export const WithToolbar: Story = {
  name: 'With a toolbar above the cards',
  args: { toolbar: <p>{MY_SITES_TEXT.createProject}</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MY_SITES_TEXT.createProject)).toBeVisible();
  },
};

export const NoProjects: Story = {
  name: 'No projects yet',
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: MY_SITES_TEXT.emptyHeading })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: MY_SITES_TEXT.listLabel })).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Load failed, with Retry',
  args: { load: 'failed' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: MY_SITES_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
