import { bookingApi } from '@servenear/shared/api';
import { useRecord } from '../../ui/useRecord';

/** A positive whole number from the query string, or null. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** GET user/getbooking/{id}: a missing or unknown booking is 'not-found', other failures can be retried. */
export function useBooking(bookingId: number | null) {
  return useRecord(bookingId === null ? null : (options) => bookingApi.booking(bookingId, options), [bookingId]);
}
