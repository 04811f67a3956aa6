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
