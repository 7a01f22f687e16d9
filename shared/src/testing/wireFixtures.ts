/**
 * Replies as our server sends them, for tests that feed them through `fakeApi`. One shape per
 * reply, so a wire change is made in one place; each test overrides only what it is about.
 */

/** A cart item as GET user/cartlist sends it (customer §3 'Cart item'), no slot chosen yet. */
export const cartItemReply = (overrides: Record<string, unknown> = {}) => ({
  cart_id: 5,
  service_id: 11,
  name: 'Tap and leak repair',
  work_type: null,
  day_hours: null,
  service_time: null,
  service_date: null,
  working_per_day: 1800,
  working_per_hour: 299,
  cart_price: null,
  image_url: null,
  avergae_ratting: 4.5,
  ...overrides,
});
