import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HostContext, TestHost, useHost, type Notice, type Session, type StoredLocation } from '@servenear/shared/host';
import App from '../../../App';

/** Shows the router's current path, query and navigation state. */
function WhereAmI() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

/** The test host with a refreshCartCount a test can watch. */
function WatchedHost({ refreshCartCount, children }: { refreshCartCount: () => Promise<void>; children: ReactNode }) {
  const host = useHost();
  return <HostContext.Provider value={{ ...host, refreshCartCount }}>{children}</HostContext.Provider>;
}

export interface RenderBookingPageOptions {
  session?: Session | null;
  location?: StoredLocation;
  /** react-router navigation state of the opened URL. */
  state?: unknown;
  fakeTimers?: boolean;
}

/**
 * This remote's ./App for one route pattern, as the shell mounts it. Any other URL shows its
 * path, query and navigation state in `data-testid="location"`; toasts land in `notices`.
 */
export function renderBookingPage(route: string, path: string = route, { session = customer, location, state, fakeTimers = false }: RenderBookingPageOptions = {}) {
  const notices: Notice[] = [];
  const refreshCartCount = jest.fn(async () => undefined);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const entry = state === undefined ? path : { pathname: path, state };
  const view = render(
    <TestHost notices={notices} session={session} location={location}>
      <WatchedHost refreshCartCount={refreshCartCount}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={route} element={<App route={route} />} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </WatchedHost>
    </TestHost>,
  );
  return { ...view, notices, user, refreshCartCount };
}

export const customer: Session = { role: 'user', name: 'Asha Verma', userId: 7, phoneNumber: '9876543210', verified: true };

export const profileWire = {
  id: 7,
  name: 'Asha Verma',
  mobile: '9876543210',
  email: 'asha@example.in',
  address: '12 MG Road, Pune',
  image_url: null,
  is_verified: 1,
  role: 'user',
};

/** A cart item as GET user/cartlist sends it, nothing chosen yet. */
export const cartItemWire = (overrides: Record<string, unknown> = {}) => ({
  cart_id: 31,
  service_id: 11,
  name: 'Tap and leak repair',
  work_type: null,
  day_hours: null,
  service_time: null,
  service_date: null,
  working_per_day: 1800,
  working_per_hour: 299,
  cart_price: null,
  image_url: '/api/images/services/11.svg',
  avergae_ratting: 4.4,
  ...overrides,
});

/** A service as GET user/getservice/{id} sends it. */
export const serviceWire = (overrides: Record<string, unknown> = {}) => ({
  id: 11,
  name: 'Tap and leak repair',
  servicetype: 'service',
  image_url: '/api/images/services/11.svg',
  category_id: 3,
  subcategory_id: 9,
  average_rating: 4.4,
  avergae_ratting: 4.4,
  total_reviews: 3,
  working_per_day: 1800,
  working_per_hour: 299,
  about_us: 'Fixes leaking taps and pipes. Replaces worn washers.',
  overview: 'Plumbing at home',
  media_urls: [],
  reviews: [],
  rating_counts: {},
  ...overrides,
});

/** A booking as GET user/getbooking/{id} sends it. */
export const bookingWire = (overrides: Record<string, unknown> = {}) => ({
  id: 501,
  booking_id: 'SN-000501',
  created_at: '2026-11-20T10:00:00Z',
  details: [
    {
      id: 901,
      service_id: 11,
      service_name: 'Tap and leak repair',
      work_type: 'hour',
      day_hours: 2,
      service_date: '2026-11-25',
      service_time: '09:30',
      price: 598,
      working_per_day: 1800,
      working_per_hour: 299,
      image_url: null,
      avergae_ratting: 4.4,
      status: 'pending',
      completed_status: 0,
      total_reviews: 3,
    },
    {
      id: 902,
      service_id: 12,
      service_name: 'Shelf picking crew',
      work_type: 'day',
      day_hours: 1,
      service_date: '2026-11-26',
      service_time: '14:00',
      price: 2500,
      working_per_day: 2500,
      working_per_hour: null,
      image_url: '/api/images/services/12.svg',
      avergae_ratting: 0,
      status: 'pending',
      completed_status: 0,
      total_reviews: 0,
    },
  ],
  total_amount: 3098,
  payment_status: 0,
  name: 'Asha Verma',
  mobile: '9876543210',
  email: 'asha@example.in',
  address: '12 MG Road, Pune',
  description: '',
  ...overrides,
});

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
