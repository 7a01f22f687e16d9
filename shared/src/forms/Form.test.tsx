import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ApiError } from '@servenear/shared/api';
import type { Session } from '@servenear/shared/host';
import { TestHost, type Notice } from '@servenear/shared/test-host';
import { Form, type FormProps } from './Form';
import { lazyResolver } from './lazyResolver';
import { formTexts } from './texts';
import { CheckboxField, MobileField, TextField } from './fields';

const schema = z.object({
  name: z.string().min(1, 'Please enter your name.'),
  mobile: z.string().regex(/^\d{10}$/, 'Please enter a 10-digit mobile number.'),
  terms: z.boolean(),
});
type Values = z.infer<typeof schema>;
const rules = zodResolver(schema);
const texts = { network: 'Network error. Please try again.', fallback: 'Something went wrong.' };

/** A promise the test settles, so it can look at the form while the submit is under way. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderForm(props: Partial<FormProps<Values, Values>> = {}, session: Session | null = null) {
  const notices: Notice[] = [];
  const onSubmit = jest.fn<Promise<void>, [Values]>(async () => undefined);
  const user = userEvent.setup();
  render(
    <TestHost notices={notices} session={session}>
      <MemoryRouter initialEntries={['/form']}>
        <Routes>
          <Route
            path="/form"
            element={
              <Form<Values, Values>
                rules={rules}
                defaultValues={{ name: '', mobile: '', terms: false }}
                onSubmit={onSubmit}
                failure={texts}
                submitLabel="Save"
                submittingLabel="Saving..."
                {...props}
              >
                {props.children ?? (
                  <>
                    <TextField<Values> name="name" label="Name" />
                    <MobileField<Values> name="mobile" label="Mobile number" />
                    <CheckboxField<Values> name="terms">I agree</CheckboxField>
                  </>
                )}
              </Form>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </TestHost>,
  );
  return { notices, onSubmit, user };
}

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Mobile number'), '9876500001');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('Form', () => {
  it('checks the values with its rules, sends nothing and focuses the first field in error', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter a 10-digit mobile number.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the checked values', async () => {
    const { onSubmit, user } = renderForm();
    await fillAndSave(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha Verma', mobile: '9876500001', terms: false }, expect.anything()));
  });

  it("puts a 400's field messages under their fields, focuses the first of them, and says nothing more", async () => {
    const refusal = new ApiError(400, { mobile: ['This number is already registered.'], name: ['Name is taken.'], other: ['Not a field here.'] }, 'Validation failed');
    const { user } = renderForm({ onSubmit: () => Promise.reject(refusal) });
    await fillAndSave(user);

    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('This number is already registered.'));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is taken.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByText('Not a field here.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a refusal with its own text', new ApiError(401, {}, 'Invalid mobile number or password.'), 'Invalid mobile number or password.'],
    ['a refusal naming only fields the form lacks', new ApiError(422, { other: ['Not a field here.'] }, 'Not a field here.'), 'Not a field here.'],
    ['no reply', new ApiError(0, {}, 'Network Error'), texts.network],
    ['a server failure', new ApiError(500, {}, 'Internal error'), texts.fallback],
  ])('says %s in the alert above the button', async (_case, error, message) => {
    const { notices, user } = renderForm({ onSubmit: () => Promise.reject(error) });
    await fillAndSave(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Save' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notices).toEqual([]);
  });

  it('words a failure by a rule of its own, in a toast, or in both', async () => {
    const rule = jest.fn(() => 'Could not save.');
    const error = new ApiError(422, { name: ['Name is taken.'] }, 'Name is taken.');
    const { notices, user } = renderForm({ onSubmit: () => Promise.reject(error), failure: rule, showFailureIn: 'both' });
    await fillAndSave(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save.');
    expect(rule).toHaveBeenCalledWith(error, true);
    expect(notices).toEqual([{ kind: 'error', message: 'Could not save.' }]);
  });

  it('can say a failure in a toast only', async () => {
    const { notices, user } = renderForm({ onSubmit: () => Promise.reject(new ApiError(500, {}, '')), showFailureIn: 'toast' });
    await fillAndSave(user);

    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: texts.fallback }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the button and says so while sending, and gives it back after a failure', async () => {
    const reply = deferred();
    const { user } = renderForm({ onSubmit: () => reply.promise });
    await fillAndSave(user);

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await act(async () => reply.reject(new ApiError(401, {}, 'Invalid mobile number or password.')));

    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid mobile number or password.');
  });

  it('sends once however often the form is submitted while it is sent', async () => {
    const reply = deferred();
    const onSubmit = jest.fn(() => reply.promise);
    const { user } = renderForm({ onSubmit });
    await user.type(screen.getByLabelText('Name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Mobile number'), '9876500001');

    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement;
    // Two submits before the first re-rendered (a double Enter): the button is not yet disabled.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Saving...' });
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    await act(async () => reply.resolve());

    await screen.findByRole('button', { name: 'Save' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('clears the alert when the form is submitted again', async () => {
    const onSubmit = jest.fn<Promise<void>, [Values]>().mockRejectedValueOnce(new ApiError(401, {}, 'Invalid mobile number or password.')).mockResolvedValue(undefined);
    const { user } = renderForm({ onSubmit });
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid mobile number or password.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("leaves a signed-in person's ended session: says so, signs out and goes home", async () => {
    const session: Session = { role: 'user', name: 'Asha Verma', userId: 7, phoneNumber: '9876500001', verified: true };
    const { notices, user } = renderForm({ onSubmit: () => Promise.reject(new ApiError(401, {}, 'Please log in to continue.')), signedIn: true }, session);
    await fillAndSave(user);

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(notices).toEqual([{ kind: 'error', message: 'Please log in to access this page.' }]);
  });

  it('says so when its lazily loaded rules cannot be loaded, and loads them again on the next press', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = jest.fn(async () => {
      if (!online) throw new Error('offline');
      return rules;
    });
    const lazy = lazyResolver<Values, unknown, Values>(load);
    const { onSubmit, user } = renderForm({ rules: lazy });

    await user.click(screen.getByLabelText('Name'));
    expect(load).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Mobile number'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(formTexts.rulesUnavailable);
    expect(onSubmit).not.toHaveBeenCalled();

    online = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('keeps the button disabled until the required box is ticked', async () => {
    const { user } = renderForm({ submitRequires: 'terms' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByLabelText('I agree'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('sends another way than the button with the same guard and failure handling', async () => {
    const send = jest.fn(() => Promise.reject(new ApiError(422, { mobile: ['Not a mobile number we serve.'] }, 'Refused')));
    const { user } = renderForm({
      children: (form) => (
        <>
          <MobileField<Values> name="mobile" label="Mobile number" />
          <button type="button" onClick={() => void form.attempt(send)}>
            Use my number
          </button>
        </>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Use my number' }));

    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Not a mobile number we serve.'));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
