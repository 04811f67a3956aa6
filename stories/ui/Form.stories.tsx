import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { INFERRED_TEXT, TEXT } from '../../src/lib/spec/text';
import { Button } from '../../src/ui/Button/Button';
import { Form } from '../../src/ui/Form/Form';
import { useForm } from '../../src/ui/Form/useForm';
import { Input } from '../../src/ui/Input/Input';

/** A small sign-up form: how features use useForm() with Form and Input. */
function SignUpDemo({ onSubmit }: { onSubmit: (values: Record<string, string>) => void }) {
  const form = useForm({
    fields: {
      email: { type: 'email', required: true },
      password: { type: 'password', required: true },
      confirm: { type: 'password', required: true },
      seats: { type: 'numeric' },
    },
    onSubmit,
  });
  return (
    <Form form={form} aria-label="Sign up" style={{ width: 360 }}>
      <Input label="Email" type="email" {...form.field('email')} />
      <Input label="Password" type="password" {...form.field('password')} />
      <Input label="Confirm password" type="password" {...form.field('confirm')} />
      <Input label="Seats (optional)" {...form.field('seats')} />
      <Button type="submit">Sign Up</Button>
    </Form>
  );
}

const meta = {
  title: 'UI/Form',
  component: SignUpDemo,
  subcomponents: { Form },
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignUpDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const ErrorAfterBlur: Story = {
  name: 'Error after the field loses focus',
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ann@example');
    // Still typing: no error yet.
    await expect(canvas.queryByText(TEXT.invalidEmail)).toBeNull();
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    // The untouched fields stay quiet.
    await expect(canvas.queryByText(INFERRED_TEXT.required)).toBeNull();
  },
};

export const FailedSubmit: Story = {
  name: 'Failed submit',
  play: async ({ args, canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'ann@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Seats (optional)' }), '3a');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the fields marked in red.');
    await expect(canvas.getByText('Enter a password with 6 or more characters')).toBeVisible();
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(INFERRED_TEXT.required);
    await expect(canvas.getByRole('textbox', { name: 'Seats (optional)' })).toHaveAccessibleDescription(
      INFERRED_TEXT.numeric,
    );
    // What was typed is kept.
    await expect(email).toHaveValue('ann@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDoNotMatch: Story = {
  name: 'Passwords do not match',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'secret2');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      INFERRED_TEXT.passwordsDoNotMatch,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.checkFieldsInRed);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidSubmit: Story = {
  name: 'Valid submit',
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'secret1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Seats (optional)' }), '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ann@example.com',
      password: 'secret1',
      confirm: 'secret1',
      seats: '3',
    });
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};
