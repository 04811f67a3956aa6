/**
 * Visual regression for the story tests: a browser command that shoots a story's frame and compares
 * it with the committed baseline (stories/**\/__screenshots__/<file>/<story>.png).
 *
 * Vitest's `toMatchScreenshot` spent about 0.3 s a story, little of it comparing: a Playwright
 * element screenshot (re-checking the element and restyling every frame to stop animations and
 * carets, which the story setup has already stopped) and two PNG decodes in JavaScript. This command
 * captures the frame's box through the DevTools protocol with Chromium's fast PNG encoding and
 * compares pixel by pixel only when the pixels are not identical: about 0.15 s a story.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';

import { diff as countMismatchedPixels } from '@blazediff/core';
import type { CDPSession } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

import { decodePng, encodePng, type Image } from './png.ts';

/** How far a pixel's colour may move (YIQ distance, 0–1) before it counts as changed: anti-aliasing passes. */
const PIXEL_THRESHOLD = 0.1;
/** The share of changed pixels a screenshot may have and still match its baseline. */
const ALLOWED_MISMATCHED_RATIO = 0.001;
/** How long a page may keep changing before its screenshot is given up as unstable. */
const STABLE_TIMEOUT_MS = 5_000;

/** Where the story's body stands on the runner page, in CSS pixels (the frame is never scaled). */
export interface BoxOnRunnerPage {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ScreenshotMatch {
  pass: boolean;
  /** Why not, with the files to look at. */
  message?: string;
}

interface Shot {
  png: Buffer;
  image: Image;
}

type Shoot = (options?: { compact?: boolean }) => Promise<Shot>;

/**
 * Compares the story frame's body with the baseline `<name>.png` beside the story file. A missing
 * baseline is written and the story fails once (in CI, where Vitest does not write snapshots, it
 * only fails); `--update` rewrites a changed one. A mismatch leaves the actual screenshot and a diff
 * in the run's attachments folder.
 */
export const matchStoryScreenshot: BrowserCommand<[name: string, box: BoxOnRunnerPage]> = async (
  context,
  name,
  box,
) => {
  const { testPath, project } = context;
  if (!testPath) throw new Error('A story screenshot needs the story file’s path.');
  const { root, attachmentsDir } = project.config;
  const storyFolder = relative(root, dirname(testPath));
  const storyFile = basename(testPath);
  const files = {
    baseline: join(root, storyFolder, '__screenshots__', storyFile, `${name}.png`),
    attachment: (kind: 'actual' | 'diff') =>
      join(resolve(root, attachmentsDir), storyFolder, storyFile, `${name}-${kind}.png`),
  };
  const update = project.serializedConfig.snapshotOptions.updateSnapshot;
  const cdp = await context.page.context().newCDPSession(context.page);
  try {
    const shoot = shooterOf(box, cdp);
    const baselineFile = await readFile(files.baseline).catch(() => null);
    const baseline = baselineFile && decodePng(baselineFile);
    const first = await shoot();
    if (baseline && imagesMatch(baseline, first.image)) return { pass: true };

    // Not the baseline at first sight: the page may still be changing. Shoot until two shots agree.
    const stable = await stableShot(shoot, first);
    if (!stable) {
      return { pass: false, message: `the page kept changing for ${STABLE_TIMEOUT_MS / 1000} s.` };
    }
    if (baseline && imagesMatch(baseline, stable.image)) return { pass: true };
    if (!baseline && update === 'none') {
      await writeFileIn(files.attachment('actual'), stable.png);
      return { pass: false, message: `no baseline at ${relative(root, files.baseline)} (--update writes it).` };
    }
    if (!baseline || update === 'all') {
      // Baselines live in the repository: shot again with the slower, smaller encoding.
      await writeFileIn(files.baseline, (await shoot({ compact: true })).png);
      // A new baseline outside `--update` fails once, so that it is seen before it is committed.
      if (!baseline && update !== 'all') {
        return { pass: false, message: `no baseline yet: written to ${relative(root, files.baseline)}.` };
      }
      return { pass: true };
    }
    const comparison = compareImages(baseline, stable.image, { withDiff: true });
    await writeFileIn(files.attachment('actual'), stable.png);
    if (comparison.diff) await writeFileIn(files.attachment('diff'), encodePng(comparison.diff));
    const attachments = comparison.diff
      ? relative(root, files.attachment('actual')).replace(/-actual\.png$/, '-{actual,diff}.png')
      : relative(root, files.attachment('actual'));
    return {
      pass: false,
      message: `${comparison.message} Baseline: ${relative(root, files.baseline)}; this run's: ${attachments}.`,
    };
  } finally {
    await cdp.detach();
  }
};

/** Shoots the story's body where it stands on the runner page. */
function shooterOf(box: BoxOnRunnerPage, cdp: CDPSession): Shoot {
  // The whole pixels covering the box, as Playwright's element screenshots (which shot the first
  // baselines) take them.
  const x = Math.floor(box.x + 1e-3);
  const y = Math.floor(box.y + 1e-3);
  const width = Math.ceil(box.x + box.width - 1e-3) - x;
  const height = Math.ceil(box.y + box.height - 1e-3) - y;
  return async ({ compact = false } = {}) => {
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: !compact,
      clip: { x, y, width, height, scale: 1 },
    });
    const png = Buffer.from(data, 'base64');
    return { png, image: decodePng(png) };
  };
}

async function stableShot(shoot: Shoot, first: Shot): Promise<Shot | null> {
  const deadline = Date.now() + STABLE_TIMEOUT_MS;
  for (let previous = first; Date.now() < deadline;) {
    const next = await shoot();
    if (imagesMatch(previous.image, next.image)) return next;
    previous = next;
  }
  return null;
}

/** Identical pixels (the common case, decided without comparing pixel by pixel) or close enough. */
function imagesMatch(a: Image, b: Image): boolean {
  if (a.width === b.width && a.height === b.height && Buffer.compare(a.data, b.data) === 0) return true;
  return compareImages(a, b).pass;
}

/** Counts the changed pixels of `actual` against `baseline`; `withDiff` also paints them. */
export function compareImages(
  baseline: Image,
  actual: Image,
  { withDiff = false } = {},
): { pass: boolean; message: string; diff: Image | null } {
  const { width, height } = baseline;
  if (actual.width !== width || actual.height !== height) {
    const message = `the screenshot is ${actual.width} × ${actual.height} px, the baseline ${width} × ${height} px.`;
    return { pass: false, message, diff: null };
  }
  const diff = withDiff ? new Uint8Array(baseline.data.length) : undefined;
  const mismatched = countMismatchedPixels(baseline.data, actual.data, diff, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const allowed = Math.floor(ALLOWED_MISMATCHED_RATIO * width * height);
  return {
    pass: mismatched <= allowed,
    message: `${mismatched} pixels differ from the baseline (at most ${allowed} may).`,
    diff: diff ? { width, height, data: diff } : null,
  };
}

async function writeFileIn(path: string, content: Buffer) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}
