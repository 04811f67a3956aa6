import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ApiContractReference } from './ApiContractReference';
import bundle from '../../src/api/openapi.gen.json';

const meta = {
  title: 'API contract/Reference',
  component: ApiContractReference,
  tags: ['!autodocs'],
} satisfies Meta<typeof ApiContractReference>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One area keeps the screenshot small; the docs page above shows every area. */
export const AuthArea: Story = {
  name: 'Area: auth',
  args: { tag: 'auth' },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'auth' }));
    const rows = section.getAllByRole('row').slice(1);
    const expected = Object.values(bundle.paths).flatMap((item) =>
      Object.values(item).filter(
        (op) => typeof op === 'object' && op !== null && 'tags' in op && op.tags[0] === 'auth',
      ),
    );
    await expect(rows).toHaveLength(expected.length);
    await expect(section.getByText('/auth/login')).toBeVisible();
    await expect(section.getByText('login')).toBeVisible();
  },
};

export const EveryArea: Story = {
  name: 'Every area is listed',
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    for (const tag of bundle.tags) {
      await expect(canvas.getByRole('heading', { level: 2, name: tag.name })).toBeInTheDocument();
    }
    const operationCount = Object.values(bundle.paths).reduce(
      (n, item) =>
        n + Object.values(item).filter((op) => typeof op === 'object' && op !== null && 'operationId' in op).length,
      0,
    );
    await expect(
      canvas.getByText(new RegExp(`^${operationCount} operations in ${bundle.tags.length} areas`)),
    ).toBeVisible();
  },
};
