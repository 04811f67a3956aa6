import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { CONTACT, expectBusy, statusOf, useOutcome, type Outcome } from './settingsStoryKit';
import { ContactInfoForm } from '../../../../src/features/account/settings/ContactInfoForm';
import type { ContactField, ContactInfo } from '../../../../src/features/account/settings/settingsModel';
import { SETTINGS_TEXT } from '../../../../src/features/account/settings/settingsTexts';
import { INFERRED_TEXT, TEXT } from '../../../../src/lib/spec/text';

function Contact(props: { contact: ContactInfo; outcome?: Outcome<ContactField>; onSave: ContactSave }) {
  const [status, save] = useOutcome(props.outcome, props.onSave);
  return <ContactInfoForm contact={props.contact} status={status} onSave={save} />;
}
type ContactSave = (values: Record<ContactField, string>) => void;

const EMPTY: ContactInfo = {
  firstName: '',
  lastName: '',
  companyName: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  region: '',
  postalCode: '',
  addressCountry: '',
};

const meta = {
  title: 'Pages/Account/Settings/Contact details',
  component: ContactInfoForm,
  args: { contact: CONTACT, onSave: fn() },
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 800 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ContactInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: 'textbox', options: { name: string }) => HTMLElement }, label: string) =>
  canvas.getByRole('textbox', { name: label });

export const Saving: Story = {
  name: 'Saving the contact details',
  render: (args) => <Contact {...args} outcome="saving" />,
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: SETTINGS_TEXT.contactSave });
    await userEvent.click(save);
    await expectBusy(save, SETTINGS_TEXT.contactSaving);
  },
};

export const Saved: Story = {
  name: 'Contact details saved',
  render: (args) => <Contact {...args} outcome="saved" />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(field(canvas, SETTINGS_TEXT.companyName)).toHaveValue('Acme Growth LLC');
    await userEvent.clear(field(canvas, SETTINGS_TEXT.city));
    await userEvent.type(field(canvas, SETTINGS_TEXT.city), 'Phoenix');
    await userEvent.type(field(canvas, SETTINGS_TEXT.address2), 'Suite 200');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.contactSave }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...CONTACT, city: 'Phoenix', address2: 'Suite 200' });
    await expect(statusOf(canvasElement)).toHaveTextContent(SETTINGS_TEXT.contactSaved);
  },
};

export const Checked: Story = {
  name: 'Name required, phone digits only',
  args: { contact: EMPTY },
  play: async ({ args, canvas }) => {
    await userEvent.type(field(canvas, SETTINGS_TEXT.phone), '555-CALL-NOW');
    await userEvent.tab();
    await expect(field(canvas, SETTINGS_TEXT.phone)).toHaveAccessibleDescription(SETTINGS_TEXT.phoneRule);
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.contactSave }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(field(canvas, SETTINGS_TEXT.firstName)).toHaveAccessibleDescription(INFERRED_TEXT.required);
    await expect(field(canvas, SETTINGS_TEXT.lastName)).toHaveAccessibleDescription(INFERRED_TEXT.required);
    // Optional fields may stay empty.
    await expect(field(canvas, SETTINGS_TEXT.companyName)).not.toBeInvalid();
    // Names given, the phone still stops the save.
    await userEvent.type(field(canvas, SETTINGS_TEXT.firstName), 'Jane');
    await userEvent.type(field(canvas, SETTINGS_TEXT.lastName), 'Marketer');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.contactSave }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(field(canvas, SETTINGS_TEXT.phone));
    await userEvent.type(field(canvas, SETTINGS_TEXT.phone), '+1 (602) 555-0100');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.contactSave }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...EMPTY,
      firstName: 'Jane',
      lastName: 'Marketer',
      phone: '+1 (602) 555-0100',
    });
  },
};

export const ServerError: Story = {
  name: 'Contact details not saved (server error)',
  render: (args) => <Contact {...args} outcome={{ message: SETTINGS_TEXT.contactFailed, fields: {} }} />,
  play: async ({ canvas }) => {
    await userEvent.clear(field(canvas, SETTINGS_TEXT.postalCode));
    await userEvent.type(field(canvas, SETTINGS_TEXT.postalCode), '85004');
    await userEvent.click(canvas.getByRole('button', { name: SETTINGS_TEXT.contactSave }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(SETTINGS_TEXT.contactFailed);
    await expect(field(canvas, SETTINGS_TEXT.postalCode)).toHaveValue('85004');
  },
};
