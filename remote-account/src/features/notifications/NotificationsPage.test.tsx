import { screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@servenear/shared/host';
import { fakeApi, ok } from '@servenear/shared/testing';
import { customer, renderPage } from '../../test/renderPage';

const profile = { id: 7, name: 'Asha Verma', mobile: '9876500001', email: '', address: '', image_url: null, is_verified: 1, role: 'user' };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const assigned = { id: 2, kind: 'partner_assigned', message: 'Arun Prakash has been assigned to Plumber (SN-000012).', booking_id: 12, created_at: minutesAgo(5), read: false, link: '/instand-booking' };
const received = { id: 1, kind: 'pd_enquiry_rejected', message: 'Your Pass Fast Express request could not be taken: no partner on that day.', booking_id: null, created_at: minutesAgo(90), read: true, link: '/pd-enquiry' };

function openNotifications(feed: FakeFeed | { status: number; body: unknown }) {
  const reply = 'unread' in feed ? ok(feed) : feed;
  const api = fakeApi({
    'GET user/userprofile': ok(profile),
    'GET user/notifications': reply,
    'POST user/notifications/read': ok({ unread: 0 }),
  });
  return { api, ...renderPage('/notification', { session: customer }) };
}
type FakeFeed = { unread: number; notifications: object[] };

describe('/notification', () => {
  it('lists the customer’s own events, newest first, with when they happened, and none of the samples', async () => {
    openNotifications({ unread: 1, notifications: [assigned, received] });

    const list = await screen.findByRole('list', { name: 'Latest Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([expect.stringContaining(assigned.message), expect.stringContaining(received.message)]);
    // Each event opens its page.
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(['/instand-booking', '/pd-enquiry']);
    expect(within(items[0]!).getByText('5 min ago')).toBeInTheDocument();
    expect(within(items[1]!).getByText('1 hour ago')).toBeInTheDocument();
    expect(screen.queryByText(/New category added/)).not.toBeInTheDocument();
  });

  it('marks unread events read, so the header’s dot goes out too', async () => {
    const { api, queryClient } = openNotifications({ unread: 1, notifications: [assigned, received] });

    await waitFor(() => expect(api.requests.map((request) => `${request.method} ${request.url}`)).toContain('POST user/notifications/read'));
    await waitFor(() => expect(queryClient.getQueryData<{ unread: number }>(queryKeys.account.notifications())?.unread).toBe(0));
  });

  it('says there are none yet, and marks nothing', async () => {
    const { api } = openNotifications({ unread: 0, notifications: [] });

    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(api.requests.map((request) => request.method)).not.toContain('POST');
  });

  it('offers Retry when the list cannot be read', async () => {
    openNotifications({ status: 500, body: { status: 500, errors: {}, message: 'Server error' } });
    expect(await screen.findByText('Failed to fetch data.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
