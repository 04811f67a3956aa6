import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { LiveMockCall } from './LiveMockCall';
import { handlerGroups } from '../../src/mocks/handlers';
import { errorFor, neverResolves } from '../../src/mocks/variants';

const meta = {
  title: 'API contract/Live mocks',
  component: LiveMockCall,
  tags: ['!autodocs'],
} satisfies Meta<typeof LiveMockCall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeededProjects: Story = {
  name: 'The mock database answers',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Projects' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

export const CustomSeed: Story = {
  name: 'A story seeds the mock database',
  parameters: { mockDb: { projects: 'none' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Projects' });
    await expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const LoggedOut: Story = {
  name: 'Logged out gets 401',
  parameters: { mockDb: { user: 'loggedOut' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Error 401/);
  },
};

export const GroupOverride: Story = {
  name: 'A story overrides one handler group',
  parameters: {
    msw: { handlers: { ...handlerGroups, projects: [errorFor('getProjects', 500, 'The mock failed on purpose.')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error 500: The mock failed on purpose.');
  },
};

export const EndlessLoading: Story = {
  name: 'Endless loading',
  parameters: { msw: { handlers: { ...handlerGroups, projects: [neverResolves('getProjects')] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading projects…');
  },
};
