import type { Session } from '@servenear/shared/host';

/** customer §2: for visitors, Categories and Booking History point to /login. A signed-in
 * customer gets the category popup for Categories (see the header), and the history's
 * first tab for Booking History. */
export function bookingHistoryTarget(session: Session | null): string {
  return session ? '/instand-booking' : '/login';
}
