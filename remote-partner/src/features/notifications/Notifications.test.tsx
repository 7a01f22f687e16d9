import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok, type FakeRoute } from '@servenear/shared/testing';
import { profileReply } from '../../test/profiles';
import { partnerSession, probe, renderPage } from '../../test/renderPage';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** GET employee/notifications's data as the server spells it. */
const allocated = { id: 7, kind: 'job_allocated', message: 'You have a new job: Electrician (SN-000042).', booking_id: 42, created_at: minutesAgo(5), read: false, link: '/employee-booking-list' };
const paid = { id: 6, kind: 'booking_paid', message: 'Electrician (SN-000041) has been paid.', booking_id: 41, created_at: minutesAgo(120), read: true, link: '/employee-earnings' };

function renderWith(route: string, feed: FakeRoute, more: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET employee/userprofile': profileReply(),
    'GET employee/notifications': feed,
    'POST employee/notifications/read': ok({ unread: 0 }),
    'POST employee/notifications/7/read': ok({ unread: 0 }),
    ...more,
  });
  return { api, ...renderPage(route, { session: partnerSession }) };
}

const posts = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.method === 'POST').map((request) => request.url);

describe('the layout’s bell', () => {
  it('shows a dot while some are unread', async () => {
    renderWith('/employee-change-password', ok({ unread: 1, notifications: [allocated, paid] }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-dot')).toBeInTheDocument();
  });

  it('has no dot when nothing is unread', async () => {
    const { api } = renderWith('/employee-change-password', ok({ unread: 0, notifications: [paid] }));
    await waitFor(() => expect(api.requests.some((request) => request.url === 'employee/notifications')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
  });

  it('opens the Notifications popup: each event with its time and link, the unread one marked', async () => {
    const { user } = renderWith('/employee-change-password', ok({ unread: 1, notifications: [allocated, paid] }));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    const popup = await screen.findByRole('dialog', { name: 'Notifications' });
    const job = within(popup).getByRole('link', { name: /You have a new job: Electrician/ });
    expect(job).toHaveAttribute('href', '/employee-booking-list');
    expect(job).toHaveTextContent('Unread');
    expect(job).toHaveTextContent('5 min ago');
    expect(within(popup).getByRole('link', { name: /has been paid/ })).toHaveAttribute('href', '/employee-earnings');
    expect(within(popup).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/employee-notification');
  });

  it('marks one read: the server is told, and the dot goes out', async () => {
    const { api, user } = renderWith('/employee-change-password', ok({ unread: 1, notifications: [allocated, paid] }));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });

    await user.click(within(popup).getByRole('button', { name: 'Mark as read: You have a new job: Electrician (SN-000042).' }));

    expect(posts(api)).toEqual(['employee/notifications/7/read']);
    await waitFor(() => expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument());
    expect(within(popup).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
  });

  it('following an event’s link marks it read, closes the popup and goes there', async () => {
    const { api, user } = renderWith('/employee-change-password', ok({ unread: 1, notifications: [allocated, paid] }));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const popup = await screen.findByRole('dialog', { name: 'Notifications' });

    await user.click(within(popup).getByRole('link', { name: /You have a new job/ }));

    expect(posts(api)).toEqual(['employee/notifications/7/read']);
    expect(probe()).toBe('/employee-booking-list|employee:Ravi Kumar:12:true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks all read', async () => {
    const { api, user } = renderWith('/employee-change-password', ok({ unread: 1, notifications: [allocated, paid] }));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: 'Mark all as read' }));
    expect(posts(api)).toEqual(['employee/notifications/read']);
    await waitFor(() => expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument());
  });
});

describe('/employee-notification', () => {
  it('lists every event', async () => {
    renderWith('/employee-notification', ok({ unread: 1, notifications: [allocated, paid] }));
    const list = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(2);
  });

  it("says 'No notifications yet.' when there are none", async () => {
    renderWith('/employee-notification', ok({ unread: 0, notifications: [] }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});

describe('/notification-popup', () => {
  it('shows the popup’s list as a page, with See all', async () => {
    renderWith('/notification-popup', ok({ unread: 1, notifications: [allocated, paid] }));
    const list = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(list).findByRole('link', { name: /You have a new job/ })).toHaveAttribute('href', '/employee-booking-list');
    expect(within(list).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/employee-notification');
  });
});
