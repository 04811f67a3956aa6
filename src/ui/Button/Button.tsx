import { useCallback } from 'react';
import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps, LinkProps as AriaLinkProps } from 'react-aria-components';

import styles from './Button.module.css';
import { PAGE_LOADING_TEXT } from '../../lib/spec/text';
import type { BUTTON_SIZES_PX } from '../../lib/spec/widgets';

/** doc 2 §9 — large 60, medium 48, small 36, x-small 24 px high (tokens --control-height-*). */
export type ButtonSize = keyof typeof BUTTON_SIZES_PX;
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface SharedProps {
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
}

export interface ButtonProps extends SharedProps, Omit<AriaButtonProps, 'className' | 'children' | 'isPending'> {
  /**
   * Shows a spinner, sets aria-busy and ignores presses (focus stays, so the place is not lost).
   * A button given this prop at all (true or false) also holds a status region that announces
   * `loadingLabel` while it loads.
   */
  isLoading?: boolean;
  /** What the status region says while the button loads. */
  loadingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

function classes({ size = 'medium', variant = 'primary', fullWidth, className }: SharedProps): string {
  return [styles.button, styles[size], styles[variant], fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

/** The handlers a loading button keeps: focus, blur and hover (for tooltips), as react-aria's pending state does. */
const KEPT_WHILE_LOADING = /Focus|Blur|Hover|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out)/;

function withoutInteractions<T extends object>(props: T): T {
  return Object.fromEntries(
    Object.entries(props).filter(([key]) => !key.startsWith('on') || KEPT_WHILE_LOADING.test(key)),
  ) as T;
}

/**
 * The one button of the design system (react-aria Button: press, focus and keyboard handling).
 *
 * Loading is ours rather than react-aria's `isPending`: a focused pending button announces through
 * react-aria's global live announcer, which leaves a region in document.body, pointing at the
 * button by id, after the button is gone (and axe then fails the page). Here the announcement is a
 * status region of the button's own, which goes when the button goes; the rest of the pending
 * behaviour is kept: presses are ignored, a submit button does not submit, focus and hover still
 * work, and the element carries aria-busy, aria-disabled and data-pending.
 */
export function Button({
  size,
  variant,
  fullWidth,
  className,
  isLoading,
  loadingLabel = PAGE_LOADING_TEXT,
  children,
  ref,
  type,
  ...rest
}: ButtonProps) {
  const loading = isLoading === true;
  // react-aria's Button sets its own attributes last, so the loading ones are set on the element.
  const loadingRef = useCallback(
    (element: HTMLButtonElement | null) => {
      if (element) {
        for (const name of ['aria-busy', 'aria-disabled', 'data-pending']) {
          if (loading) element.setAttribute(name, 'true');
          else element.removeAttribute(name);
        }
      }
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [loading, ref],
  );
  const button = (
    <AriaButton
      {...(loading ? withoutInteractions(rest) : rest)}
      // A loading submit button must not submit the form when Enter is pressed in one of its fields.
      type={loading && type === 'submit' ? 'button' : type}
      ref={loadingRef}
      className={classes({ size, variant, fullWidth, className })}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" data-testid="button-spinner" />}
      <span className={styles.label}>{children}</span>
    </AriaButton>
  );
  if (isLoading === undefined) return button;
  return (
    <>
      {button}
      {/*
       * Beside the button, not in it: a button's content is its name, and assistive technology may
       * not follow a live region among a button's children. Visually hidden (absolutely positioned),
       * so it takes no room in the layout. Present, empty, before the loading starts, so the change is
       * announced.
       */}
      <span role="status" className="visually-hidden">
        {loading ? loadingLabel : ''}
      </span>
    </>
  );
}

export interface ButtonLinkProps extends SharedProps, Omit<AriaLinkProps, 'className' | 'children'> {
  href: string;
}

/** An <a> that looks like a Button, for navigation. */
export function ButtonLink({ size, variant, fullWidth, className, children, ...rest }: ButtonLinkProps) {
  return (
    <AriaLink {...rest} className={classes({ size, variant, fullWidth, className })}>
      <span className={styles.label}>{children}</span>
    </AriaLink>
  );
}
