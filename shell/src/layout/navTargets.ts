import type { Session } from '@servenear/shared/host';

/** customer §2: for visitors, Categories and Booking History point to /login. A signed-in
 * customer finds the categories on the signed-in home, and the history on its first tab. */
export function categoriesTarget(session: Session | null): string {
  return session ? '/user-home' : '/login';
}

export function bookingHistoryTarget(session: Session | null): string {
  return session ? '/instand-booking' : '/login';
}
