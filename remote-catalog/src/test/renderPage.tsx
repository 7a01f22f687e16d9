import type { Session, StoredLocation } from '@servenear/shared/host';
import { CurrentLocation, renderRemotePage, type FakeReply } from '@servenear/shared/testing';
import App from '../App';

// Browsers draw <wbr> inline, so 'Tutor/<wbr>Consultancies' (components/categories
// CategoryName) is named 'Tutor/Consultancies', as a person reads it. jsdom has no display
// for <wbr>, and the accessible-name code then puts a space on each side of it: the browsers'
// rule, for every page and widget test.
const wbrInline = document.createElement('style');
wbrInline.textContent = 'wbr { display: inline; }';
document.head.append(wbrInline);

export interface RenderPageOptions {
  session?: Session | null;
  location?: StoredLocation;
  fakeTimers?: boolean;
  /** react-router navigation state of the opened URL (a page opened with {serviceId}). */
  state?: unknown;
}

/**
 * This remote's ./App for one route pattern, as the shell mounts it. Any other URL shows
 * its path, query and navigation state in `data-testid="location"`.
 */
export function renderPage(route: string, path: string, options: RenderPageOptions = {}) {
  return renderRemotePage(App, route, { ...options, path, elsewhere: <CurrentLocation /> });
}

export const customer: Session = { role: 'user', name: 'Asha Verma', userId: 7, phoneNumber: '9876543210', verified: true };

export const categoriesWire = [
  { id: 1, category_name: 'Industry & Factory', image_url: '/api/images/categories/1.svg' },
  { id: 2, category_name: 'Retail & Shop', image_url: '/api/images/categories/2.svg' },
  { id: 3, category_name: 'Home & Personal', image_url: '' },
  { id: 4, category_name: 'Tutor/Consultancies', image_url: '/api/images/categories/4.svg' },
];

export const subcategoryWire = (id: number, categoryId: number, name: string) => ({
  id,
  category_id: categoryId,
  name,
  subcategory_name: name,
  image_url: '',
});

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
  about_us: 'Fixes leaking taps and pipes. Replaces worn washers and cartridges.  Checks the water pressure.',
  overview: 'Plumbing at home',
  ...overrides,
});

/** A page of a category or subcategory list: the cards, and the page after it (null on the last). */
export const servicePage = (services: unknown[], nextPage: number | null = null): FakeReply => ({
  status: 200,
  body: { status: 200, data: services, next_page: nextPage },
});

/** Nobody rated it yet: every star counted 0, as the server sends it. */
export const noRatings = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };

export const detailsWire = (overrides: Record<string, unknown> = {}) => ({
  ...serviceWire(),
  media_urls: ['/api/images/m1.svg', '/api/images/m2.svg', '/api/images/m3.svg', '/api/images/m4.svg'],
  reviews: [
    { name: 'Ravi Kumar', comment: 'Quick and tidy.', created_at: '2025-03-02T10:00:00Z', rating: 5 },
    { name: 'Meena S', comment: 'Came on time.', created_at: '2025-02-11T09:30:00Z', rating: 4 },
    { name: 'Arjun P', comment: 'Fine work.', created_at: '2025-01-20T12:00:00Z', rating: 4 },
  ],
  rating_counts: { '5': 1, '4': 2, '3': 0, '2': 0, '1': 0 },
  ...overrides,
});
