import { useState } from 'react';

import styles from './settings.module.css';
import { SettingsForm } from './SettingsForm';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  IDLE,
  phoneProblem,
  type ContactField,
  type ContactInfo,
  type SectionStatus,
} from './settingsModel';
import { SETTINGS_TEXT } from './settingsTexts';
import { TEXT } from '../../../lib/spec/text';
import { useForm, type FieldConfig } from '../../../ui/Form/useForm';
import { Input } from '../../../ui/Input/Input';
import { useServerFieldMessages } from '../../shell/useServerFieldMessages';

/** SetUserContactInfoRequest requires the first and last name; the rest may be left empty. */
const REQUIRED: ReadonlySet<ContactField> = new Set(['firstName', 'lastName']);
/** The fields that take a whole row of the form. */
const FULL_WIDTH: ReadonlySet<ContactField> = new Set(['address1', 'address2']);
const AUTOCOMPLETE: Readonly<Record<ContactField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  companyName: 'organization',
  phone: 'tel',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  addressCountry: 'country-name',
};

export interface ContactInfoFormProps {
  contact: ContactInfo;
  status?: SectionStatus<ContactField>;
  /** Called with every field as typed, once the first and last name are there and the phone is well formed. */
  onSave: (values: Record<ContactField, string>) => void;
}

/**
 * Contact details (GetUserContactInfo / SetUserContactInfo): name, company, phone and postal
 * address. First and last name are required; the phone takes digits, spaces and + ( ) . - only
 * (the contract's pattern); every field is limited to the contract's length.
 */
export function ContactInfoForm({ contact, status = IDLE, onSave }: ContactInfoFormProps) {
  const fields = Object.fromEntries(
    CONTACT_FIELDS.map((field): [ContactField, FieldConfig] => [
      field,
      { type: 'text', required: REQUIRED.has(field), initialValue: contact[field] },
    ]),
  ) as Record<ContactField, FieldConfig>;
  const form = useForm<ContactField>({
    fields,
    onSubmit: (values) => {
      if (!status.saving && phoneProblem(values.phone) === null) onSave(values);
    },
  });
  const bind = useServerFieldMessages(form, status.failure);
  // The phone rule is the contract's, not one of useForm's types: shown after blur or a save, like the others.
  const [phoneBlurred, setPhoneBlurred] = useState(false);
  const phoneRule = phoneProblem(form.values.phone);
  const summary =
    form.summary ?? (form.submitted && phoneRule ? TEXT.checkFieldsInRed : null) ?? status.failure?.message ?? null;

  const input = (field: ContactField) => {
    const binding = bind(field);
    const message =
      field === 'phone' && (phoneBlurred || form.submitted) ? (phoneRule ?? binding.message) : binding.message;
    return (
      <Input
        key={field}
        {...binding}
        className={FULL_WIDTH.has(field) ? styles.full : undefined}
        label={SETTINGS_TEXT[field]}
        type={field === 'phone' ? 'tel' : 'text'}
        autoComplete={AUTOCOMPLETE[field]}
        maxLength={CONTACT_MAX_LENGTH[field]}
        message={message}
        validationState={message ? 'invalid' : 'normal'}
        onBlur={() => {
          binding.onBlur();
          if (field === 'phone') setPhoneBlurred(true);
        }}
      />
    );
  };

  return (
    <SettingsForm
      heading={SETTINGS_TEXT.contactHeading}
      lead={SETTINGS_TEXT.contactLead}
      status={status.saved ? SETTINGS_TEXT.contactSaved : null}
      form={{ handleSubmit: form.handleSubmit, summary }}
      isSaving={status.saving}
      saveLabel={SETTINGS_TEXT.contactSave}
      savingLabel={SETTINGS_TEXT.contactSaving}
      isWide
    >
      <div className={styles.grid}>{CONTACT_FIELDS.map(input)}</div>
    </SettingsForm>
  );
}
