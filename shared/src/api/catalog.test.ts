import { ApiError, UNEXPECTED_REPLY, callEndpoint } from '@servenear/shared/api';
import {
  addToCartEndpoint,
  categoriesEndpoint,
  categoryServicesEndpoint,
  homeSectionEndpoints,
  mostPopularEndpoint,
  nearQuery,
  serviceDetailsEndpoint,
  serviceOptionsEndpoint,
  serviceSearchEndpoint,
  sliderBannersEndpoint,
  subcategoryServiceChoicesEndpoint,
  subcategoriesEndpoint,
  subcategoryServicesEndpoint,
  topRatedBannersEndpoint,
} from '@servenear/shared/endpoints';
import { queryKeys } from '@servenear/shared/host';
import { failed, fakeApi, ok } from '@servenear/shared/testing';
import { partnerServiceKeys } from './queries/partnerServices';

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

describe('the catalogue endpoints', () => {
  it('maps categories and subcategories to clean names', async () => {
    fakeApi({
      'GET category': ok([{ id: 1, category_name: 'Industry & Factory', image_url: '/api/images/categories/1.svg' }]),
      'GET subcategory/1': ok([{ id: 4, category_id: 1, name: 'Welding', subcategory_name: 'Welding', image_url: '' }]),
    });
    await expect(callEndpoint(categoriesEndpoint)).resolves.toEqual([
      { id: 1, name: 'Industry & Factory', imageUrl: '/api/images/categories/1.svg' },
    ]);
    await expect(callEndpoint(subcategoriesEndpoint, { params: { categoryId: 1 } })).resolves.toEqual([{ id: 4, categoryId: 1, name: 'Welding', imageUrl: null }]);
  });

  it('sends latitude and longitude only when both are known', async () => {
    const { requests } = fakeApi({
      'GET sublist/service/3/9?latitude=12.97&longitude=77.59': { status: 200, body: { status: 200, data: [serviceWire], next_page: null } },
      'GET sublist/service/3/9': { status: 200, body: { status: 200, data: [], next_page: null } },
      'GET catlist/service/3': { status: 200, body: { status: 200, data: [], next_page: null } },
    });
    const subcategory = { categoryId: 3, subcategoryId: 9 };
    const { services: [service], nextPage } = await callEndpoint(subcategoryServicesEndpoint, { params: subcategory, query: nearQuery({ latitude: 12.97, longitude: 77.59 }) });
    await callEndpoint(subcategoryServicesEndpoint, { params: subcategory, query: nearQuery({ latitude: 12.97, longitude: null }) });
    await callEndpoint(categoryServicesEndpoint, { params: { categoryId: 3 } });
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
    const category = { categoryId: 3 };
    const second = await callEndpoint(categoryServicesEndpoint, { params: category, query: { ...nearQuery({ latitude: 12.97, longitude: 77.59 }), page: 2 } });
    const third = await callEndpoint(categoryServicesEndpoint, { params: category, query: { ...nearQuery(), page: 3 } });
    expect(second.nextPage).toBe(3);
    expect(third.nextPage).toBeNull();
    expect(second.services.map((service) => service.id)).toEqual([11]);
    expect(requests.map((request) => request.url)).toEqual(['catlist/service/3?latitude=12.97&longitude=77.59&page=2', 'catlist/service/3?page=3']);
  });

  it('reads any servicetype but service as enquiry-type', async () => {
    fakeApi({ 'GET catlist/service/2': { status: 200, body: { status: 200, data: [{ ...serviceWire, servicetype: 'enquiry', average_rating: 3.2, avergae_ratting: 3.2 }], next_page: null } } });
    const { services: [service] } = await callEndpoint(categoryServicesEndpoint, { params: { categoryId: 2 } });
    expect(service).toMatchObject({ bookable: false, averageRating: 3.2 });
  });

  it('refuses a service without what our server always sends (average_rating) as an unexpected reply', async () => {
    fakeApi({ 'GET catlist/service/2': { status: 200, body: { status: 200, data: [{ ...serviceWire, average_rating: undefined }], next_page: null } } });
    await expect(callEndpoint(categoryServicesEndpoint, { params: { categoryId: 2 } })).rejects.toMatchObject({ status: 200, message: UNEXPECTED_REPLY });
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
    await expect(callEndpoint(serviceDetailsEndpoint, { params: { id: 11 } })).resolves.toMatchObject({
      id: 11,
      mediaUrls: ['/api/images/a.svg', '/api/images/b.svg'],
      reviews: [{ name: 'Ravi', comment: 'Quick and tidy.', createdAt: '2025-03-02T10:00:00Z', rating: 5 }],
      ratingCounts: { '5': 1, '4': 1, '3': 0, '2': 0, '1': 0 },
    });
  });

  it("rejects an unknown service with the server's 404 message", async () => {
    fakeApi({ 'GET user/getservice/999': failed(404, 'Failed to load product data') });
    await expect(callEndpoint(serviceDetailsEndpoint, { params: { id: 999 } })).rejects.toMatchObject({ status: 404, message: 'Failed to load product data' });
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

describe('the search endpoint', () => {
  it('sends the query with the point and maps matches, keeping a missing id as unknown', async () => {
    const { requests } = fakeApi({
      'GET services/search?query=tap+r&latitude=13.08&longitude=80.27': ok([
        { id: 11, name: 'Tap repair', category_id: 3, subcategory_id: 9, category_name: 'Home & Personal', subcategory_name: 'Plumbing' },
        { id: 12, name: 'Tap fitting', category_id: 3, subcategory_id: 0, category_name: 'Home & Personal', subcategory_name: '' },
      ]),
      'GET services/search?query=tap': ok([]),
    });
    const matches = await callEndpoint(serviceSearchEndpoint, { query: { query: 'tap r', ...nearQuery({ latitude: 13.08, longitude: 80.27 }) } });
    await callEndpoint(serviceSearchEndpoint, { query: { query: 'tap', ...nearQuery({ latitude: null, longitude: null }) } });
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

describe('the home endpoints', () => {
  it('ask for a section and the most popular near the point, and map their cards', async () => {
    const { requests } = fakeApi({
      'GET user/retailservices': ok([serviceWire]),
      'GET user/mostpopulerservice?latitude=13.08&longitude=80.27': ok([{ ...serviceWire, id: 12 }]),
    });
    const [section] = await callEndpoint(homeSectionEndpoints.retailservices, { query: nearQuery({ latitude: 13.08, longitude: null }) });
    const [popular] = await callEndpoint(mostPopularEndpoint, { query: nearQuery({ latitude: 13.08, longitude: 80.27 }) });
    expect(section).toMatchObject({ id: 11, bookable: true, perDay: 1800, about: 'Fixes leaks. Replaces taps.' });
    expect(popular).toMatchObject({ id: 12 });
    expect(requests.map((request) => request.url)).toEqual(['user/retailservices', 'user/mostpopulerservice?latitude=13.08&longitude=80.27']);
  });

  it('map banners, a slide without a picture or colour as none', async () => {
    const slide = { id: 1, image_url: '', title: 'Monsoon offers', description: 'Plumbing at half price', color: '' };
    const { requests } = fakeApi({
      'GET user/sliderimage': ok([slide]),
      'GET user/topratedservices': ok([{ ...slide, id: 2, image_url: '/api/images/banners/2.svg', color: '#ffe' }]),
    });
    await expect(callEndpoint(sliderBannersEndpoint)).resolves.toEqual([{ id: 1, imageUrl: null, title: 'Monsoon offers', description: 'Plumbing at half price', color: null }]);
    await expect(callEndpoint(topRatedBannersEndpoint)).resolves.toMatchObject([{ id: 2, imageUrl: '/api/images/banners/2.svg', color: '#ffe' }]);
    expect(requests.map((request) => request.url)).toEqual(['user/sliderimage', 'user/topratedservices']);
  });
});

describe('the catalogue endpoints’ query keys', () => {
  it('are the host contract’s keys, a point without both coordinates as none', () => {
    const near = { latitude: 13.08, longitude: 80.27 };
    const key = <Target>(endpoint: { key?: (target: Target) => readonly unknown[] }, target: Target) => endpoint.key?.(target);
    expect(key(categoriesEndpoint, {})).toEqual(queryKeys.catalog.categories());
    expect(key(subcategoriesEndpoint, { params: { categoryId: 3 } })).toEqual(queryKeys.catalog.subcategories(3));
    expect(key(categoryServicesEndpoint, { params: { categoryId: 3 }, query: nearQuery(near) })).toEqual(queryKeys.catalog.services(3, null, near));
    expect(key(subcategoryServicesEndpoint, { params: { categoryId: 3, subcategoryId: 9 }, query: nearQuery({ latitude: 13.08, longitude: null }) })).toEqual(
      queryKeys.catalog.services(3, 9, { latitude: null, longitude: null }),
    );
    expect(key(serviceSearchEndpoint, { query: { query: 'tap', ...nearQuery(near) } })).toEqual(queryKeys.catalog.search('tap', near));
    expect(key(serviceDetailsEndpoint, { params: { id: 11 }, query: nearQuery() })).toEqual(queryKeys.catalog.serviceDetails(11));
    expect(key(mostPopularEndpoint, { query: nearQuery(near) })).toEqual(queryKeys.catalog.mostPopular(near));
    expect(key(homeSectionEndpoints.homeandpersonal, { query: nearQuery(near) })).toEqual(queryKeys.catalog.homeSection('homeandpersonal', near));
    expect(key(sliderBannersEndpoint, {})).toEqual(queryKeys.catalog.banners('slider'));
    expect(key(topRatedBannersEndpoint, {})).toEqual(queryKeys.catalog.banners('top-rated'));
    expect(key(serviceOptionsEndpoint, {})).toEqual(queryKeys.catalog.serviceOptions());
    expect(key(subcategoryServiceChoicesEndpoint, { params: { subcategoryId: 9 } })).toEqual(partnerServiceKeys.choices(9));
  });
});
