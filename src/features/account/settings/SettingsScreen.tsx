import { useState } from 'react';

import {
  assertSuccessful,
  cardFailureFrom,
  contactFailureFrom,
  contactRequestOf,
  emailFailureFrom,
  IDLE_STATUSES,
  nameFailureFrom,
  passwordFailureFrom,
  paymentRequestOf,
  addressesFailureFrom,
  termsFailureFrom,
  withRefusal,
  type SettingsData,
  type SettingsStatuses,
} from './settingsModel';
import { SettingsView } from './SettingsView';
import {
  acceptTermsOfService,
  changeDisplayName,
  changeEmail,
  changePassword,
  changePaymentInfo,
  getAccountInfo,
} from '../../../api/account';
import { getEmailAddresses, getUserContactInfo, setEmailAddresses, setUserContactInfo } from '../../../api/nsa-account';
import { loadActiveState } from '../../../state';
import type { FormFailure } from '../../shell/formFailure';
import { useFrame } from '../../shell/frameContext';
import { useLinkTo } from '../../shell/links';
import { useLoader } from '../../shell/useLoader';
import { useMountedRef } from '../../shell/useMountedRef';

async function loadSettings(): Promise<SettingsData> {
  const [account, emails, contact] = await Promise.all([getAccountInfo(), getEmailAddresses(), getUserContactInfo()]);
  return { account, emails, contact };
}

/** The header shows the user's name and e-mail from the user store: reload it after either changes. */
function refreshHeader(): void {
  loadActiveState().catch(() => {
    // The page already shows the new value; the header catches up on the next state refresh.
  });
}

type FailureOf<K extends keyof SettingsStatuses> = SettingsStatuses[K]['failure'] & {};

export interface SettingsScreenProps {
  /** The clock, for stories and tests (the card's expiry rules and the years offered); default now. */
  today?: Date;
}

/**
 * Route account:settings (/account/settings, alias /account): loads the account, its extra
 * addresses and its contact details, then saves each section on its own. A failed save keeps what
 * was typed; a saved name or e-mail also reloads the user state, so the header shows it.
 */
export function SettingsScreen({ today }: SettingsScreenProps) {
  const { title, section } = useFrame();
  const linkTo = useLinkTo();
  const mounted = useMountedRef();
  const [clock] = useState(() => today ?? new Date());
  const { load, data, setData, retry } = useLoader<SettingsData | null>(loadSettings, null, []);
  const [statuses, setStatuses] = useState<SettingsStatuses>(IDLE_STATUSES);

  const setStatus = <K extends keyof SettingsStatuses>(key: K, status: SettingsStatuses[K]) =>
    setStatuses((previous) => ({ ...previous, [key]: status }));

  /** Runs one section's save: busy, then saved or failed (with what the form shows). */
  const save = async <K extends keyof SettingsStatuses>(
    key: K,
    action: () => Promise<void>,
    failureOf: (error: unknown) => FailureOf<K>,
  ) => {
    setStatus(key, { saving: true, saved: false, failure: null } as SettingsStatuses[K]);
    try {
      await action();
      if (mounted.current) setStatus(key, { saving: false, saved: true, failure: null } as SettingsStatuses[K]);
    } catch (error) {
      if (!mounted.current) return;
      const failure = withRefusal(error, failureOf as (error: unknown) => FormFailure<string>);
      setStatus(key, { saving: false, saved: false, failure } as SettingsStatuses[K]);
    }
  };

  const update = (change: (previous: SettingsData) => SettingsData) => {
    if (mounted.current) setData((previous) => (previous ? change(previous) : previous));
  };

  return (
    <SettingsView
      title={title}
      section={section}
      load={load}
      data={data}
      statuses={statuses}
      termsHref={linkTo('marketing:termsconditions')}
      today={clock}
      onRetry={retry}
      onSaveName={(name) =>
        void save(
          'name',
          async () => {
            assertSuccessful(await changeDisplayName({ newDisplayName: name }));
            update((d) => ({ ...d, account: { ...d.account, name } }));
            refreshHeader();
          },
          nameFailureFrom,
        )
      }
      onSaveEmail={(email) =>
        void save(
          'email',
          async () => {
            const result = await changeEmail({ newEmail: email });
            if (!result.isSuccessful) throw new Error('refused');
            // A team member changed its own (child) e-mail; the owner, the account's (doc 1 §6).
            update((d) =>
              d.account.isChildAccount
                ? { ...d, account: { ...d.account, childUserEmail: result.email } }
                : {
                    ...d,
                    account: { ...d.account, email: result.email, username: result.email },
                    emails: { ...d.emails, primaryEmail: result.email },
                  },
            );
            refreshHeader();
          },
          emailFailureFrom,
        )
      }
      onSavePassword={(newPassword) =>
        void save('password', async () => assertSuccessful(await changePassword({ newPassword })), passwordFailureFrom)
      }
      onSaveCard={(card) =>
        void save(
          'card',
          async () => {
            const { payment } = await changePaymentInfo(paymentRequestOf(card));
            update((d) => ({ ...d, account: { ...d.account, payment } }));
          },
          cardFailureFrom,
        )
      }
      onSaveAddresses={(addresses) =>
        void save(
          'emails',
          async () => {
            const emails = await setEmailAddresses(addresses.length > 0 ? { emails: addresses } : {});
            update((d) => ({ ...d, emails }));
          },
          addressesFailureFrom,
        )
      }
      onSaveContact={(values) =>
        void save(
          'contact',
          async () => {
            const contact = await setUserContactInfo(contactRequestOf(values));
            update((d) => ({ ...d, contact }));
          },
          contactFailureFrom,
        )
      }
      onAcceptTerms={() =>
        void save(
          'terms',
          async () => {
            assertSuccessful(await acceptTermsOfService());
            update((d) => ({ ...d, account: { ...d.account, hasAcceptedTermsOfService: true } }));
          },
          termsFailureFrom,
        )
      }
    />
  );
}
