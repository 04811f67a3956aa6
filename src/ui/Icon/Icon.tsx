/**
 * The app's icon set: every small drawing the screens and widgets show, drawn once here so a menu
 * button or a tick looks the same wherever it appears. Every icon is decorative (aria-hidden): the
 * control around it carries the name. Colour and size come from the caller's class (`currentColor`,
 * the class's fill or stroke); the drawing's own box stays as it is drawn.
 */
import type { SortDirection } from '../../lib/sortCycle';

interface IconProps {
  className?: string;
}

/** The menu button's three bars, or its close cross while the menu is open. */
export function MenuIcon({ open, size, className }: IconProps & { open: boolean; size: 20 | 24 }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
    </svg>
  );
}

/** A tick in a 12 px check box (a selected row, a chosen column). */
export function CheckIcon() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12">
      <path d="M2 6.5 5 9l5-6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The dash of a 12 px check box that is partly checked (some rows selected). */
export function DashIcon() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12">
      <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A chevron pointing right; the caller's class turns it down while `open`. */
export function ChevronIcon({ open, className }: IconProps & { open: boolean }) {
  return (
    <svg className={className} data-open={open} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path d="M4 2 8 6 4 10" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

/** Two stacked arrows; the one of the current sort direction gets `activeClassName`. */
export function SortIcon({
  direction,
  className,
  activeClassName,
}: IconProps & { direction: SortDirection; activeClassName?: string }) {
  return (
    <svg className={className} data-direction={direction} viewBox="0 0 10 14" width="10" height="14" aria-hidden="true">
      <path className={direction === 'asc' ? activeClassName : undefined} d="M5 1 9 6H1z" />
      <path className={direction === 'desc' ? activeClassName : undefined} d="M5 13 1 8h8z" />
    </svg>
  );
}

/** A star of a rating; the caller's class fills it or leaves it hollow. */
export function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** A 14 px telephone receiver (the support line). */
export function PhoneIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z" />
    </svg>
  );
}

/** A 14 px speech bubble (the support chat). */
export function ChatIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}

/** A clock face, sized by the caller's class (a page that is not available yet). */
export function ClockIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" />
      <path d="M24 12v13l8 5" />
    </svg>
  );
}

/** Rivalscope's logo on its rounded tile (the header): a lens over a rising line. */
export function LogoTileIcon({
  className,
  tileClassName,
  glyphClassName,
}: IconProps & { tileClassName?: string; glyphClassName?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <rect className={tileClassName} width="32" height="32" rx="8" />
      <circle className={glyphClassName} cx="14" cy="14" r="6.5" />
      <path className={glyphClassName} d="M19 19l6 6M11 15.5l2-2 2 1.5 2.5-3" />
    </svg>
  );
}

/** Rivalscope's logo without its tile, sized by the caller's class (the marketing pages). */
export function LogoIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21M7.5 12.5l2-2.5 2 1.5 2.5-3.5" />
    </svg>
  );
}

/**
 * The icons that are characters of the font rather than drawings, for an aria-hidden span (or a
 * button whose aria-label names it): one spelling each, so every dropdown shows the same caret.
 */
export const GLYPH = {
  /** Opens a dropdown. */
  caret: '▾',
  /** Dismisses or removes (a toast, a tag). */
  close: '×',
  /** Done or chosen (a wizard step, a selected option). */
  check: '✓',
  /** Goes on to the next item. */
  next: '›',
} as const;
