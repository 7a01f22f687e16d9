import { ApiError, callEndpoint, catalogApi } from '@servenear/shared/api';
import { addToCartEndpoint } from '@servenear/shared/endpoints';
import { failed, fakeApi, ok } from '@servenear/shared/testing';

const serviceWire = {
  id: 11,
  name: 'Tap and leak repair',
  servicetype: 'service',
  image_url: '/api/images/services/11.svg',
  category_id: 3,
  subcategory_id: 9,
  average_rating: 4.5,
  avergae_ratting: 4.5,
  total_reviews: 2,
  working_per_day: 1800,
  working_per_hour: 299,
  about_us: 'Fixes leaks. Replaces taps.',
  overview: 'Plumbing at home',
};

describe('catalogApi', () => {
  it('maps categories and subcategories to clean names', async () => {
    fakeApi({
      'GET category': ok([{ id: 1, category_name: 'Industry & Factory', image_url: '/api/images/categories/1.svg' }]),
      'GET subcategory/1': ok([{ id: 4, category_id: 1, name: 'Welding', subcategory_name: 'Welding', image_url: null }]),
    });
    await expect(catalogApi.categories()).resolves.toEqual([
      { id: 1, name: 'Industry & Factory', imageUrl: '/api/images/categories/1.svg' },
    ]);
    await expect(catalogApi.subcategories(1)).resolves.toEqual([{ id: 4, categoryId: 1, name: 'Welding', imageUrl: null }]);
  });

  it('sends latitude and longitude only when both are known', async () => {
    const { requests } = fakeApi({
      'GET sublist/service/3/9?latitude=12.97&longitude=77.59': ok([serviceWire]),
      'GET sublist/service/3/9': ok([]),
      'GET catlist/service/3': ok([]),
    });
    const { services: [service], nextPage } = await catalogApi.servicesOfSubcategory(3, 9, { latitude: 12.97, longitude: 77.59 });
    await catalogApi.servicesOfSubcategory(3, 9, { latitude: 12.97, longitude: null });
    await catalogApi.servicesOfCategory(3);
    expect(requests.map((request) => request.url)).toEqual([
      'sublist/service/3/9?latitude=12.97&longitude=77.59',
      'sublist/service/3/9',
      'catlist/service/3',
    ]);
    expect(nextPage).toBeNull();
    expect(service).toEqual({
      id: 11,
      name: 'Tap and leak repair',
      bookable: true,
      imageUrl: '/api/images/services/11.svg',
      categoryId: 3,
      subcategoryId: 9,
      averageRating: 4.5,
      totalReviews: 2,
      perDay: 1800,
      perHour: 299,
      about: 'Fixes leaks. Replaces taps.',
      overview: 'Plumbing at home',
    });
  });

  it('asks for a later page and reads next_page beside the list', async () => {
    const { requests } = fakeApi({
      'GET catlist/service/3?latitude=12.97&longitude=77.59&page=2': { status: 200, body: { status: 200, data: [serviceWire], next_page: 3 } },
      'GET catlist/service/3?page=3': { status: 200, body: { status: 200, data: [serviceWire], next_page: null } },
    });
    const second = await catalogApi.servicesOfCategory(3, { latitude: 12.97, longitude: 77.59 }, { page: 2 });
    const third = await catalogApi.servicesOfCategory(3, undefined, { page: 3 });
    expect(second.nextPage).toBe(3);
    expect(third.nextPage).toBeNull();
    expect(second.services.map((service) => service.id)).toEqual([11]);
    expect(requests.map((request) => request.url)).toEqual(['catlist/service/3?latitude=12.97&longitude=77.59&page=2', 'catlist/service/3?page=3']);
  });

  it('reads the misspelt avergae_ratting when average_rating is missing, and any other type as enquiry', async () => {
    fakeApi({ 'GET catlist/service/2': ok([{ ...serviceWire, servicetype: 'enquiry', average_rating: undefined, avergae_ratting: 3.2 }]) });
    const { services: [service] } = await catalogApi.servicesOfCategory(2);
    expect(service).toMatchObject({ bookable: false, averageRating: 3.2 });
  });

  it('maps service details with media, reviews and rating counts', async () => {
    fakeApi({
      'GET user/getservice/11': ok({
        ...serviceWire,
        media_urls: ['/api/images/a.svg', '/api/images/b.svg'],
        reviews: [{ name: 'Ravi', comment: 'Quick and tidy.', created_at: '2025-03-02T10:00:00Z', rating: 5 }],
        rating_counts: { '5': 1, '4': 1, '3': 0, '2': 0, '1': 0 },
      }),
    });
    await expect(catalogApi.serviceDetails(11)).resolves.toMatchObject({
      id: 11,
      mediaUrls: ['/api/images/a.svg', '/api/images/b.svg'],
      reviews: [{ name: 'Ravi', comment: 'Quick and tidy.', createdAt: '2025-03-02T10:00:00Z', rating: 5 }],
      ratingCounts: { '5': 1, '4': 1, '3': 0, '2': 0, '1': 0 },
    });
  });

  it("rejects an unknown service with the server's 404 message", async () => {
    fakeApi({ 'GET user/getservice/999': failed(404, 'Failed to load product data') });
    await expect(catalogApi.serviceDetails(999)).rejects.toMatchObject({ status: 404, message: 'Failed to load product data' });
  });
});

describe('the add-to-cart endpoint', () => {
  it('posts the service id and returns the message and new count', async () => {
    const { requests } = fakeApi({
      'POST user/addtocart': { status: 200, body: { status: 200, message: 'Service added to cart', cartCount: 3 } },
    });
    await expect(callEndpoint(addToCartEndpoint, { body: { serviceId: 11 } })).resolves.toEqual({ message: 'Service added to cart', cartCount: 3 });
    expect(requests[0]).toEqual({ method: 'POST', url: 'user/addtocart', body: { serviceId: 11 } });
  });

  it('rejects a refusal with its status and message', async () => {
    fakeApi({ 'POST user/addtocart': failed(409, 'Service already in cart') });
    const error = await callEndpoint(addToCartEndpoint, { body: { serviceId: 11 } }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Service already in cart' });
  });
});

describe('catalogApi.search', () => {
  it('sends the query with the point and maps matches, keeping a missing id as unknown', async () => {
    const { requests } = fakeApi({
      'GET services/search?query=tap+r&latitude=13.08&longitude=80.27': ok([
        { id: 11, name: 'Tap repair', category_id: 3, subcategory_id: 9, category_name: 'Home & Personal', subcategory_name: 'Plumbing' },
        { id: 12, name: 'Tap fitting', category_id: 3, subcategory_id: null, category_name: 'Home & Personal', subcategory_name: '' },
      ]),
      'GET services/search?query=tap': ok([]),
    });
    const matches = await catalogApi.search('tap r', { latitude: 13.08, longitude: 80.27 });
    await catalogApi.search('tap', { latitude: null, longitude: null });
    expect(matches).toEqual([
      { id: 11, name: 'Tap repair', categoryId: 3, subcategoryId: 9, categoryName: 'Home & Personal', subcategoryName: 'Plumbing' },
      { id: 12, name: 'Tap fitting', categoryId: 3, subcategoryId: null, categoryName: 'Home & Personal', subcategoryName: '' },
    ]);
    expect(requests.map((request) => request.url)).toEqual([
      'services/search?query=tap+r&latitude=13.08&longitude=80.27',
      'services/search?query=tap',
    ]);
  });
});
