import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { fill, INFERRED_TEXT } from '../../lib/spec/text';

export interface PortalProps {
  /** The element to render into: an id ('panel-root') or a selector ('#panel-root', '.slot'). */
  target: string;
  children: ReactNode;
}

function findTarget(target: string): Element | null {
  const byId = document.getElementById(target);
  if (byId) return byId;
  try {
    return document.querySelector(target);
  } catch {
    return null; // not a valid selector either
  }
}

/**
 * Renders its children into another element of the page. The target must already be in the
 * document when the Portal renders; a missing one is a developer error that names it.
 */
export function Portal({ target, children }: PortalProps) {
  const node = findTarget(target);
  if (!node) throw new Error(fill(INFERRED_TEXT.portalTargetNotFound, { target }));
  return createPortal(children, node);
}
