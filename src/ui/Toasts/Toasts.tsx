import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';

import { toasterMounted, whenToasterMounted } from './toastRequests';
import styles from './Toasts.module.css';
import { ALERT_MOUSELEAVE_TIMEOUT_MS, ALERT_TIMEOUT_MS } from '../../lib/spec/widgets';
import type { ALERT_TYPES } from '../../lib/spec/widgets';
import { GLYPH } from '../Icon/Icon';

// Our own wording, kept beside the widget (spec texts live in src/lib/spec/text.ts): the spec shows no close-button label.
const DISMISS_LABEL = 'Dismiss';

/** doc 2 §3 — alert types. */
export type ToastType = (typeof ALERT_TYPES)[number];
export type ToastId = string | number;

export interface ToastOptions {
  /** Reuse an id to replace a toast that is showing (e.g. an export's progress). */
  id?: ToastId;
  /** A link or button inside the toast (an Undo, a download link). */
  action?: ReactNode;
}

interface ToastCardProps {
  id: ToastId;
  type: ToastType;
  message: ReactNode;
  action?: ReactNode;
}

/**
 * One toast. doc 2 §9 — it closes 8000 ms after it appears; hovering holds it open, and once the
 * pointer leaves it closes 1000 ms later. (Sonner only stacks and animates: its own timer is off.)
 */
function ToastCard({ id, type, message, action }: ToastCardProps) {
  const timer = useRef<number | undefined>(undefined);

  const closeAfter = (ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => sonnerToast.dismiss(id), ms);
  };

  useEffect(() => {
    timer.current = window.setTimeout(() => sonnerToast.dismiss(id), ALERT_TIMEOUT_MS);
    return () => window.clearTimeout(timer.current);
  }, [id]);

  return (
    // Hover only pauses the timer; nothing to do for keyboard users (the toast has its own button).

    <div
      className={[styles.toast, styles[type]].join(' ')}
      role={type === 'error' ? 'alert' : 'status'}
      data-type={type}
      onMouseEnter={() => window.clearTimeout(timer.current)}
      onMouseLeave={() => closeAfter(ALERT_MOUSELEAVE_TIMEOUT_MS)}
    >
      <span className={styles.icon} aria-hidden="true">
        {type === 'error' ? '!' : 'i'}
      </span>
      <div className={styles.content}>
        <div className={styles.message}>{message}</div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      <button type="button" className={styles.close} aria-label={DISMISS_LABEL} onClick={() => sonnerToast.dismiss(id)}>
        {GLYPH.close}
      </button>
    </div>
  );
}

let nextToastId = 0;

function show(type: ToastType, message: ReactNode, options: ToastOptions = {}): ToastId {
  // Our own id, so a toast kept until the container mounts can be answered for at once.
  const toastId = options.id ?? `toast-${(nextToastId += 1)}`;
  whenToasterMounted(() =>
    sonnerToast.custom((id) => <ToastCard id={id} type={type} message={message} action={options.action} />, {
      id: toastId,
      duration: Infinity,
      unstyled: true,
    }),
  );
  return toastId;
}

/** Our toast API (backed by sonner): toast.info(), toast.error(), toast.dismiss(). */
export const toast = {
  info: (message: ReactNode, options?: ToastOptions) => show('info', message, options),
  error: (message: ReactNode, options?: ToastOptions) => show('error', message, options),
  /** One toast, or every toast without an id. */
  dismiss: (id?: ToastId) => {
    sonnerToast.dismiss(id);
  },
};

export interface ToasterProps {
  position?: 'top-right' | 'bottom-right' | 'top-center' | 'bottom-center';
}

/**
 * Mount once near the root of the app; toasts from toast.info/error appear here (the app mounts it
 * on the first toast: ./toastRequests.ts).
 */
export function Toaster({ position = 'bottom-right' }: ToasterProps) {
  useEffect(() => toasterMounted(), []);
  return <SonnerToaster position={position} visibleToasts={5} gap={12} expand />;
}
