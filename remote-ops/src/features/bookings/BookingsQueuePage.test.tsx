import { act, screen, within } from '@testing-library/react';
import { fakeApi } from '@servenear/shared/testing';
import { bookingRow, searchReply } from '../../test/bookings';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

// Typing and dialogs: on a busy machine (CI runs the journeys beside these) they outlast jest's default 5 s.
jest.setTimeout(20_000);

const second = { ...bookingRow, line_id: 41, booking_id: 124, reference: 'SN-000124', customer_name: 'Ravi Shah', price: 500, status: 'pending' as const, partner_id: null, partner_name: null };

describe('the Bookings queue', () => {
  it('lists the newest bookings first, each linking to its page', async () => {
    const api = fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/bookings/search?sort=-booked_at&page=1': searchReply([bookingRow, second]) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/bookings' });

    const table = await screen.findByRole('table', { name: 'Bookings: 2' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'SN-000123, Electrician for Asha Verma' })).toHaveAttribute('href', '/ops/bookings/40');
    expect(row).toHaveTextContent('9876511111');
    expect(row).toHaveTextContent('₹1,200');
    expect(row).toHaveTextContent('Ravi Kumar');
    expect(within(table).getByRole('columnheader', { name: /Booked/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'none');
    expect(api.requests.map((request) => request.url)).toEqual(['admin/me', 'admin/bookings/search?sort=-booked_at&page=1']);
  });

  it('searches by what is typed and the status chosen, from the first page', async () => {
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/bookings/search?sort=-booked_at&page=1': searchReply([bookingRow, second]),
      'GET admin/bookings/search?q=98765+11111&sort=-booked_at&page=1': searchReply([bookingRow]),
      'GET admin/bookings/search?q=98765+11111&status=assigned&sort=-booked_at&page=1': searchReply([bookingRow]),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/bookings' });
    await screen.findByRole('table', { name: 'Bookings: 2' });

    await user.type(screen.getByLabelText('Phone, name or reference'), '98765 11111{Enter}');
    expect(await screen.findByRole('table', { name: 'Bookings: 1 matching “98765 11111”' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'assigned');
    await screen.findByRole('table', { name: 'Bookings: 1 matching “98765 11111”' });
    expect(api.requests.map((request) => request.url)).toContain('admin/bookings/search?q=98765+11111&status=assigned&sort=-booked_at&page=1');
  });

  it('sorts by a column when its header is pressed, and turns it round when pressed again', async () => {
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/bookings/search?sort=-booked_at&page=1': searchReply([bookingRow, second]),
      'GET admin/bookings/search?sort=price&page=1': searchReply([second, bookingRow]),
      'GET admin/bookings/search?sort=-price&page=1': searchReply([bookingRow, second]),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/bookings' });
    await screen.findByRole('table', { name: 'Bookings: 2' });

    await user.click(screen.getByRole('button', { name: /Price/ }));
    await act(async () => {});
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('SN-000124');
    await user.click(screen.getByRole('button', { name: /Price/ }));
    await act(async () => {});
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    expect(api.requests.map((request) => request.url)).toEqual([
      'admin/me',
      'admin/bookings/search?sort=-booked_at&page=1',
      'admin/bookings/search?sort=price&page=1',
      'admin/bookings/search?sort=-price&page=1',
    ]);
  });

  it('reads the search, filter, order and page from the address, and pages back', async () => {
    const api = fakeApi({
      'GET admin/me': meReply(['support']),
      'GET admin/bookings/search?q=asha&status=pending&sort=price&page=2': searchReply([second], 30, 2),
      'GET admin/bookings/search?q=asha&status=pending&sort=price&page=1': searchReply([second], 30, 1),
    });
    const { user } = renderPage('/ops/*', { session: opsSession, path: '/ops/bookings?q=asha&status=pending&sort=price&page=2' });

    expect(await screen.findByRole('table', { name: 'Bookings: 30 matching “asha”' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone, name or reference')).toHaveValue('asha');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(screen.getByText(/page 2 of 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText(/page 1 of 2/)).toBeInTheDocument();
    expect(api.requests.at(-1)!.url).toBe('admin/bookings/search?q=asha&status=pending&sort=price&page=1');
  });

  it('says when nothing matches', async () => {
    fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/bookings/search?q=nobody&sort=-booked_at&page=1': searchReply([]) });
    renderPage('/ops/*', { session: opsSession, path: '/ops/bookings?q=nobody' });

    expect(await screen.findByText('No booking matches this search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks again every 30 seconds while visible', async () => {
    jest.useFakeTimers();
    try {
      let rows = [bookingRow];
      fakeApi({ 'GET admin/me': meReply(['support']), 'GET admin/bookings/search?sort=-booked_at&page=1': () => searchReply(rows) });
      renderPage('/ops/*', { session: opsSession, path: '/ops/bookings' });
      expect(await screen.findByRole('table', { name: 'Bookings: 1' })).toBeInTheDocument();
      rows = [bookingRow, second];
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(await screen.findByRole('table', { name: 'Bookings: 2' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
