import type { FastifyReply, FastifyRequest } from 'fastify';
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
  type CardsJson,
  type ServicePage,
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

/**
 * Sends a reply written as JSON text. Fastify passes a string with a JSON content type through
 * as it is: the cards inside were written straight from the database's rows (CardsJson). The
 * route's response schema still describes the reply (the OpenAPI document); routes.test.ts
 * holds each card to the details overlay's fields, which the serializer writes.
 */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

const pageJson = (page: ServicePage) => `{"status":200,"data":${page.data},"next_page":${JSON.stringify(page.next_page)}}`;
const cardsReplyJson = (cards: CardsJson) => `{"status":200,"data":${cards}}`;

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
    async (request, reply) =>
      sendJson(reply, pageJson(await cached(request, () => servicesOfCategory(app.db, request.params.categoryId, request.query, radiusKm)))),
  );

  app.get(
    '/sublist/service/:categoryId/:subcategoryId',
    { schema: { params: idParams('categoryId', 'subcategoryId'), querystring: nearPageQuerySchema, response: ok(servicePageWire) } },
    async (request, reply) => {
      const { categoryId, subcategoryId } = request.params;
      return sendJson(reply, pageJson(await cached(request, () => servicesOfSubcategory(app.db, categoryId, subcategoryId, request.query, radiusKm))));
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

  app.get('/user/mostpopulerservice', { schema: { querystring: pointQuerySchema, response: serviceList } }, async (request, reply) =>
    sendJson(reply, cardsReplyJson(await cached(request, () => popularServices(app.db, request.query.point, radiusKm)))),
  );

  for (const [path, categoryId] of homeCategorySections) {
    app.get(path, { schema: { querystring: nearQuerySchema, response: serviceList } }, async (request, reply) =>
      sendJson(reply, cardsReplyJson(await cached(request, () => categoryHighlights(app.db, categoryId, request.query.point, radiusKm)))),
    );
  }

  app.get('/user/topratedservices', bannerList, async () => ({ status: 200, data: await homeBanners(app.db, 'topRated') }));

  app.get('/user/sliderimage', bannerList, async () => ({ status: 200, data: await homeBanners(app.db, 'id') }));
};
