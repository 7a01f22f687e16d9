import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesEndpoint,
  categoryServicesEndpoint,
  categoryWithSubcategoriesEndpoint,
  homeSectionEndpoints,
  mostPopularEndpoint,
  serviceDescriptionEndpoint,
  serviceDetailsEndpoint,
  serviceSearchEndpoint,
  sliderBannersEndpoint,
  subcategoriesEndpoint,
  subcategoryServicesEndpoint,
  topRatedBannersEndpoint,
} from '@servenear/shared/endpoints';
import { routeOf } from '../../http/endpointRoute';
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
  [homeSectionEndpoints.industryservices, 1],
  [homeSectionEndpoints.retailservices, 2],
  [homeSectionEndpoints.homeandpersonal, 3],
  [homeSectionEndpoints.gettutoringandconsulting, 4],
] as const;

/**
 * Sends a reply written as JSON text. Fastify passes a string with a JSON content type through
 * as it is: the cards inside were written straight from the database's rows (CardsJson). The
 * route's response schema still describes the reply (the OpenAPI document); routes.test.ts
 * holds each card to the details overlay's fields, which the serializer writes. Typed as the
 * answer it writes, which it is, as text.
 */
function sendJson<Answer>(reply: FastifyReply, json: string): Answer {
  return reply.type('application/json; charset=utf-8').send(json) as unknown as Answer;
}

const pageJson = (page: ServicePage) => `{"status":200,"data":${page.data},"next_page":${JSON.stringify(page.next_page)}}`;
const cardsReplyJson = (cards: CardsJson) => `{"status":200,"data":${cards}}`;

/** Catalogue reads and the home sections (customer §7), all public. */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, options) => {
  const radiusKm = options.nearRadiusKm;
  /** The near-me reads go through the list cache, keyed by the exact path and query string. */
  const cached = <T extends object>(request: { url: string }, load: () => Promise<T>) => options.listCache.get(request.url, load);

  routeOf(app, categoriesEndpoint, {}, async () => ({ status: 200, data: await categoryList(app.db) }));

  routeOf(app, subcategoriesEndpoint, {}, async (request) => ({ status: 200, data: await subcategoriesOf(app.db, request.params.categoryId) }));

  routeOf(app, categoryWithSubcategoriesEndpoint, {}, async (request) => ({
    status: 200,
    data: await categoryWithSubcategories(app.db, request.params.id),
  }));

  // A page of the list: data, and next_page beside it (null on the last page).
  routeOf(app, categoryServicesEndpoint, {}, async (request, reply) =>
    sendJson(reply, pageJson(await cached(request, () => servicesOfCategory(app.db, request.params.categoryId, request.query, radiusKm)))),
  );

  routeOf(app, subcategoryServicesEndpoint, {}, async (request, reply) => {
    const { categoryId, subcategoryId } = request.params;
    return sendJson(reply, pageJson(await cached(request, () => servicesOfSubcategory(app.db, categoryId, subcategoryId, request.query, radiusKm))));
  });

  routeOf(app, serviceSearchEndpoint, {}, async (request) => ({ status: 200, data: await cached(request, () => search(app.db, request.query, radiusKm)) }));

  // Details are public: the overlay opens with or without a session, near or not; near a point
  // they add the work of the partners there (issue 37).
  for (const endpoint of [serviceDetailsEndpoint, serviceDescriptionEndpoint]) {
    routeOf(app, endpoint, {}, async (request) => ({ status: 200, data: await serviceDetails(app.db, request.params.id, request.query.point, radiusKm) }));
  }

  routeOf(app, mostPopularEndpoint, {}, async (request, reply) =>
    sendJson(reply, cardsReplyJson(await cached(request, () => popularServices(app.db, request.query.point, radiusKm)))),
  );

  for (const [endpoint, categoryId] of homeCategorySections) {
    routeOf(app, endpoint, {}, async (request, reply) =>
      sendJson(reply, cardsReplyJson(await cached(request, () => categoryHighlights(app.db, categoryId, request.query.point, radiusKm)))),
    );
  }

  routeOf(app, topRatedBannersEndpoint, {}, async () => ({ status: 200, data: await homeBanners(app.db, 'topRated') }));

  routeOf(app, sliderBannersEndpoint, {}, async () => ({ status: 200, data: await homeBanners(app.db, 'id') }));
};
