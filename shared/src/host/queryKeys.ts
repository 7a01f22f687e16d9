/** A point to list services near, as the catalogue calls take it. */
interface NearPoint {
  latitude: number | null;
  longitude: number | null;
}

/** A point as part of a key: both coordinates, or nulls when the customer has none stored. */
const point = (near?: NearPoint) => ({ latitude: near?.latitude ?? null, longitude: near?.longitude ?? null });

/**
 * Every query's key, named by what it holds (docs/architecture.md §5). The keys are part of
 * the host contract: the shell and every remote must agree on them for one app's write to
 * refresh another's view, so they are versioned with it. A write invalidates by
 * the widest key that covers what it changed: adding to the cart invalidates `cart.all`, so
 * the header's count and the cart page both ask again, whichever remote drew them.
 *
 * Keys of the signed-in person's data start with `account`, `cart`, `bookings` or `partner`:
 * the shell drops them when the session changes, so the next person never sees them.
 */
export const queryKeys = {
  catalog: {
    all: ['catalog'] as const,
    categories: () => ['catalog', 'categories'] as const,
    subcategories: (categoryId: number) => ['catalog', 'subcategories', categoryId] as const,
    services: (categoryId: number, subcategoryId: number | null, near: NearPoint) =>
      ['catalog', 'services', { categoryId, subcategoryId, ...point(near) }] as const,
    search: (query: string, near?: NearPoint) => ['catalog', 'search', { query, ...point(near) }] as const,
    serviceDetails: (serviceId: number, near?: NearPoint) => ['catalog', 'service', serviceId, point(near)] as const,
    banners: (kind: 'slider' | 'top-rated') => ['catalog', 'banners', kind] as const,
    mostPopular: (near: NearPoint) => ['catalog', 'most-popular', point(near)] as const,
    homeSection: (section: string, near?: NearPoint) => ['catalog', 'home-section', section, point(near)] as const,
    serviceOptions: () => ['catalog', 'service-options'] as const,
    // Issue 37: where verified partners work, named to a place we do not serve.
    servedCities: (near?: NearPoint) => ['catalog', 'served-cities', point(near)] as const,
  },
  cart: {
    all: ['cart'] as const,
    count: () => ['cart', 'count'] as const,
    items: () => ['cart', 'items'] as const,
  },
  bookings: {
    all: ['bookings'] as const,
    open: () => ['bookings', 'open'] as const,
    completed: () => ['bookings', 'completed'] as const,
    cancelled: () => ['bookings', 'cancelled'] as const,
    one: (bookingId: number) => ['bookings', 'one', bookingId] as const,
  },
  account: {
    all: ['account'] as const,
    profile: () => ['account', 'profile'] as const,
    // Under `account`: one person's, so the shell drops it when the session changes.
    notifications: () => ['account', 'notifications'] as const,
    // Issue 37, under `account`: the saved addresses of the location popup.
    addresses: () => ['account', 'addresses'] as const,
  },
  partner: {
    all: ['partner'] as const,
    profile: () => ['partner', 'profile'] as const,
    // Under `partner`: the partner's bell, /notification-popup and /employee-notification.
    notifications: () => ['partner', 'notifications'] as const,
    // Under `partner`: the places the partner works from (the work-area page).
    workAreas: () => ['partner', 'work-areas'] as const,
    // Under `partner`: one month's earnings (null: every month), and one line's invoice.
    earnings: (month: string | null) => ['partner', 'earnings', month] as const,
    invoice: (lineId: number) => ['partner', 'invoice', lineId] as const,
    // Under `partner`: the booking tabs (open, completed, cancelled); a job's action invalidates them all.
    bookings: (tab?: 'open' | 'completed' | 'cancelled') => (tab ? (['partner', 'bookings', tab] as const) : (['partner', 'bookings'] as const)),
  },
  pages: {
    page: (slug: string) => ['pages', slug] as const,
  },
} as const;

/** The first parts of the keys that hold one signed-in person's data. */
export const personalKeyRoots: readonly string[] = [queryKeys.account.all[0], queryKeys.cart.all[0], queryKeys.bookings.all[0], queryKeys.partner.all[0]];
