/**
 * Runs `work` once the browser has painted the current frame: the next animation frame comes just
 * before that paint, a task queued from it runs just after. Loading a part of the page this way
 * (a chart's chunk, the toast container) never holds up what the user sees first. Answers a cancel.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** How long `afterHeadingPainted` waits for a page that never shows a heading (a paywall, a failure). */
export const HEADING_WAIT_MS = 3000;

/**
 * Runs `work` once the page's own heading (its h1) has painted, or HEADING_WAIT_MS after the call
 * when none comes: the cue of what only completes the page (the footer, the font faces beyond
 * Latin). The frame's first paint is too early a cue on a page whose heading waits for more (a
 * research page while its search is counted): work started then competes with the page's own
 * chunks and reads. Answers a cancel.
 */
export function afterHeadingPainted(work: () => void): () => void {
  let cancelPaint: (() => void) | undefined;
  const start = () => {
    if (cancelPaint) return;
    observer.disconnect();
    clearTimeout(timer);
    cancelPaint = afterPaint(work);
  };
  const observer = new MutationObserver(() => {
    if (document.querySelector('h1')) start();
  });
  const timer = setTimeout(start, HEADING_WAIT_MS);
  if (document.querySelector('h1')) start();
  else observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    cancelPaint?.();
  };
}
