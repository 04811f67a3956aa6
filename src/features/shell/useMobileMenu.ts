/**
 * The mobile menu's open state (doc 1 §2: "The menu closes on route change or window resize",
 * §9: resize debounce 250 ms). A new location closes it during the render that shows it (no
 * effect, no flash of the open menu on the new page); a resize closes it 250 ms after the last
 * resize event.
 */
import { useEffect, useState } from 'react';

import { WINDOW_RESIZE_DEBOUNCE_MS } from '../../lib/spec/navigation';

export interface MobileMenuState {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
}

/**
 * `locationKey` identifies the location shown (react-router's location.key): a new one means a
 * route change. Only a change of the window's width counts as a resize: phones fire resize events
 * when the address bar slides in and out while the page scrolls, and those must not shut the menu.
 */
export function useMobileMenu(locationKey: string): MobileMenuState {
  const [isOpen, setIsOpen] = useState(false);
  const [shownKey, setShownKey] = useState(locationKey);
  if (shownKey !== locationKey) {
    // The route changed (also when going back to a location the menu was opened at).
    setShownKey(locationKey);
    setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return undefined;
    const openWidth = window.innerWidth;
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (window.innerWidth !== openWidth) setIsOpen(false);
      }, WINDOW_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, [isOpen]);

  return { isOpen, setOpen: setIsOpen };
}
