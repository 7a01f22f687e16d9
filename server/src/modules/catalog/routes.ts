import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerWire,
  categoryWire,
  categoryWithSubcategoriesWire,
  searchResultWire,
  serviceDetailsWire,
  servicePageWire,
  serviceWire,
  subcategoryWire,
} from '@servenear/shared/wire';
import { envelope, idParams, ok } from '../../http/replies';
import { nearPageQuerySchema, nearQuerySchema, nearSearchQuerySchema, pointQuerySchema } from './coordinates';
import {
  categoryHighlights,
  categoryList,
  categoryWithSubcategories,
  homeBanners,
  popularServices,
  search,
  serviceDetails,
  servicesOfCategory,
  servicesOfSubcategory,
  subcategoriesOf,
} from './service';
import type { ListCache } from './listCache';

export interface CatalogueRoutesOptions {
  nearRadiusKm: number;
  listCache: ListCache;
}

/** The home category carousels and the category each one shows. */
const homeCategorySections = [
  ['/user/industryservices', 1],
  ['/user/retailservices', 2],
  ['/user/homeandpersonal', 3],
  ['/user/gettutoringandconsulting', 4],
] as const;

const serviceList = ok(envelope(z.array(serviceWire)));
const bannerList = { schema: { response: ok(envelope(z.array(bannerWire))) } };

/** Catalogue reads and the home sections (customer §7), all public. */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, options) => {
  const radiusKm = options.nearRadiusKm;
  /** The near-me reads go through the list cache, keyed by the exact path and query string. */
  const cached = <T extends object>(request: FastifyRequest, load: () => Promise<T>) => options.listCache.get(request.url, load);

  app.get('/category', { schema: { response: ok(envelope(z.array(categoryWire))) } }, async () => ({
    status: 200,
    data: await categoryList(app.db),
  }));

  app.get(
    '/subcategory/:categoryId',
    { schema: { params: idParams('categoryId'), response: ok(envelope(z.array(subcategoryWire))) } },
    async (request) => ({ status: 200, data: await subcategoriesOf(app.db, request.params.categoryId) }),
  );

  app.get(
    '/categorylist/:id',
    { schema: { params: idParams('id'), response: ok(envelope(categoryWithSubcategoriesWire)) } },
    async (request) => ({ status: 200, data: await categoryWithSubcategories(app.db, request.params.id) }),
  );

  // A page of the list: data, and next_page beside it (null on the last page).
  app.get(
    '/catlist/service/:categoryId',
    { schema: { params: idParams('categoryId'), querystring: nearPageQuerySchema, response: ok(servicePageWire) } },
    async (request) => ({
      status: 200,
      ...(await cached(request, () => servicesOfCategory(app.db, request.params.categoryId, request.query, radiusKm))),
    }),
  );

  app.get(
    '/sublist/service/:categoryId/:subcategoryId',
    { schema: { params: idParams('categoryId', 'subcategoryId'), querystring: nearPageQuerySchema, response: ok(servicePageWire) } },
    async (request) => {
      const { categoryId, subcategoryId } = request.params;
      return {
        status: 200,
        ...(await cached(request, () => servicesOfSubcategory(app.db, categoryId, subcategoryId, request.query, radiusKm))),
      };
    },
  );

  app.get(
    '/services/search',
    { schema: { querystring: nearSearchQuerySchema, response: ok(envelope(z.array(searchResultWire))) } },
    async (request) => ({ status: 200, data: await cached(request, () => search(app.db, request.query, radiusKm)) }),
  );

  // Details are public: the overlay opens with or without a session, near or not (the point
  // is only checked, as the other reads do).
  const details = { schema: { params: idParams('id'), querystring: nearQuerySchema, response: ok(envelope(serviceDetailsWire)) } };
  for (const path of ['/user/getservice/:id', '/user/getdescription/:id']) {
    app.get(path, details, async (request) => ({ status: 200, data: await serviceDetails(app.db, request.params.id) }));
  }

  app.get('/user/mostpopulerservice', { schema: { querystring: pointQuerySchema, response: serviceList } }, async (request) => ({
    status: 200,
    data: await cached(request, () => popularServices(app.db, request.query.point, radiusKm)),
  }));

  for (const [path, categoryId] of homeCategorySections) {
    app.get(path, { schema: { querystring: nearQuerySchema, response: serviceList } }, async (request) => ({
      status: 200,
      data: await cached(request, () => categoryHighlights(app.db, categoryId, request.query.point, radiusKm)),
    }));
  }

  app.get('/user/topratedservices', bannerList, async () => ({ status: 200, data: await homeBanners(app.db, 'topRated') }));

  app.get('/user/sliderimage', bannerList, async () => ({ status: 200, data: await homeBanners(app.db, 'id') }));
};
