import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';

import styles from './AccountMenu.module.css';
import { HeaderAnchor } from './HeaderAnchor';
import type { HeaderLink } from './headerModel';
import { HEADER_TEXT, SPEC_LABELS } from './headerTexts';
import { DESKTOP_MENU_CLOSE_DELAY_MS } from '../../lib/spec/navigation';

export interface AccountMenuProps {
  /** The e-mail shown on the trigger (a child account's own e-mail). */
  email: string;
  /** Add Users, Account Settings, Request Keywords, Subscription, Help, Log Out. */
  items: readonly HeaderLink[];
  /** Admin-only pages, in a group of their own. */
  adminItems?: readonly HeaderLink[];
}

type OpenedBy = 'hover' | 'press';

/**
 * The logged-in account menu (doc 1 §2): a menu button whose trigger shows "Account" and the
 * e-mail. It opens on hover (closing 500 ms after the pointer leaves, doc 1 §9), on click, and
 * from the keyboard (Enter, Space, ArrowDown → first item, ArrowUp → last item); arrow keys, Home
 * and End move between items, Escape closes it and returns focus to the trigger, Tab closes it.
 */
export function AccountMenu({ email, items, adminItems = [] }: AccountMenuProps) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const isOpen = openedBy !== null;
  const closeTimer = useRef<number | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuId = useId();
  const triggerId = useId();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!isOpen || !focusOnOpen.current) return;
    const all = menuItems(menuRef.current);
    (focusOnOpen.current === 'first' ? all[0] : all.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [isOpen]);

  const open = (by: OpenedBy, focus: 'first' | 'last' | null = null) => {
    window.clearTimeout(closeTimer.current);
    focusOnOpen.current = focus;
    setOpenedBy(by);
  };
  const close = () => {
    window.clearTimeout(closeTimer.current);
    setOpenedBy(null);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open('press', event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems(menuRef.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Tab') close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close();
      triggerRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const item = (link: HeaderLink) => (
    <HeaderAnchor key={link.href} link={link} role="menuitem" tabIndex={-1} className={styles.item} onClick={close} />
  );

  return (
    // The wrapper only listens (hover, Escape, focus leaving); the trigger is the button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.root}
      onMouseEnter={() => open(openedBy ?? 'hover')}
      onMouseLeave={() => {
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(close, DESKTOP_MENU_CLOSE_DELAY_MS);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={(event) => {
          // A press on a menu the pointer opened keeps it open; a second press closes it.
          if (openedBy === 'press') close();
          else open('press', event.detail === 0 ? 'first' : null);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        <span className={styles.avatar} aria-hidden="true">
          {email.charAt(0).toUpperCase()}
        </span>
        <span className={styles.labels}>
          <span className={styles.kicker}>{SPEC_LABELS.account}</span>{' '}
          <span className={styles.email} title={email}>
            {email}
          </span>
        </span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        tabIndex={-1}
        aria-labelledby={triggerId}
        hidden={!isOpen}
        className={styles.menu}
        onKeyDown={onMenuKeyDown}
      >
        {items.map(item)}
        {adminItems.length > 0 && (
          <>
            <div role="separator" className={styles.separator} />
            <div role="group" aria-label={HEADER_TEXT.admin} className={styles.group}>
              <span className={styles.groupLabel} aria-hidden="true">
                {HEADER_TEXT.admin}
              </span>
              {adminItems.map(item)}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}
