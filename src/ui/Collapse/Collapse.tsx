import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import styles from './Collapse.module.css';
import { COLLAPSE_TRANSITION_MS } from '../../lib/spec/navigation';

export type CollapsePhase = 'open' | 'opening' | 'closing' | 'closed';

export interface CollapseProps {
  isOpen: boolean;
  children: ReactNode;
  /** doc 1 §9 — 350 ms by default. */
  durationMs?: number;
  /** For the trigger's aria-controls. */
  id?: string;
  className?: string;
  /** Called when an opening or closing animation has finished. */
  onTransitionDone?: (phase: 'open' | 'closed') => void;
}

/**
 * A region whose height animates open and closed (to and from its content's height). Closed, its
 * content is hidden from everyone (not focusable, not read out). Give the trigger aria-expanded
 * and aria-controls={id}.
 */
export function Collapse({
  isOpen,
  children,
  durationMs = COLLAPSE_TRANSITION_MS,
  id,
  className,
  onTransitionDone,
}: CollapseProps) {
  const [phase, setPhase] = useState<CollapsePhase>(isOpen ? 'open' : 'closed');
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    setPhase(isOpen ? 'opening' : 'closing');
  }

  // The latest callback, without restarting a running animation when the parent re-renders.
  const onDone = useRef(onTransitionDone);
  useEffect(() => {
    onDone.current = onTransitionDone;
  });

  useEffect(() => {
    if (phase !== 'opening' && phase !== 'closing') return undefined;
    const done = phase === 'opening' ? 'open' : 'closed';
    const timer = window.setTimeout(() => {
      setPhase(done);
      onDone.current?.(done);
    }, durationMs);
    return () => window.clearTimeout(timer);
  }, [phase, durationMs]);

  return (
    <div
      id={id}
      className={[styles.collapse, className ?? ''].filter(Boolean).join(' ')}
      data-state={phase}
      style={{ gridTemplateRows: isOpen ? '1fr' : '0fr', transitionDuration: `${durationMs}ms` }}
    >
      <div className={styles.inner} inert={phase === 'closed'}>
        {children}
      </div>
    </div>
  );
}
