import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, failed, ok } from '@servenear/shared/testing';
import { answeredReport, openReport } from '../../test/inbox';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

describe('a query’s page', () => {
  it('shows the message, the reporter, the service and the status', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/reports/41': ok({ ...openReport, account: { id: 9, name: 'Priya S', mobile: '9876543210', role: 'user' } }) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/queries/41' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Query from Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('The electrician left before fixing the second switchboard.')).toBeInTheDocument();
    expect(screen.getByText('Electrician')).toBeInTheDocument();
    expect(screen.getByText('priya.sharma@example.in')).toBeInTheDocument();
    expect(screen.getByText('Customer: Priya S (9876543210)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All queries' })).toHaveAttribute('href', '/ops/queries');
  });

  it('answers after a confirmation, says so in a toast and shows the answer in the history', async () => {
    let report = openReport;
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/reports/41': () => ok(report),
      'POST admin/reports/41/answer': () => {
        report = answeredReport;
        return ok(answeredReport, 'Answer sent: the reporter gets it by SMS.');
      },
    });
    const { user, notices } = renderPage('/ops/*', { session: opsSession, path: '/ops/queries/41' });

    const field = await screen.findByLabelText('Your answer (texted to +919876543210)');
    await user.click(field);
    await user.paste('  The partner comes back tomorrow at 10 AM.  ');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this answer to Priya Sharma?' });
    expect(within(dialog).getByText('The partner comes back tomorrow at 10 AM.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Answer sent: the reporter gets it by SMS.' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText(/Answered by Meera Iyer/)).toBeInTheDocument();
    expect(within(history).getByText('The partner comes back tomorrow at 10 AM.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ answer: 'The partner comes back tomorrow at 10 AM.' });
  });

  it('asks for an answer before confirming one', async () => {
    const api = fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/reports/41': ok(openReport) });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/queries/41' });

    await user.click(await screen.findByRole('button', { name: 'Send answer' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please write an answer of 2 to 1000 characters.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('closes with a note after a confirmation; a closed query offers no actions', async () => {
    let report = answeredReport;
    const closed = { ...answeredReport, status: 'closed' as const, closed_at: '2026-11-29T07:00:00.000Z', closed_by: { id: 3, name: 'Meera Iyer' }, close_note: 'Sorted on the phone.' };
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/reports/41': () => ok(report),
      'POST admin/reports/41/close': () => {
        report = closed;
        return ok(closed, 'Report closed.');
      },
    });
    const { user, notices } = renderPage('/ops/*', { session: opsSession, path: '/ops/queries/41' });

    await user.click(await screen.findByRole('button', { name: 'Close query' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the query from Priya Sharma?' });
    await user.click(within(dialog).getByLabelText('Note for ops (optional)'));
    await user.paste('Sorted on the phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Close query' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Report closed.' }]));
    expect(await screen.findByText(/Closed by Meera Iyer/)).toBeInTheDocument();
    expect(screen.getByText('Sorted on the phone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close query' })).not.toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ note: 'Sorted on the phone.' });
  });

  it('keeps the server’s refusal in the dialog when someone closed it first', async () => {
    fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/reports/41': ok(openReport),
      'POST admin/reports/41/close': failed(409, 'This report is closed: it cannot be answered or closed again.'),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/queries/41' });

    await user.click(await screen.findByRole('button', { name: 'Close query' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close query' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This report is closed: it cannot be answered or closed again.');
  });

  it('says so for a query that does not exist', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/reports/99': failed(404, 'Report not found.') });
    renderPage('/ops/*', { session: opsSession, path: '/ops/queries/99' });

    expect(await screen.findByText('There is no such query.')).toBeInTheDocument();
  });
});
