import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ApiError } from '@servenear/shared/api';
import { applyServerErrors } from '../serverErrors';
import { EmailField, MobileField, PasswordField, SelectField, TextAreaField, TextField } from './fields';

const schema = z.object({
  name: z.string().min(1, 'Please enter your name.'),
  email: z.string(),
  mobile: z.string().regex(/^\d{10}$/, 'Please enter a 10-digit mobile number.'),
  password: z.string(),
  note: z.string(),
  kind: z.string().min(1, 'Please choose one.'),
});
type Values = z.infer<typeof schema>;

const serverOutcome = jest.fn<void, [ReturnType<typeof applyServerErrors>]>();

/** A form built only from the field components, whose submit can be refused like the server does. */
function Form({ serverError }: { serverError?: ApiError }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', mobile: '', password: '', note: '', kind: '' },
  });
  const onSubmit = form.handleSubmit(() => {
    if (serverError) serverOutcome(applyServerErrors(serverError, ['name', 'mobile'], form.setError));
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <TextField<Values> name="name" label="Full name" hint="As on your ID proof" />
        <EmailField<Values> name="email" label="E-mail" />
        <MobileField<Values> name="mobile" label="Mobile number" />
        <PasswordField<Values> name="password" label="Password" autoComplete="new-password" />
        <TextAreaField<Values> name="note" label="Note" />
        <SelectField<Values> name="kind" label="Kind" placeholder="Choose" options={[{ value: 'day', label: 'By the day' }]} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe('field components', () => {
  beforeEach(() => {
    serverOutcome.mockReset();
  });

  it('label each control and describe it by its hint', () => {
    render(<Form />);
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('aria-describedby', expect.stringContaining('-hint'));
    expect(screen.getByText('As on your ID proof').id).toBe(name.getAttribute('aria-describedby'));
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Note').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Kind')).toHaveDisplayValue('Choose');
  });

  it('give the mobile number the number pad and ten digits at most', async () => {
    render(<Form />);
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(mobile, '987654321099');
    expect(mobile).toHaveValue('9876543210');
  });

  it('keep every digit of a number typed or pasted with spaces or a country code: no maxlength counts them (issue 37)', async () => {
    render(<Form />);
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).not.toHaveAttribute('maxlength');
    await userEvent.type(mobile, '98765 43210');
    expect(mobile).toHaveValue('9876543210');
    await userEvent.clear(mobile);
    await userEvent.click(mobile);
    await userEvent.paste('+91 98765-43210');
    expect(mobile).toHaveValue('9876543210');
  });

  it('show each rule broken under its field, tied to the control for screen readers', async () => {
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Mobile number'), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription('Please enter a 10-digit mobile number.');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('As on your ID proof Please enter your name.');
    expect(screen.getByText('Please choose one.')).toBeInTheDocument();
  });

  it('show and hide the password', async () => {
    render(<Form />);
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'tamarind42');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('tamarind42');
  });
});

describe('applyServerErrors', () => {
  it("puts the server's first message of each known field under it and hands back its own message", async () => {
    const refusal = new ApiError(
      422,
      { mobile: ['Mobile already registered', 'second'], referral: ['Not a field of this form'] },
      'Validation failed',
    );
    render(<Form serverError={refusal} />);
    await userEvent.type(screen.getByLabelText('Full name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876500001');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'day');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Mobile already registered');
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.queryByText('Not a field of this form')).not.toBeInTheDocument();
    expect(serverOutcome).toHaveBeenCalledWith({ shown: true, message: 'Validation failed' });
  });

  it('shows nothing for a failure that is not a server reply', () => {
    const setError = jest.fn();
    expect(applyServerErrors(new Error('offline'), ['mobile'], setError)).toEqual({ shown: false, message: null });
    expect(setError).not.toHaveBeenCalled();
  });
});
