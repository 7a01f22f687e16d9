/** @jest-environment node */
import { renderPage } from '../../ssr';

// Written out here: the test helpers' module (test/renderPage.tsx) needs a document.
const customer = { role: 'user', name: 'Asha Verma', userId: 7, phoneNumber: '9876543210', verified: true } as const;
const detailsWire = {
  id: 11,
  name: 'Tap and leak repair',
  servicetype: 'service',
  image_url: '/api/images/services/11.svg',
  category_id: 3,
  subcategory_id: 9,
  average_rating: 4.4,
  avergae_ratting: 4.4,
  total_reviews: 0,
  working_per_day: 1800,
  working_per_hour: 299,
  about_us: 'Fixes leaking taps and pipes.',
  overview: 'Plumbing at home',
  media_urls: [],
  reviews: [],
  rating_counts: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 },
};

// The server has no window: the service's share links are drawn with the path alone (the browser
// completes them once hydrated, ServiceDetailsDialog.test.tsx), and nothing of the page is lost.
it('draws a service’s page on the server, share links included', async () => {
  const onError = jest.fn();
  const { html } = await renderPage({
    path: '/enquiry-product-description?id=11',
    route: '/enquiry-product-description',
    session: customer,
    location: { latitude: null, longitude: null, address: null },
    viewportWidth: 412,
    read: async ({ url }) =>
      url === '/api/user/getservice/11'
        ? { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status: 200, data: detailsWire }) }
        : { status: 404, headers: {}, body: '{}' },
    onError,
  });

  expect(onError).not.toHaveBeenCalled();
  expect(html).toContain('Tap and leak repair');
  expect(html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('/service-popup?id=11')}`);
});
