import type { ReactNode } from 'react';

import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  /** A large code shown above the title, e.g. "404". Decorative: the title names the error. */
  code?: string;
  title: string;
  message: ReactNode;
  /** Links or buttons offering a way on (home, search again, retry). */
  actions?: ReactNode;
}

/** The frame every error page shares: a code, a heading, what happened, and where to go next. */
export function ErrorPage({ code, title, message, actions }: ErrorPageProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {code && (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        )}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </main>
  );
}
