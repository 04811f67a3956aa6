import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { FrameSection } from './frameContext';
import styles from './SectionFrame.module.css';

export interface SectionFrameProps {
  /** The page heading (the route title). */
  title: string;
  /** A line under the heading, e.g. the search the page is for. */
  subtitle?: ReactNode;
  /** The section's navigation: its pages as links, the current one marked. */
  section?: FrameSection;
  children: ReactNode;
}

/**
 * The frame of a page inside a section of the app: the section's pages on the side (on top on
 * small screens), the page heading, and the page content.
 */
export function SectionFrame({ title, subtitle, section, children }: SectionFrameProps) {
  return (
    <div className={styles.frame} data-has-section={section ? true : undefined}>
      {section && (
        <nav className={styles.nav} aria-label={section.label}>
          <p className={styles.navLabel} aria-hidden="true">
            {section.label}
          </p>
          <ul className={styles.navList}>
            {section.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} aria-current={link.current ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main className={styles.main}>
        <header className={styles.header}>
          {section && <p className={styles.eyebrow}>{section.label}</p>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        {children}
      </main>
    </div>
  );
}
