import { act, screen, waitFor, within } from '@testing-library/react';
import { failed, fakeApi, ok, type FakeRequest } from '@servenear/shared/testing';
import { addedService, otherService, servicesReply } from '../../test/opsData';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

const posts = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST');
const listUrl = 'admin/partner-services?approval=pending&page=1';

function openServices(routes: Parameters<typeof fakeApi>[0] = {}, path = '/ops/services') {
  let waiting = [addedService, otherService];
  const api = fakeApi({
    'GET admin/me': meReply(['verification']),
    [`GET ${listUrl}`]: () => servicesReply(waiting),
    'POST admin/partner-services/41/approve': () => ((waiting = waiting.filter((service) => service.action_id !== 41)), ok(null, 'Service approved')),
    'POST admin/partner-services/42/approve': () => ((waiting = waiting.filter((service) => service.action_id !== 42)), ok(null, 'Service approved')),
    'POST admin/partner-services/41/reject': () => ((waiting = waiting.filter((service) => service.action_id !== 41)), ok(null, 'Service rejected')),
    ...routes,
  });
  return { api, ...renderPage('/ops/*', { session: opsSession, path }) };
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('the services waiting for approval', () => {
  it('shows each with its partner, photos and the rates approving would use', async () => {
    openServices();
    expect(await screen.findByText('Waiting for approval: 2')).toBeInTheDocument();
    const added = card('Solar Panel Cleaning');
    expect(within(added).getByRole('link', { name: 'Suresh Pillai' })).toHaveAttribute('href', '/ops/partners/14');
    expect(added).toHaveTextContent('Home Services › Electrical');
    expect(added).toHaveTextContent('New to the catalogue: you give its day and hour rates when approving.');
    expect(added).toHaveTextContent('No photos: a service added by name has none.');

    const other = card('fan repair');
    expect(other).toHaveTextContent('₹1,200 a day, ₹250 an hour (the catalogue’s “Fan Repair”)');
    expect(other).toHaveTextContent('Ceiling and table fans, same day.');
    expect(within(other).getByRole('img', { name: 'fan repair, photo 1 (opens full size)' })).toHaveAttribute('src', '/api/files/service-photos/a1-640.jpg');
    expect(within(other).getByRole('img', { name: 'fan repair, photo 2 (opens full size)' }).closest('a')).toHaveAttribute('href', '/api/files/service-photos/b2-640.jpg');
  });

  it('approves a new service only with both rates, once confirmed, then says so', async () => {
    const { api, user, notices } = openServices();
    await screen.findByRole('list', { name: 'Waiting for approval services' });
    await user.click(within(card('Solar Panel Cleaning')).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Solar Panel Cleaning?' });

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Rate a day (₹)')).toHaveAccessibleDescription('Give the day and hour rates of the new service.'));
    expect(posts(api.requests)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Rate a day (₹)'), '2400');
    await user.type(within(dialog).getByLabelText('Rate an hour (₹)'), '350');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(api.requests)).toEqual([{ method: 'POST', url: 'admin/partner-services/41/approve', body: { rate_per_day: 2400, rate_per_hour: 350 } }]);
    expect(notices).toEqual([{ kind: 'success', message: 'Service approved' }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Solar Panel Cleaning' })).not.toBeInTheDocument());
    expect(screen.getByText('Waiting for approval: 1')).toBeInTheDocument();
  });

  it('approves a service the catalogue has without asking for rates', async () => {
    const { api, user } = openServices();
    await screen.findByRole('list', { name: 'Waiting for approval services' });
    await user.click(within(card('fan repair')).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve fan repair?' });
    expect(dialog).toHaveTextContent('Suresh Pillai is listed for the catalogue’s “Fan Repair” (₹1,200 a day, ₹250 an hour)');
    expect(within(dialog).queryByLabelText('Rate a day (₹)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts(api.requests)).toEqual([{ method: 'POST', url: 'admin/partner-services/42/approve', body: {} }]));
  });

  it('rejects only with a reason, which the partner is told', async () => {
    const { api, user, notices } = openServices();
    await screen.findByRole('list', { name: 'Waiting for approval services' });
    await user.click(within(card('Solar Panel Cleaning')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Solar Panel Cleaning?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Reason (the partner is told)')).toHaveAccessibleDescription('Please give the partner a reason.'));
    expect(posts(api.requests)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason (the partner is told)'), 'Please describe the work more clearly.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Service rejected' }]));
    expect(posts(api.requests)).toEqual([{ method: 'POST', url: 'admin/partner-services/41/reject', body: { reason: 'Please describe the work more clearly.' } }]);
  });

  it('keeps the dialog open with the server’s words when it refuses', async () => {
    const refusal = 'A catalogue service of this name exists in another subcategory. Reject this one, or rename that service first.';
    const { user, notices } = openServices({ 'POST admin/partner-services/42/approve': failed(409, refusal) });
    await screen.findByRole('list', { name: 'Waiting for approval services' });
    await user.click(within(card('fan repair')).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(refusal);
    expect(notices).toEqual([]);
  });

  it('pages on the server and lists the other approvals, with no decisions on them', async () => {
    const rejected = { ...addedService, action_id: 43, approval: 'rejected' as const, rejection_reason: 'Too vague.' };
    const { api, user } = openServices({
      [`GET ${listUrl}`]: servicesReply([addedService], { total: 21, perPage: 20 }),
      'GET admin/partner-services?approval=pending&page=2': servicesReply([otherService], { total: 21, page: 2, perPage: 20 }),
      'GET admin/partner-services?approval=rejected&page=1': servicesReply([rejected]),
    });
    const pager = await screen.findByRole('navigation', { name: 'Service pages' });
    expect(pager).toHaveTextContent('1–20 of 21 · page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'fan repair' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Approval'), 'rejected');
    const item = await screen.findByRole('listitem', { name: 'Solar Panel Cleaning' });
    expect(item).toHaveTextContent('Too vague.');
    expect(within(item).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.url).filter((url) => url.startsWith('admin/partner-services'))).toEqual([
      listUrl,
      'admin/partner-services?approval=pending&page=2',
      'admin/partner-services?approval=rejected&page=1',
    ]);
  });

  it('asks again every 30 seconds, so new services show without a reload', async () => {
    jest.useFakeTimers();
    try {
      let waiting = [addedService];
      const api = fakeApi({ 'GET admin/me': meReply(['verification']), [`GET ${listUrl}`]: () => servicesReply(waiting) });
      renderPage('/ops/*', { session: opsSession, path: '/ops/services' });
      expect(await screen.findByRole('listitem', { name: 'Solar Panel Cleaning' })).toBeInTheDocument();
      waiting = [addedService, otherService];
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(await screen.findByRole('listitem', { name: 'fan repair' })).toBeInTheDocument();
      expect(api.requests.filter((request) => request.url === listUrl)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is not open to support', async () => {
    const api = fakeApi({ 'GET admin/me': meReply(['support']) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/services' });
    expect(await screen.findByText('You do not have access to this section.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['admin/me']);
  });
});
