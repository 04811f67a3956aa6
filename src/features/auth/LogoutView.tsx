import { Link } from 'react-router-dom';

import styles from './LoginView.module.css';
import { LOGOUT_TEXT } from './texts';
import { Button } from '../../ui/Button/Button';

/** 'working': the logout call is under way. 'failed': it failed. 'loggedOut': there was no session to end. */
export type LogoutState = 'working' | 'failed' | 'loggedOut';

export interface LogoutViewProps {
  /** The page heading: the route title ('Log Out'). */
  title: string;
  state: LogoutState;
  homeHref: string;
  loginHref: string;
  onRetry: () => void;
}

/**
 * The logout page (route auth:logout): 'Logging you out…' while the session ends, a clear error
 * with a retry when it cannot, and a short "you are logged out" note for a visitor without a session.
 */
export function LogoutView({ title, state, homeHref, loginHref, onRetry }: LogoutViewProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        <div role="status" className={styles.status}>
          {state === 'working' && (
            <p className={styles.working}>
              <span className={styles.spinner} aria-hidden="true" />
              {LOGOUT_TEXT.working}
            </p>
          )}
          {state === 'loggedOut' && (
            <>
              <p className={styles.done}>{LOGOUT_TEXT.alreadyOut}</p>
              <p className={styles.lead}>{LOGOUT_TEXT.alreadyOutLead}</p>
            </>
          )}
        </div>
        <div role="alert">{state === 'failed' && <p className={styles.error}>{LOGOUT_TEXT.failed}</p>}</div>
        {state === 'failed' && (
          <div className={styles.actions}>
            <Button onPress={onRetry}>{LOGOUT_TEXT.retry}</Button>
            <Link className={styles.link} to={homeHref}>
              {LOGOUT_TEXT.home}
            </Link>
          </div>
        )}
        {state === 'loggedOut' && (
          <div className={styles.actions}>
            <Link className={styles.link} to={homeHref}>
              {LOGOUT_TEXT.home}
            </Link>
            <Link className={styles.link} to={loginHref}>
              {LOGOUT_TEXT.logInAgain}
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
