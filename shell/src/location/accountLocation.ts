/**
 * Issue 37: a customer's location belongs to their account. At login (on any browser) the point
 * chosen most recently wins (decision 0052): the browser's, when the visitor chose it after the
 * account kept its own (it is then kept with the account), else the account's; an account with
 * none yet takes the point the visitor had here. While signed in, each new point is kept with the
 * account. A visitor's point stays in this browser only (authStore), and stays there after logout.
 * Only the watching is here: the calls and the rule (accountLocationCalls.ts) load when needed.
 */
import type { Session } from '@servenear/shared/host';
import { useAuthStore } from '../auth/authStore';

const isCustomer = (session: Session | null): session is Session => session?.role === 'user';
const calls = () => import(/* webpackChunkName: "account-location" */ './accountLocationCalls');

/** From now on: at each login settle the browser's and the account's points, and keep each new point with the account. */
export function syncLocationWithAccount(): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (isCustomer(state.session) && state.session.userId !== previous.session?.userId) {
      const { location, locationChosenAt } = state;
      void calls().then(({ settleAtLogin }) => settleAtLogin(location, locationChosenAt));
    } else if (state.location !== previous.location && isCustomer(state.session)) {
      const { location } = state;
      void calls().then(({ keepNewPoint }) => keepNewPoint(location));
    }
  });
}
