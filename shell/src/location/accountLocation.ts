/**
 * Issue 37: a customer's location belongs to their account. At login (on any browser) the
 * account's point replaces the browser's; an account with none yet takes the point the
 * visitor had chosen here. While signed in, each new point is kept with the account. A visitor's
 * point stays in this browser only (authStore), and stays there after logout.
 * Plain fetch, like the geocoding calls: the landing page must not pay for the API client. The
 * URLs and shapes are the catalogue's (accountLocationEndpoint, saveAccountLocationEndpoint).
 */
import type { Session, StoredLocation } from '@servenear/shared/host';
import type { AccountLocationWire } from '@servenear/shared/wire';
import { useAuthStore } from '../auth/authStore';

const isCustomer = (session: Session | null): session is Session => session?.role === 'user';
const isKnown = ({ latitude, longitude }: StoredLocation) => typeof latitude === 'number' && typeof longitude === 'number';

export async function readAccountLocation(): Promise<StoredLocation | null> {
  const response = await fetch('/api/user/location', { credentials: 'include' });
  if (!response.ok) throw new Error(`Account location answered ${response.status}`);
  const { data } = (await response.json()) as { data: AccountLocationWire };
  return data ? { latitude: data.latitude, longitude: data.longitude, address: data.user_address } : null;
}

export async function keepAccountLocation({ latitude, longitude, address }: StoredLocation): Promise<void> {
  const response = await fetch('/api/user/location', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latitude, longitude, user_address: address }),
  });
  if (!response.ok) throw new Error(`Keeping the location answered ${response.status}`);
}

const logFailure = (error: unknown) => console.error('ServeNear: the account’s location could not be kept', error);

/** From now on: restore the account's point at each login, and keep each new point with it. */
export function syncLocationWithAccount(): () => void {
  // The point just restored from the account is not sent back to it.
  let restored: StoredLocation | null = null;
  return useAuthStore.subscribe((state, previous) => {
    const signedIn = isCustomer(state.session) && state.session.userId !== previous.session?.userId;
    if (signedIn) {
      const here = state.location;
      readAccountLocation().then(
        (kept) => {
          if (kept) {
            restored = kept;
            useAuthStore.getState().setLocation(kept);
          } else if (isKnown(here)) return keepAccountLocation(here);
        },
        logFailure,
      );
      return;
    }
    if (state.location === previous.location || !isCustomer(state.session) || !isKnown(state.location)) return;
    if (restored && state.location === restored) return;
    keepAccountLocation(state.location).catch(logFailure);
  });
}
