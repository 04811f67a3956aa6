import type { ReactElement, ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';

import styles from './Tooltip.module.css';
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from '../../lib/spec/widgets';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /**
   * The trigger: a react-aria pressable (our Button, ButtonLink) or any element wrapped in
   * react-aria's <Focusable>, so hover and keyboard focus both show the tooltip.
   */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /** doc 2 §9 — shows 200 ms after the pointer arrives. */
  delay?: number;
  /** doc 2 §9 — hides 300 ms after the pointer leaves. */
  closeDelay?: number;
  isDisabled?: boolean;
}

/** A hover/focus tooltip (react-aria TooltipTrigger + Tooltip). Escape closes it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = TOOLTIP_SHOW_DELAY_MS,
  closeDelay = TOOLTIP_HIDE_DELAY_MS,
  isDisabled,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow className={styles.arrow}>
          <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true">
            <path d="M0 0 L5 6 L10 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
