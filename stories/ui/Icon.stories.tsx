import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';

import {
  ChatIcon,
  CheckIcon,
  ChevronIcon,
  ClockIcon,
  DashIcon,
  GLYPH,
  LogoIcon,
  LogoTileIcon,
  MenuIcon,
  PhoneIcon,
  SortIcon,
  StarIcon,
} from '../../src/ui/Icon/Icon';

/** Every icon of the set, drawn in the text colour, with the name a caller imports it by. */
function IconSet() {
  const icons: [string, ReactNode][] = [
    ['MenuIcon', <MenuIcon key="m" size={24} open={false} className="icon-stroke" />],
    ['MenuIcon open', <MenuIcon key="mo" size={24} open className="icon-stroke" />],
    // Their callers hide the check box around them.
    [
      'CheckIcon',
      <span key="c" aria-hidden="true">
        <CheckIcon />
      </span>,
    ],
    [
      'DashIcon',
      <span key="d" aria-hidden="true">
        <DashIcon />
      </span>,
    ],
    ['ChevronIcon', <ChevronIcon key="ch" open={false} />],
    ['SortIcon asc', <SortIcon key="s" direction="asc" activeClassName="icon-active" />],
    ['StarIcon', <StarIcon key="st" />],
    ['PhoneIcon', <PhoneIcon key="p" className="icon-stroke" />],
    ['ChatIcon', <ChatIcon key="ct" className="icon-stroke" />],
    ['ClockIcon', <ClockIcon key="cl" className="icon-stroke icon-large" />],
    ['LogoTileIcon', <LogoTileIcon key="lt" tileClassName="icon-tile" glyphClassName="icon-glyph" />],
    ['LogoIcon', <LogoIcon key="l" className="icon-stroke icon-large" />],
    ...Object.entries(GLYPH).map(([name, glyph]): [string, ReactNode] => [
      `GLYPH.${name}`,
      <span key={name} aria-hidden="true" style={{ fontSize: 20 }}>
        {glyph}
      </span>,
    ]),
  ];
  return (
    <div style={{ padding: 24 }}>
      <style>{`
        .icon-stroke { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; }
        .icon-large { width: 32px; height: 32px; }
        .icon-active { fill: #2563eb; }
        .icon-tile { fill: #2563eb; }
        .icon-glyph { fill: none; stroke: #fff; stroke-width: 2; }
      `}</style>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16, listStyle: 'none', padding: 0 }}>
        {icons.map(([name, icon]) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            {icon}
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The app's one icon set (src/ui/Icon): each drawing once, decorative, coloured by its caller's
 * class. The screens and widgets that show them have their own stories; this one shows the set.
 */
const meta = {
  title: 'UI/Icon',
  component: IconSet,
} satisfies Meta<typeof IconSet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  name: 'All icons',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(16);
    // Decorative: no icon is announced, each sits in an aria-hidden element.
    for (const icon of canvas.getByRole('list').querySelectorAll('svg')) {
      await expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};
