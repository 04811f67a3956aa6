/**
 * The signal between the toast API and the app: the app mounts the toast container (and loads
 * sonner behind it) only when a first toast is asked for, so no page's first render carries it.
 * This module is tiny on purpose: the app listens to it without loading the toasts.
 */
import { ALERT_TIMEOUT_MS } from '../../lib/spec/widgets';

export const TOAST_REQUESTED_EVENT = 'rivalscope:toast-requested';

let containerMounted = false;
const waiting: { show: () => void; askedAt: number }[] = [];

/** Shows a toast now when a container is mounted; else keeps it and asks the app for one. */
export function whenToasterMounted(show: () => void): void {
  if (containerMounted) {
    show();
    return;
  }
  waiting.push({ show, askedAt: Date.now() });
  window.dispatchEvent(new Event(TOAST_REQUESTED_EVENT));
}

/**
 * Called by the container as it mounts: the kept toasts appear in it, but for those kept longer
 * than a toast lives (where no container came: it would have closed by now). Answers an unmount.
 */
export function toasterMounted(): () => void {
  containerMounted = true;
  const now = Date.now();
  for (const { show, askedAt } of waiting.splice(0)) if (now - askedAt < ALERT_TIMEOUT_MS) show();
  return () => {
    containerMounted = false;
  };
}
