import { useEffect, useState } from 'react';
import { ApiError, bookingApi, type Booking } from '@servenear/shared/api';

export type BookingState = { kind: 'loading' } | { kind: 'not-found' } | { kind: 'failed' } | { kind: 'loaded'; booking: Booking };

/** A positive whole number from the query string, or null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** GET user/getbooking/{id}: a missing or unknown booking is 'not-found', other failures can be retried. */
export function useBooking(bookingId: number | null) {
  const [state, setState] = useState<BookingState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (bookingId === null) {
      setState({ kind: 'not-found' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    bookingApi.booking(bookingId, { signal: controller.signal }).then(
      (booking) => {
        if (!controller.signal.aborted) setState({ kind: 'loaded', booking });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.status === 404 ? { kind: 'not-found' } : { kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [bookingId, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
