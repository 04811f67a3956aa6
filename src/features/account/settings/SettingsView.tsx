import { ContactInfoForm } from './ContactInfoForm';
import { EmailAddressesForm } from './EmailAddressesForm';
import { PaymentCardForm } from './PaymentCardForm';
import { DisplayNameForm, LoginEmailForm, PasswordForm } from './ProfileForms';
import styles from './settings.module.css';
import {
  IDLE_STATUSES,
  loginEmailOf,
  type ContactField,
  type SettingsData,
  type SettingsStatuses,
} from './settingsModel';
import { SettingsSection } from './SettingsSection';
import { SETTINGS_TEXT } from './settingsTexts';
import { TermsSection } from './TermsSection';
import type { CardEntry } from '../../../lib/cardEntry';
import { Button } from '../../../ui/Button/Button';
import type { FrameSection } from '../../shell/frameContext';
import { SectionFrame } from '../../shell/SectionFrame';

export type SettingsLoad = 'loading' | 'failed' | 'ready';

export interface SettingsViewProps {
  /** The page heading: the route title ('Account Settings'). */
  title: string;
  section?: FrameSection;
  load: SettingsLoad;
  /** The account, its extra addresses and its contact details, once loaded. */
  data?: SettingsData | null;
  /** Each section's last save; a section left out is idle. */
  statuses?: Partial<SettingsStatuses>;
  /** The terms page (route marketing:termsconditions). */
  termsHref: string;
  /** Today, for the card's expiry. */
  today: Date;
  onRetry: () => void;
  onSaveName: (name: string) => void;
  onSaveEmail: (email: string) => void;
  onSavePassword: (newPassword: string) => void;
  onSaveCard: (card: CardEntry) => void;
  onSaveAddresses: (addresses: string[]) => void;
  onSaveContact: (values: Record<ContactField, string>) => void;
  onAcceptTerms: () => void;
}

/**
 * The Account Settings page (route account:settings, /account): display name, login e-mail,
 * password, payment card (the owner's; a team member is told billing is the owner's), the extra
 * addresses for receipts and notices, contact details, and the terms of service. Each section is
 * its own small form with its own Save button, busy state and outcome. Terms not yet accepted come
 * first.
 */
export function SettingsView({
  title,
  section,
  load,
  data = null,
  statuses: given = {},
  termsHref,
  today,
  onRetry,
  onSaveName,
  onSaveEmail,
  onSavePassword,
  onSaveCard,
  onSaveAddresses,
  onSaveContact,
  onAcceptTerms,
}: SettingsViewProps) {
  const statuses = { ...IDLE_STATUSES, ...given };
  const ready = load === 'ready' && data !== null;
  const terms = data && (
    <TermsSection
      accepted={data.account.hasAcceptedTermsOfService}
      termsHref={termsHref}
      status={statuses.terms}
      onAccept={onAcceptTerms}
    />
  );
  // Terms waiting for acceptance come first, and stay there once accepted on this visit.
  const termsFirst = data !== null && (!data.account.hasAcceptedTermsOfService || statuses.terms.saved);
  return (
    <SectionFrame title={title} section={section}>
      <p role="status" className={styles.loading}>
        {load === 'loading' && SETTINGS_TEXT.loading}
      </p>
      <div role="alert">{load === 'failed' && <p className={styles.error}>{SETTINGS_TEXT.loadFailed}</p>}</div>
      {load === 'failed' && <Button onPress={onRetry}>{SETTINGS_TEXT.retry}</Button>}
      {ready && (
        <div className={styles.page}>
          {termsFirst && terms}
          <DisplayNameForm name={data.account.name ?? null} status={statuses.name} onSave={onSaveName} />
          <LoginEmailForm
            email={loginEmailOf(data.account)}
            isChildAccount={data.account.isChildAccount}
            status={statuses.email}
            onSave={onSaveEmail}
          />
          <PasswordForm status={statuses.password} onSave={onSavePassword} />
          {data.account.isChildAccount ? (
            <SettingsSection heading={SETTINGS_TEXT.billingHeading}>
              <p className={styles.billing}>{SETTINGS_TEXT.childBilling}</p>
            </SettingsSection>
          ) : (
            <PaymentCardForm
              payment={data.account.payment ?? null}
              status={statuses.card}
              today={today}
              onSave={onSaveCard}
            />
          )}
          <EmailAddressesForm
            primaryEmail={data.emails.primaryEmail}
            addresses={data.emails.additionalEmails}
            status={statuses.emails}
            onSave={onSaveAddresses}
          />
          <ContactInfoForm contact={data.contact} status={statuses.contact} onSave={onSaveContact} />
          {!termsFirst && terms}
        </div>
      )}
    </SectionFrame>
  );
}
