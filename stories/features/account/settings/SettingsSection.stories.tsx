import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { SettingsSection } from '../../../../src/features/account/settings/SettingsSection';

const meta = {
  title: 'Pages/Account/Settings/Section',
  component: SettingsSection,
  args: {
    heading: 'Display name',
    lead: 'The name shown in the header while you are logged in.',
    children: <p>The section's form goes here.</p>,
  },
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 720 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'A section',
  play: async ({ canvas }) => {
    // A region named by its heading, with an empty status region ready to announce a save.
    const region = canvas.getByRole('region', { name: 'Display name' });
    await expect(region).toContainElement(canvas.getByRole('heading', { level: 2, name: 'Display name' }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const WithOutcome: Story = {
  name: 'A section after a save',
  args: { status: 'Saved: your display name is now “Jane M.”.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved: your display name is now “Jane M.”.');
  },
};
