import type { Session } from '@servenear/shared/host';
import { CurrentLocation, renderRemotePage, type RenderRemotePageOptions } from '@servenear/shared/testing';
import App from '../App';

export const customer: Session = { role: 'user', name: 'Asha Verma', userId: 7, phoneNumber: '9876543210', verified: true };

/**
 * This remote's ./App for one route pattern, as the shell mounts it, signed in as a verified
 * customer unless `session` says otherwise. Any other URL shows its path, query and navigation
 * state in `data-testid="location"`; toasts land in `notices`.
 */
export function renderBookingPage(route: string, path: string = route, options: Omit<RenderRemotePageOptions, 'path' | 'elsewhere'> = {}) {
  return renderRemotePage(App, route, { session: customer, ...options, path, elsewhere: <CurrentLocation /> });
}

/**
 * Fixes 'now' (only the Date clock; timers stay real) so date limits and labels are stable:
 * by default 20 Nov 2026, 12:00 in India.
 */
export function fixToday(instant = '2026-11-20T06:30:00Z') {
  jest.useFakeTimers({
    now: new Date(instant),
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}
