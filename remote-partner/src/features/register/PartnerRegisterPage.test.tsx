import { screen, waitFor, within } from '@testing-library/react';
import { bankMessages, partnerMessages } from '@servenear/shared/schemas';
import { failed, fakeApi, formFields, ok, pendingReply, type FakeRoute as Route } from '@servenear/shared/testing';
import { renderPage } from '../../test/renderPage';

type User = ReturnType<typeof renderPage>['user'];

// Filling the whole form key by key takes seconds on a busy machine.
jest.setTimeout(20_000);

const idCard = () => new File(['%PDF-1.4 aadhaar'], 'aadhaar.pdf', { type: 'application/pdf' });
const photo = (name = 'pan-card.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function fillPersonalWorkAndBank(user: User) {
  await user.type(screen.getByLabelText('Full name'), 'Meena Iyer');
  await user.type(screen.getByLabelText('Mobile number'), '9876512345');
  await user.type(screen.getByLabelText('Email'), 'meena@example.in');
  await user.type(screen.getByLabelText('Password'), 'tamarind42');
  await user.type(screen.getByLabelText('Date of birth'), '1992-04-18');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.type(screen.getByLabelText('Address'), '12 Lake View Road, T Nagar, Chennai');
  await user.type(screen.getByLabelText('Experience'), '4 years');
  await user.type(screen.getByLabelText('Job details'), 'House cleaning and kitchen deep cleaning');
  await user.type(screen.getByLabelText('Bank name'), 'State Bank of India');
  await user.type(screen.getByLabelText('Account holder name'), 'Meena Iyer');
  await user.type(screen.getByLabelText('Account number'), '30012345678');
  await user.type(screen.getByLabelText('IFSC code'), 'SBIN0001234');
  await user.type(screen.getByLabelText('Branch name (optional)'), 'T Nagar');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
}

function renderRegister(reply: Route = ok({ id: 5 }, 'Employee Registartion Successfully')) {
  const api = fakeApi({
    'POST employee/employee-register': reply,
    'POST employee/register/verify-otp': { status: 200, body: { status: 200, message: 'Your mobile number is confirmed. You can log in now.' } },
  });
  return { api, ...renderPage('/employee-register') };
}

describe('partner registration', () => {
  it('shows the form in clear sections with a hidden employee type', async () => {
    renderRegister();
    expect(await screen.findByRole('heading', { level: 1, name: 'Register as a ServeNear partner' })).toBeInTheDocument();
    for (const section of ['Personal details', 'Work', 'Bank details', 'ID proof']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('max', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(screen.getByLabelText('Add ID proof (image or PDF)')).toHaveAttribute('accept', 'image/*,application/pdf');
    expect(screen.getByLabelText('Add ID proof (image or PDF)')).toHaveAttribute('multiple');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(document.querySelector('input[type="hidden"][name="employeeType"]')).toHaveValue('permenent');
  });

  it('shows every message on an empty submit and sends nothing', async () => {
    const { api, user } = renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Register' }));

    for (const message of [
      partnerMessages.nameRequired,
      'Invalid mobile number',
      'Invalid email',
      partnerMessages.passwordRequired,
      partnerMessages.dobRequired,
      partnerMessages.genderRequired,
      partnerMessages.addressRequired,
      partnerMessages.experienceRequired,
      'Job details are required',
      partnerMessages.bankNameRequired,
      bankMessages.holderRequired,
      partnerMessages.accountNumberRequired,
      partnerMessages.ifcsCodeRequired,
      partnerMessages.termsRequired,
      'At least one ID card proof (PDF or Image) is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Job details')).toHaveAccessibleDescription(expect.stringContaining('Job details are required'));
    expect(api.requests).toEqual([]);
  });

  it('refuses a date of birth in 2015 (age 11) before sending, and offers no later date than 18 years ago', async () => {
    const { api, user } = renderRegister();
    await screen.findByLabelText('Full name');
    await fillPersonalWorkAndBank(user);
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '2015-03-10');
    await user.upload(screen.getByLabelText('Add ID proof (image or PDF)'), idCard());
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('You must be at least 18 years old to register.')).toBeInTheDocument();
    const max = screen.getByLabelText('Date of birth').getAttribute('max')!;
    expect(Number(max.slice(0, 4))).toBe(new Date().getFullYear() - 18);
    expect(api.requests).toEqual([]);
  });

  it('checks the mobile 6–9 rule and the e-mail pattern', async () => {
    const { api, user } = renderRegister();
    await screen.findByLabelText('Full name');
    await fillPersonalWorkAndBank(user);
    await user.upload(screen.getByLabelText('Add ID proof (image or PDF)'), idCard());
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '5876512345');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'meena@example');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Invalid mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
    expect(api.requests).toEqual([]);
  });

  it('asks for an ID proof when every other field is filled', async () => {
    const { api, user } = renderRegister();
    await screen.findByLabelText('Full name');
    await fillPersonalWorkAndBank(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('At least one ID card proof (PDF or Image) is required')).toBeInTheDocument();
    expect(screen.queryByText('Invalid mobile number')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('lists chosen files with remove buttons and keeps at most three', async () => {
    const { user } = renderRegister();
    const input = await screen.findByLabelText('Add ID proof (image or PDF)');
    await user.upload(input, [idCard(), photo('front.png'), photo('back.png'), photo('extra.png')]);

    const list = screen.getByRole('list', { name: 'Chosen ID proofs' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('aadhaar.pdf'),
      expect.stringContaining('front.png'),
      expect.stringContaining('back.png'),
    ]);
    expect(screen.getByText('You can add up to 3 ID proof files.')).toBeInTheDocument();
    expect(input).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('front.png')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('sends every field and the ID proofs as multipart, shows the upload progress, then the mobile code step and the waiting note', async () => {
    const reply = pendingReply();
    const { api, user, notices } = renderRegister((_request, transport) => {
      transport.reportUpload(40, 100);
      return reply.promise;
    });
    await screen.findByLabelText('Full name');
    await fillPersonalWorkAndBank(user);
    await user.upload(screen.getByLabelText('Add ID proof (image or PDF)'), [idCard(), photo()]);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading your details' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('button', { name: 'Registering...' })).toBeDisabled();

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.url).toBe('employee/employee-register');
    expect(formFields(api.requests[0]?.body)).toEqual([
      ['name', 'Meena Iyer'],
      ['mobile', '9876512345'],
      ['email', 'meena@example.in'],
      ['password', 'tamarind42'],
      ['dob', '1992-04-18'],
      ['gender', 'female'],
      ['address', '12 Lake View Road, T Nagar, Chennai'],
      ['employeeType', 'permenent'],
      ['experience', '4 years'],
      ['description', 'House cleaning and kitchen deep cleaning'],
      ['bankName', 'State Bank of India'],
      ['accountHolderName', 'Meena Iyer'],
      ['accountNumber', '30012345678'],
      ['ifcsCode', 'SBIN0001234'],
      ['branchName', 'T Nagar'],
      ['isChecked', 'true'],
      ['images[]', 'aadhaar.pdf'],
      ['images[]', 'pan-card.png'],
    ]);

    reply.resolve(ok({ id: 5, code: { expires_in: 300, resend_in: 30 } }, 'Employee Registartion Successfully'));

    // Partner KYC (issue 36): the texted code confirms the number before the waiting note.
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Enter the 4-digit code sent to ******2345' })).toBeInTheDocument();
    expect(screen.getByText('5:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.paste('4321');
    await user.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect(api.requests).toContainEqual({ method: 'POST', url: 'employee/register/verify-otp', body: { mobile: '9876512345', otp: '4321' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Registration received' })).toBeInTheDocument();
    expect(screen.getByText('Your account is waiting for verification')).toBeInTheDocument();
    expect(screen.getByText(/usually within 1 working day/)).toBeInTheDocument();
    expect(screen.getByText(/you can take bookings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to partner login' })).toHaveAttribute('href', '/employee-login');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(notices).toEqual([{ kind: 'success', message: 'Employee Registartion Successfully' }]);
  }, 20_000);

  it('shows the first server message of each field under that field', async () => {
    const { user, notices } = renderRegister(
      failed(422, 'The given data was invalid.', {
        mobile: ['This mobile number is already registered.', 'Invalid mobile number'],
        images: ['ID proofs must be JPG, PNG, WebP or PDF files up to 5 MB.'],
      }),
    );
    await screen.findByLabelText('Full name');
    await fillPersonalWorkAndBank(user);
    await user.upload(screen.getByLabelText('Add ID proof (image or PDF)'), idCard());
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('This mobile number is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('This mobile number is already registered.');
    expect(screen.queryByText('Invalid mobile number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add ID proof (image or PDF)')).toHaveAccessibleDescription(
      expect.stringContaining('ID proofs must be JPG, PNG, WebP or PDF files up to 5 MB.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.queryByRole('heading', { name: 'Registration received' })).not.toBeInTheDocument();
    expect(notices).toEqual([{ kind: 'error', message: 'Please correct the highlighted fields.' }]);
  });
});
