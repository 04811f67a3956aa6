import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';

import styles from './HoverDropdown.module.css';
import {
  DESKTOP_DROPDOWN_CLOSE_DELAY_MS,
  HOVER_DROPDOWN_HIDE_DELAY_MS,
  HOVER_DROPDOWN_OFFSET_PX,
} from '../../lib/spec/widgets';

export interface HoverDropdownProps {
  /** What the trigger button shows. */
  label: ReactNode;
  /** The panel's content. */
  children: ReactNode;
  /**
   * 'hover' hides 150 ms after the pointer leaves (doc 2 §9); 'menu' is the desktop dropdown menu,
   * which waits 500 ms (doc 1 §9, doc 2 §9).
   */
  variant?: 'hover' | 'menu';
  /** Overrides the variant's hide delay. */
  hideDelayMs?: number;
  /** Line the panel up with the trigger's left or right edge. */
  align?: 'start' | 'end';
  onOpenChange?: (isOpen: boolean) => void;
  /** Accessible name of the panel (defaults to the trigger's text). */
  'aria-label'?: string;
}

/** How the panel was opened: a press on a panel the pointer opened keeps it open. */
type OpenedBy = 'hover' | 'press';

/**
 * A dropdown that opens when the pointer is over its trigger (or on click / Enter, for touch and
 * keyboard) and sits 10 px below it. It hides a moment after the pointer leaves both, so the gap
 * can be crossed; Escape or focus moving away closes it at once. A tap on a touch screen fires
 * mouseenter and then click: the click keeps the panel the hover opened, and a second one closes it.
 */
export function HoverDropdown({
  label,
  children,
  variant = 'hover',
  hideDelayMs = variant === 'menu' ? DESKTOP_DROPDOWN_CLOSE_DELAY_MS : HOVER_DROPDOWN_HIDE_DELAY_MS,
  align = 'start',
  onOpenChange,
  'aria-label': ariaLabel,
}: HoverDropdownProps) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const isOpen = openedBy !== null;
  const hideTimer = useRef<number | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const triggerId = useId();

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const change = (next: OpenedBy | null) => {
    window.clearTimeout(hideTimer.current);
    if ((next !== null) !== isOpen) onOpenChange?.(next !== null);
    setOpenedBy(next);
  };

  const scheduleHide = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => change(null), hideDelayMs);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      change(null);
      triggerRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) change(null);
  };

  return (
    // The wrapper only listens: the trigger is the button, Escape is handled for the whole widget.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.root}
      onMouseEnter={() => change(openedBy ?? 'hover')}
      onMouseLeave={scheduleHide}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => change(openedBy === 'press' ? null : 'press')}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabel ? undefined : triggerId}
        hidden={!isOpen}
        className={[styles.panel, align === 'end' ? styles.end : ''].join(' ')}
        style={{ top: `calc(100% + ${HOVER_DROPDOWN_OFFSET_PX}px)` }}
      >
        {children}
      </div>
    </div>
  );
}
