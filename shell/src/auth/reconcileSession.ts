import { useAuthStore } from './authStore';
import { getSession } from './sessionApi';

/**
 * Asks the server whose session the cookie holds and makes the stored copy agree: at start, and
 * when the live stream is refused (the session was revoked, e.g. signed out in another tab).
 */
export function reconcileSession(): void {
  const { signIn, clear } = useAuthStore.getState();
  getSession().then(
    (current) => (current ? signIn(current) : clear()),
    (error: unknown) => console.error('ServeNear: the session could not be checked', error),
  );
}
