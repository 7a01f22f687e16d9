import type { StoredLocation } from '@servenear/shared/host';
import { NEAR_COOKIE } from '@servenear/shared/routes';
import { useAuthStore } from '../auth/authStore';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The stored point in the cookie the server reads for its preloads (NEAR_COOKIE); none, no cookie. */
function writeNearCookie({ latitude, longitude }: StoredLocation): void {
  const known = typeof latitude === 'number' && typeof longitude === 'number';
  document.cookie = known
    ? `${NEAR_COOKIE}=${String(latitude)}:${String(longitude)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`
    : `${NEAR_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Keeps the cookie the same as the stored location, from now on. */
export function mirrorLocationToCookie(): void {
  writeNearCookie(useAuthStore.getState().location);
  useAuthStore.subscribe((state, previous) => {
    if (state.location !== previous.location) writeNearCookie(state.location);
  });
}
