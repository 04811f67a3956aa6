import { useCallback } from 'react';
import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import type { ButtonProps as AriaButtonProps, LinkProps as AriaLinkProps } from 'react-aria-components';

import styles from './Button.module.css';
import type { BUTTON_SIZES_PX } from '../../lib/constants';

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
  /** Shows a spinner, sets aria-busy and ignores presses (focus stays, so the place is not lost). */
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

function classes({ size = 'medium', variant = 'primary', fullWidth, className }: SharedProps): string {
  return [styles.button, styles[size], styles[variant], fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

/** The one button of the design system (react-aria Button: press, focus and keyboard handling). */
export function Button({
  size,
  variant,
  fullWidth,
  className,
  isLoading = false,
  children,
  ref,
  ...rest
}: ButtonProps) {
  // react-aria's Button keeps aria-busy off the element (it sets aria-disabled while pending), so
  // it is set here: assistive technology hears that the action is under way.
  const busyRef = useCallback(
    (element: HTMLButtonElement | null) => {
      if (element) {
        if (isLoading) element.setAttribute('aria-busy', 'true');
        else element.removeAttribute('aria-busy');
      }
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [isLoading, ref],
  );
  return (
    <AriaButton
      {...rest}
      ref={busyRef}
      isPending={isLoading}
      className={classes({ size, variant, fullWidth, className })}
    >
      {isLoading && <span className={styles.spinner} aria-hidden="true" data-testid="button-spinner" />}
      <span className={styles.label}>{children}</span>
    </AriaButton>
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
