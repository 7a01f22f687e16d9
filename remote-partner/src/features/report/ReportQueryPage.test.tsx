import { screen, within } from '@testing-library/react';
import { fakeApi, ok } from '@servenear/shared/testing';
import { profileReply } from '../../test/profiles';
import { partnerSession, renderPage } from '../../test/renderPage';

function renderReport() {
  const api = fakeApi({
    'GET employee/userprofile': profileReply(),
    'GET service/all': ok([
      { id: 1, name: 'Plumbing' },
      { id: 2, name: 'House cleaning' },
    ]),
    'POST report/create': ok({ id: 9 }, 'Report submitted successfully'),
  });
  return { api, ...renderPage('/employee-report-query', { session: partnerSession }) };
}

const posts = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.method === 'POST');

describe('report query', () => {
  it('shows the public report form inside the partner layout, filled with the partner’s details', async () => {
    renderReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Report & Queries' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Partner' })).getByRole('link', { name: 'Booking List' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'House cleaning' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Ravi Kumar')).toBe(screen.getByLabelText('Name'));
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@example.in');
    expect(screen.getByLabelText('Mobile')).toHaveValue('9876500002');
    expect(screen.getByLabelText('Service')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });

  it('shows the required-field messages and sends nothing', async () => {
    const { api, user, notices } = renderReport();
    await screen.findByDisplayValue('Ravi Kumar');
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Service')).toHaveAccessibleDescription('Please select a service.');
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('sends the report as the public form does and confirms it', async () => {
    const { api, user, notices } = renderReport();
    await screen.findByRole('option', { name: 'House cleaning' });
    await screen.findByDisplayValue('Ravi Kumar');
    await user.selectOptions(screen.getByLabelText('Service'), 'House cleaning');
    await user.type(screen.getByLabelText('Description'), 'The customer was not at home.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Report submitted successfully', { selector: 'p' })).toBeInTheDocument();
    expect(posts(api)).toEqual([
      {
        method: 'POST',
        url: 'report/create',
        body: { name: 'Ravi Kumar', email: 'ravi@example.in', mobile: '9876500002', service: 2, description: 'The customer was not at home.' },
      },
    ]);
    expect(notices).toEqual([{ kind: 'success', message: 'Report submitted successfully' }]);
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });
});
