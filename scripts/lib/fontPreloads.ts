/**
 * The font files a page needs for its first paint, preloaded from index.html so the browser asks
 * for them with the stylesheet instead of after it has parsed it (a build step of vite.config.ts).
 * Only the Latin file of body text (400): on a phone's slow link every preloaded file takes its share
 * of the bandwidth the stylesheets and the page's scripts need before the first paint (Lighthouse's
 * FCP and LCP). The other weights (600 for buttons and navigation, 700 for headings) and scripts
 * load when used, with `font-display: swap`; the swap moves nothing, as text waits in 'Inter
 * fallback', a local face matched to Inter's metrics (src/ui/tokens.css).
 */
export const ABOVE_THE_FOLD_WEIGHTS = [400] as const;

/** The hashed woff2 files of the build's output for those weights, in weight order. */
export function fontPreloads(fileNames: readonly string[], weights: readonly number[] = ABOVE_THE_FOLD_WEIGHTS) {
  return weights.flatMap((weight) => {
    const pattern = new RegExp(`(^|/)inter-latin-${weight}-normal-[\\w-]+\\.woff2$`);
    return fileNames.filter((name) => pattern.test(name));
  });
}
