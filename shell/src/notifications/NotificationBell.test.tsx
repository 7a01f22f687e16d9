import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { type Session } from '@servenear/shared/host';
import { TestHost } from '@servenear/shared/test-host';
import { NotificationBell } from './NotificationBell';

const customer: Session = { role: 'user', name: 'Asha', userId: 1, verified: true };
const partner: Session = { role: 'employee', name: 'Ravi', userId: 2, verified: true };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const received = { id: 1, kind: 'service_enquiry_answered', message: 'Your enquiry for Party & Bridal Makeup Package has been answered.', booking_id: null, created_at: minutesAgo(20), read: false, link: '/service-enquiry' };
const assigned = { id: 2, kind: 'partner_assigned', message: 'Arun Prakash has been assigned to Plumber (SN-000012).', booking_id: 12, created_at: minutesAgo(5), read: false, link: '/instand-booking' };

/** The server as the bell sees it: the feed it answers, and every POST it got. */
function stubServer(feed: { unread: number; notifications: object[] }) {
  const posts: string[] = [];
  let current = feed;
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push(String(url));
      current = { unread: 0, notifications: current.notifications.map((item) => ({ ...item, read: true })) };
      return { ok: true, status: 200, json: async () => ({ status: 200, data: { unread: 0 } }) } as Response;
    }
    return { ok: true, status: 200, json: async () => ({ status: 200, data: current }) } as Response;
  }) as typeof fetch;
  return { posts };
}

function renderBell(session: Session | null) {
  return render(
    <MemoryRouter initialEntries={['/user-home']}>
      <TestHost session={session}>
        <Routes>
          <Route path="/user-home" element={<NotificationBell className="bell" dotClassName="dot" />} />
          <Route path="/notification" element={<p>All notifications</p>} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </TestHost>
    </MemoryRouter>,
  );
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

afterEach(() => jest.restoreAllMocks());

describe('the header bell', () => {
  it('sends a visitor to log in, with no dot', async () => {
    stubServer({ unread: 0, notifications: [] });
    renderBell(null);
    const link = screen.getByRole('link', { name: 'Notifications' });
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('shows a partner the plain bell without asking for customer notifications', () => {
    stubServer({ unread: 0, notifications: [] });
    renderBell(partner);
    expect(screen.getByRole('img', { name: 'Notifications' })).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('shows the dot while a customer has unread notifications', async () => {
    stubServer({ unread: 2, notifications: [assigned, received] });
    renderBell(customer);
    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('opens Latest Notifications with the events, newest first, and marks them read on the server', async () => {
    const server = stubServer({ unread: 2, notifications: [assigned, received] });
    renderBell(customer);
    await screen.findByTestId('notification-dot');

    await userEvent.click(bell());

    const dialog = await screen.findByRole('dialog', { name: 'Latest Notifications' });
    const items = within(dialog).getAllByRole('listitem');
    // Each event opens its page: the booking tabs, the answered enquiry.
    expect(items.map((item) => within(item).getByRole('link', { name: new RegExp(item === items[0] ? 'Arun Prakash' : 'Party & Bridal') }).getAttribute('href'))).toEqual(['/instand-booking', '/service-enquiry']);
    expect(within(items[0]!).getByText('5 min ago')).toBeInTheDocument();
    expect(within(items[1]!).getByText('20 min ago')).toBeInTheDocument();
    await waitFor(() => expect(server.posts).toEqual(['/api/user/notifications/read']));
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
    // Still marked as new while the popup that showed them is open.
    expect(within(items[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/notification');
  });

  it('says so when there is nothing yet, and marks nothing', async () => {
    const server = stubServer({ unread: 0, notifications: [] });
    renderBell(customer);

    await userEvent.click(bell());

    const dialog = await screen.findByRole('dialog', { name: 'Latest Notifications' });
    expect(await within(dialog).findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-dot')).not.toBeInTheDocument();
    expect(server.posts).toEqual([]);
  });

  it('closes on Escape, giving focus back to the bell, and on a click on the overlay', async () => {
    stubServer({ unread: 0, notifications: [received] });
    renderBell(customer);

    await userEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Latest Notifications' });
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();

    await userEvent.click(bell());
    await screen.findByRole('dialog', { name: 'Latest Notifications' });
    await userEvent.click(screen.getByTestId('notifications-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to /notification from See all, closing the popup', async () => {
    stubServer({ unread: 0, notifications: [received] });
    renderBell(customer);
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('link', { name: 'See all' }));
    expect(screen.getByText('All notifications')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
