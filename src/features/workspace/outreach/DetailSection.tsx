import type { ReactNode } from 'react';

import panel from '../panel/PanelView.module.css';

/** A part of an outreach details view (tasks, notes, pages, a form): a region named by its heading. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={panel.section} aria-label={title}>
      <h3 className={panel.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}
