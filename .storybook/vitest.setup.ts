import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

import type { BoxOnRunnerPage, ScreenshotMatch } from '../scripts/lib/storyScreenshots';

// findBy*/waitFor wait for real delays (150-500 ms debounces, animations). On a loaded 2-core CI
// machine frames and timers run late, so allow 5 s instead of Testing Library's 1 s; a passing
// wait still returns as soon as its condition holds. Timings themselves are proven with fake
// timers in the unit tests.
configure({ asyncUtilTimeout: 5000 });

/**
 * Visual regression: after a story's play function and a11y check have passed, its rendered
 * root is compared with the committed baseline (stories/**\/__screenshots__/<file>/<story>.png) by
 * the `matchStoryScreenshot` command (scripts/lib/storyScreenshots.ts).
 * `npm run test:update-screenshots` rewrites the baselines.
 */
const freezeMotion = document.createElement('style');
freezeMotion.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;
document.head.append(freezeMotion);

/** The tallest page screenshot: beyond it a page is compared at its top. */
const MAX_SCREENSHOT_HEIGHT_PX = 12_000;

afterEach(async (context) => {
  const { task } = context;
  if (task.result?.state === 'fail' || task.meta.storyId === undefined) return;
  // `parameters.screenshot: false` opts a story out (e.g. one that renders a very long page).
  const { story } = context as { story?: { parameters?: { screenshot?: boolean } } };
  if (story?.parameters?.screenshot === false) return;
  await document.fonts.ready;
  // Parts of a page that load after its first paint (the site footer) mark themselves until they
  // are in: the page is shot complete, at its final height.
  await expect.poll(() => document.querySelector('[data-deferred-pending]'), { timeout: 10_000 }).toBeNull();
  // The baseline's file name: the story id with runs of other characters and of hyphens made one hyphen.
  const name = task.meta.storyId.replace(/[^a-z0-9-]+/gi, '-').replace(/-{2,}/g, '-');
  // Chromium paints a frame only within its viewport: a long page is shot in a frame as tall as
  // the page (and the runner page around it grows first, or the runner scales the frame down).
  const { innerWidth: width, innerHeight: height } = window;
  const pageHeight = Math.min(document.documentElement.scrollHeight, MAX_SCREENSHOT_HEIGHT_PX);
  if (pageHeight > height) {
    await commands.growRunnerViewport(pageHeight);
    await page.viewport(width, pageHeight);
  }
  try {
    const { pass, message } = await commands.matchStoryScreenshot(name, bodyBoxOnRunnerPage());
    if (!pass) throw new Error(`Screenshot ${name}: ${message}`);
  } finally {
    if (pageHeight > height) {
      await page.viewport(width, height);
      await commands.growRunnerViewport(0);
    }
  }
});

/**
 * The story's body on the runner page, measured here rather than by the screenshot command (a
 * Playwright lookup from outside cost a round trip of about 30 ms a story).
 */
function bodyBoxOnRunnerPage(): BoxOnRunnerPage {
  const frame = window.frameElement;
  if (!frame) throw new Error('A story screenshot needs the runner’s frame around the story.');
  const frameBox = frame.getBoundingClientRect();
  if (Math.abs(frameBox.width - frame.clientWidth - 2 * frame.clientLeft) > 0.5) {
    throw new Error('The runner has scaled the story frame down: a screenshot needs it at full size.');
  }
  const body = document.body.getBoundingClientRect();
  return {
    x: frameBox.x + frame.clientLeft + body.x,
    y: frameBox.y + frame.clientTop + body.y,
    width: body.width,
    height: body.height,
  };
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    growRunnerViewport: (frameHeight: number) => Promise<void>;
    matchStoryScreenshot: (name: string, box: BoxOnRunnerPage) => Promise<ScreenshotMatch>;
  }
}

declare module 'vitest' {
  interface TaskMeta {
    storyId?: string;
  }
}
