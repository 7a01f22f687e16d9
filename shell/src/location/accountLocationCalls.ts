/**
 * The account's location calls and the login's rule (issue 37, decision 0052), loaded from
 * accountLocation.ts only when a customer signs in or moves while signed in: no page's first
 * visit pays for them. Plain fetch, like the geocoding calls; the URLs and shapes are the
 * catalogue's (accountLocationEndpoint, saveAccountLocationEndpoint).
 */
import type { StoredLocation } from '@servenear/shared/host';
import type { AccountLocationWire } from '@servenear/shared/wire';
import { useAuthStore } from '../auth/authStore';

const isKnown = ({ latitude, longitude }: StoredLocation) => typeof latitude === 'number' && typeof longitude === 'number';

function answered(response: Response): Response {
  if (!response.ok) throw new Error(`The account’s location answered ${response.status}`);
  return response;
}

async function readAccountLocation(): Promise<AccountLocationWire> {
  return ((await answered(await fetch('/api/user/location', { credentials: 'include' })).json()) as { data: AccountLocationWire }).data;
}

async function keepAccountLocation({ latitude, longitude, address }: StoredLocation): Promise<void> {
  answered(
    await fetch('/api/user/location', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latitude, longitude, user_address: address }),
    }),
  );
}

/**
 * Whether the browser's point is newer than the account's: a point with no time (found by the
 * browser, not chosen, or stored by an older version; or an account's from an older server)
 * counts as older, and with neither timed the account's wins, as before.
 */
export function browserPointIsNewer(chosenAt: number | null, keptAt: number | null): boolean {
  return chosenAt !== null && (keptAt === null || chosenAt > keptAt);
}

const logFailure = (error: unknown) => console.error('ServeNear: the account’s location could not be kept', error);

// The point just restored from the account is not sent back to it.
let restored: StoredLocation | null = null;

/**
 * At login, the point chosen most recently wins: this browser's (then kept with the account, as
 * is any point here when the account has none) or the account's (then stored here, with its time).
 */
export function settleAtLogin(here: StoredLocation, chosenAt: number | null): Promise<void> {
  return readAccountLocation()
    .then((kept) => {
      // An unreadable or missing time (NaN) is none.
      const keptAt = kept && (Date.parse(kept.kept_at ?? '') || null);
      if (isKnown(here) && (!kept || browserPointIsNewer(chosenAt, keptAt))) return keepAccountLocation(here);
      if (kept) {
        restored = { latitude: kept.latitude, longitude: kept.longitude, address: kept.user_address };
        useAuthStore.getState().setLocation(restored, keptAt);
      }
    })
    .catch(logFailure);
}

/** While signed in: a new point is kept with the account (not the one just restored from it). */
export function keepNewPoint(location: StoredLocation): void {
  if (location !== restored && isKnown(location)) keepAccountLocation(location).catch(logFailure);
}
