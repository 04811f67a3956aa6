import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';

import { linkTo } from '../../../src/app/linkTo';
import { SECTION_TEXT, SHOWCASE_COPY } from '../../../src/features/home/sectionTexts';
import { Showcase, type ShowcaseLinks } from '../../../src/features/home/Showcase';
import { SHOWCASE_SECTIONS, SWIPE_THRESHOLD_PX } from '../../../src/lib/spec/navigation';
import { UI_TEXT } from '../../../src/lib/spec/text';

const LINKS: ShowcaseLinks = {
  seo: linkTo('seo:overview'),
  ppc: linkTo('ppc:overview'),
  'competitive-intel': linkTo('seo:kombat'),
  projects: linkTo('competitor-projects'),
  reports: linkTo('custom-reports'),
};

type Canvas = ReturnType<typeof within>;

/** Exactly one tab is selected, and it is `title`. */
async function expectOnlySelected(canvas: Canvas, title: string) {
  const tabs = canvas.getAllByRole('tab');
  await expect(tabs.map((t: HTMLElement) => t.textContent)).toEqual([...SHOWCASE_SECTIONS]);
  await expect(
    tabs.filter((t: HTMLElement) => t.getAttribute('aria-selected') === 'true').map((t: HTMLElement) => t.textContent),
  ).toEqual([title]);
}

/** The card strip of the small-screen layout, and a swipe across it. */
const strip = (canvas: Canvas) => canvas.getByRole('list', { name: SECTION_TEXT.showcaseCardsLabel });
function swipe(canvas: Canvas, deltaX: number) {
  const viewport = strip(canvas).parentElement!;
  fireEvent.pointerDown(viewport, { clientX: 200, pointerType: 'touch' });
  fireEvent.pointerUp(viewport, { clientX: 200 + deltaX, pointerType: 'touch' });
}
/** The card shown: the one that is not inert. */
const shownCard = (canvas: Canvas) =>
  [...strip(canvas).children]
    .filter((card) => card instanceof HTMLElement && !card.inert)
    .map((card) => card.querySelector('h3')?.textContent);

/**
 * 'See what's inside' (doc 1 §1, §4 "Feature showcase", §9): five sections, each a title, a short
 * description, a bullet list and a link; exactly one active. Wide screens show tabs; below 768 px
 * a strip of cards moved by a swipe of 20 px or more, one card at a time, within the bounds.
 */
const meta = {
  title: 'Pages/Home/Home page/Showcase',
  component: Showcase,
  args: { links: LINKS },
} satisfies Meta<typeof Showcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSection: Story = {
  name: 'First section',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: UI_TEXT.seeWhatsInside })).toBeVisible();
    await expect(canvas.getByRole('tablist', { name: SECTION_TEXT.showcaseTabsLabel })).toBeVisible();
    await expectOnlySelected(canvas, 'SEO');
    const panel = within(canvas.getByRole('tabpanel', { name: 'SEO' }));
    const seo = SHOWCASE_COPY[0]!;
    await expect(panel.getByRole('heading', { level: 3, name: 'SEO' })).toBeVisible();
    await expect(panel.getByText(seo.description)).toBeVisible();
    await expect(panel.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...seo.bullets]);
    await expect(panel.getByRole('link', { name: seo.linkLabel })).toHaveAttribute('href', linkTo('seo:overview'));
    // The card strip is for small screens only.
    await expect(canvas.queryByRole('list', { name: SECTION_TEXT.showcaseCardsLabel })).toBeNull();
  },
};

export const ThirdSection: Story = {
  name: 'Third section',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Competitive Intel' }));
    await expectOnlySelected(canvas, 'Competitive Intel');
    const panel = within(canvas.getByRole('tabpanel', { name: 'Competitive Intel' }));
    await expect(panel.getByRole('heading', { level: 3, name: 'Competitive Intel' })).toBeVisible();
    await expect(panel.getByText(SHOWCASE_COPY[2]!.description)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Compare domains' })).toHaveAttribute('href', linkTo('seo:kombat'));
    // Clicking it again keeps exactly that one.
    await userEvent.click(canvas.getByRole('tab', { name: 'Competitive Intel' }));
    await expectOnlySelected(canvas, 'Competitive Intel');
  },
};

export const Keyboard: Story = {
  name: 'Tabs with the keyboard',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'SEO' }));
    await userEvent.keyboard('{ArrowRight}');
    await expectOnlySelected(canvas, 'PPC');
    await expect(canvas.getByRole('tab', { name: 'PPC' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expectOnlySelected(canvas, 'Reports');
    await userEvent.keyboard('{ArrowRight}');
    await expectOnlySelected(canvas, 'SEO');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expectOnlySelected(canvas, 'Projects');
    await expect(canvas.getByRole('tab', { name: 'Projects' })).toHaveFocus();
    await expect(within(canvas.getByRole('tabpanel')).getByRole('link', { name: 'See your projects' })).toHaveAttribute(
      'href',
      linkTo('competitor-projects'),
    );
  },
};

export const MobileStrip: Story = {
  name: 'Small phone: swiping the strip',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(shownCard(canvas)).toEqual(['SEO']);
    await expect(canvas.getByText('1 of 5')).toBeVisible();
    const previous = canvas.getByRole('button', { name: SECTION_TEXT.previousSection });
    const next = canvas.getByRole('button', { name: SECTION_TEXT.nextSection });
    await expect(previous).toBeDisabled();
    // A swipe to the right on the first card stays within the bounds.
    swipe(canvas, 40);
    await expect(shownCard(canvas)).toEqual(['SEO']);
    // Less than 20 px is not a swipe; 20 px to the left moves one card.
    swipe(canvas, -(SWIPE_THRESHOLD_PX - 1));
    await expect(shownCard(canvas)).toEqual(['SEO']);
    swipe(canvas, -SWIPE_THRESHOLD_PX);
    await expect(shownCard(canvas)).toEqual(['PPC']);
    await expect(canvas.getByText('2 of 5')).toBeVisible();
    // A long swipe still moves one card.
    swipe(canvas, -250);
    await expect(shownCard(canvas)).toEqual(['Competitive Intel']);
    swipe(canvas, 30);
    await expect(shownCard(canvas)).toEqual(['PPC']);
    // The buttons do the same, up to the last card.
    await userEvent.click(next);
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(shownCard(canvas)).toEqual(['Reports']);
    await expect(next).toBeDisabled();
    swipe(canvas, -40);
    await expect(shownCard(canvas)).toEqual(['Reports']);
    await expect(canvas.getByText('5 of 5')).toBeVisible();
    // Back to the third card for the screenshot.
    swipe(canvas, 40);
    swipe(canvas, 40);
    await expect(shownCard(canvas)).toEqual(['Competitive Intel']);
    const shown = within(strip(canvas)).getByRole('heading', { level: 3, name: 'Competitive Intel' });
    await expect(Math.round(shown.getBoundingClientRect().left)).toBeGreaterThanOrEqual(0);
    await expect(shown.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    // The screenshot from the top, with nothing focused.
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  },
};
