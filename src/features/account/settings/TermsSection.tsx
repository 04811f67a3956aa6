import { Link } from 'react-router-dom';

import styles from './settings.module.css';
import { IDLE, type SectionStatus } from './settingsModel';
import { SettingsSection } from './SettingsSection';
import { SETTINGS_TEXT } from './settingsTexts';
import { Button } from '../../../ui/Button/Button';

export interface TermsSectionProps {
  accepted: boolean;
  /** The terms page (route marketing:termsconditions). */
  termsHref: string;
  status?: SectionStatus;
  onAccept: () => void;
}

/**
 * The terms of service (AcceptTermsOfService): until they are accepted, a line asking the user to
 * read them, the link to the terms page and an Accept button; once accepted, a line saying so.
 */
export function TermsSection({ accepted, termsHref, status = IDLE, onAccept }: TermsSectionProps) {
  return (
    <SettingsSection heading={SETTINGS_TEXT.termsHeading} status={status.saved ? SETTINGS_TEXT.termsSaved : null}>
      <div className={styles.terms}>
        <p className={accepted ? undefined : styles.note}>
          {accepted ? SETTINGS_TEXT.termsAccepted : SETTINGS_TEXT.termsPending}
        </p>
        <Link className={styles.link} to={termsHref}>
          {SETTINGS_TEXT.termsLink}
        </Link>
        {!accepted && (
          <Button isLoading={status.saving} loadingLabel={SETTINGS_TEXT.termsAccepting} onPress={onAccept}>
            {SETTINGS_TEXT.termsAccept}
          </Button>
        )}
      </div>
      <div role="alert" className={styles.termsAlert}>
        {status.failure && <p className={styles.error}>{status.failure.message}</p>}
      </div>
    </SettingsSection>
  );
}
