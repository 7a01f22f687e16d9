import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { type Session } from '@servenear/shared/host';
import { TestHost, type Notice } from '@servenear/shared/test-host';
import App from '../../App';
import { fakeApi, ok, pendingReply, type FakeReply } from '@servenear/shared/testing';

const services = ok([
  { id: 1, name: 'Plumbing' },
  { id: 2, name: 'House cleaning' },
]);

function renderReport({ session = null, reply = ok({ id: 9 }, 'Report submitted successfully') }: { session?: Session | null; reply?: FakeReply | ReturnType<typeof pendingReply> } = {}) {
  const api = fakeApi({
    'GET service/all': services,
    'POST report/create': reply,
    'POST report/create/new': reply,
  });
  const notices: Notice[] = [];
  render(
    <TestHost notices={notices} session={session}>
      <MemoryRouter initialEntries={['/report']}>
        <App route="/report" />
      </MemoryRouter>
    </TestHost>,
  );
  return { api, notices, user: userEvent.setup() };
}

const posts = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.method === 'POST');

async function fillValidReport(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Mobile'), '+919876543210');
  await user.selectOptions(screen.getByLabelText('Service'), 'House cleaning');
  await user.type(screen.getByLabelText('Description'), 'The cleaner did not arrive on time.');
}

describe('report page', () => {
  it('shows the form with its heading and the services from the server', async () => {
    renderReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Report and Queries' })).toBeInTheDocument();
    const select = screen.getByLabelText('Service');
    expect(await screen.findByRole('option', { name: 'Plumbing' })).toBeInTheDocument();
    expect(select.querySelector('option')).toHaveTextContent('Select a service');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('inputmode', 'tel');
  });

  it('shows every message on an empty submit and sends nothing', async () => {
    const { api, user, notices } = renderReport();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    for (const message of [
      'Name is required.',
      'Email is required.',
      'Mobile number is required.',
      'Please select a service.',
      'Description is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(posts(api)).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('rejects an invalid email and mobile number', async () => {
    const { api, user } = renderReport();
    await fillValidReport(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.clear(screen.getByLabelText('Mobile'));
    await user.type(screen.getByLabelText('Mobile'), '98765');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid mobile number.')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);
  });

  it('posts a valid report, shows the success message and clears the form', async () => {
    const reply = pendingReply();
    const { api, user, notices } = renderReport({ reply });
    await screen.findByRole('option', { name: 'House cleaning' });
    await fillValidReport(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    reply.resolve(ok({ id: 9 }, 'Report submitted successfully'));

    expect(await screen.findByText('Report submitted successfully')).toBeInTheDocument();
    expect(posts(api)).toEqual([
      {
        method: 'POST',
        url: 'report/create',
        // The mobile field keeps the ten digits of '+919876543210' (issue 37).
        body: { name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210', service: 2, description: 'The cleaner did not arrive on time.' },
      },
    ]);
    expect(notices).toEqual([{ kind: 'success', message: 'Report submitted successfully' }]);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Service')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('sends a signed-in report with the user id to report/create/new', async () => {
    const session: Session = { role: 'user', name: 'Asha Rao', userId: 31, verified: true };
    const { api, user } = renderReport({ session });
    await screen.findByRole('option', { name: 'House cleaning' });
    await fillValidReport(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText('Report submitted successfully');
    expect(posts(api)).toEqual([expect.objectContaining({ url: 'report/create/new', body: expect.objectContaining({ user_id: 31, service: 2 }) })]);
  });

  it('tells the user to try again later when the server fails', async () => {
    const { user, notices } = renderReport({ reply: { status: 500, body: { status: 500, errors: {}, message: 'Internal Server Error' } } });
    await screen.findByRole('option', { name: 'House cleaning' });
    await fillValidReport(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Somthing went wrong try again later' }]));
    expect(screen.queryByText('Report submitted successfully')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  });

  it('shows the first server message of each field under that field', async () => {
    const { user, notices } = renderReport({
      reply: {
        status: 422,
        body: { status: 422, errors: { email: ['Please enter a valid email address', 'Email is required.'], service: ['Please select a service.'] } },
      },
    });
    await screen.findByRole('option', { name: 'House cleaning' });
    await fillValidReport(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Service')).toHaveAccessibleDescription('Please select a service.');
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    expect(notices).toEqual([{ kind: 'error', message: 'Somthing went wrong try again later' }]);
  });

  it('still shows the form when the service list cannot be loaded', async () => {
    fakeApi({ 'GET service/all': 'network-error' });
    render(
      <TestHost notices={[]}>
        <MemoryRouter>
          <App route="/report" />
        </MemoryRouter>
      </TestHost>,
    );

    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
    expect(screen.getByLabelText('Service')).toHaveAccessibleDescription('Failed to fetch data.');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
