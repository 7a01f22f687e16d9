import { act, screen } from '@testing-library/react';
import { createTestLiveEvents } from '@servenear/shared/test-host';
import { fakeApi } from '@servenear/shared/testing';
import { bookingRow, searchReply } from '../../test/bookings';
import { meReply, opsSession, renderPage } from '../../test/renderPage';

const QUEUE = 'GET admin/bookings/search?sort=-booked_at&page=1';
const second = { ...bookingRow, line_id: 41, booking_id: 124, reference: 'SN-000124', customer_name: 'Ravi Shah', status: 'pending' as const, partner_id: null, partner_name: null };

describe('the Bookings queue with the live stream (issue 40)', () => {
  it('reads itself again when the server says the queue changed, and for no other queue', async () => {
    let rows = [bookingRow];
    const api = fakeApi({ 'GET admin/me': meReply(['support']), [QUEUE]: () => searchReply(rows) });
    const live = createTestLiveEvents('open');
    renderPage('/ops/*', { session: opsSession, path: '/ops/bookings', live });
    await screen.findByRole('table', { name: 'Bookings: 1' });

    rows = [second, bookingRow];
    act(() => live.emit({ type: 'queue_changed', data: { queue: 'enquiries' } }));
    act(() => live.emit({ type: 'queue_changed', data: { queue: 'bookings' } }));
    expect(await screen.findByRole('table', { name: 'Bookings: 2' })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.startsWith('admin/bookings/search'))).toHaveLength(2);
  });

  it('polls every 30 s only while the stream is down', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const api = fakeApi({ 'GET admin/me': meReply(['support']), [QUEUE]: searchReply([bookingRow]) });
      const live = createTestLiveEvents('open');
      renderPage('/ops/*', { session: opsSession, path: '/ops/bookings', live });
      await screen.findByRole('table', { name: 'Bookings: 1' });
      const reads = () => api.requests.filter((request) => request.url.startsWith('admin/bookings/search')).length;

      await act(async () => jest.advanceTimersByTimeAsync(61_000));
      expect(reads()).toBe(1);
      act(() => live.setStatus('connecting'));
      await act(async () => jest.advanceTimersByTimeAsync(31_000));
      expect(reads()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
