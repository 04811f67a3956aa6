/**
 * The font files a page needs for its first paint, preloaded from index.html so the browser asks
 * for them with the stylesheet instead of after it has parsed it (a build step of vite.config.ts).
 * Only the Latin files of the weights above the fold: body text (400), buttons and navigation (600)
 * and headings (700); other weights and scripts load when used, with `font-display: swap`.
 */
export const ABOVE_THE_FOLD_WEIGHTS = [400, 600, 700] as const;

/** The hashed woff2 files of the build's output for those weights, in weight order. */
export function fontPreloads(fileNames: readonly string[], weights: readonly number[] = ABOVE_THE_FOLD_WEIGHTS) {
  return weights.flatMap((weight) => {
    const pattern = new RegExp(`(^|/)inter-latin-${weight}-normal-[\\w-]+\\.woff2$`);
    return fileNames.filter((name) => pattern.test(name));
  });
}
