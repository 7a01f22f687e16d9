import type { FastifyInstance, FastifyRequest } from 'fastify';
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

type Params<K extends string> = { Params: Record<K, string> };

/** The home category carousels and the category each one shows. */
const homeCategorySections = [
  ['/user/industryservices', 1],
  ['/user/retailservices', 2],
  ['/user/homeandpersonal', 3],
  ['/user/gettutoringandconsulting', 4],
] as const;

/** Catalogue reads and the home sections (customer §7), all public. */
export async function catalogueRoutes(app: FastifyInstance, options: CatalogueRoutesOptions): Promise<void> {
  const radiusKm = options.nearRadiusKm;
  /** The near-me reads go through the list cache, keyed by the exact path and query string. */
  const cached = <T extends object>(request: FastifyRequest, load: () => Promise<T>) => options.listCache.get(request.url, load);

  app.get('/category', async () => ({ status: 200, data: await categoryList(app.db) }));

  app.get<Params<'categoryId'>>('/subcategory/:categoryId', async (request) => ({
    status: 200,
    data: await subcategoriesOf(app.db, request.params.categoryId),
  }));

  app.get<Params<'id'>>('/categorylist/:id', async (request) => ({
    status: 200,
    data: await categoryWithSubcategories(app.db, request.params.id),
  }));

  // A page of the list: data, and next_page beside it (null on the last page).
  app.get<Params<'categoryId'>>('/catlist/service/:categoryId', async (request) => ({
    status: 200,
    ...(await cached(request, () => servicesOfCategory(app.db, request.params.categoryId, request.query, radiusKm))),
  }));

  app.get<Params<'categoryId' | 'subcategoryId'>>('/sublist/service/:categoryId/:subcategoryId', async (request) => ({
    status: 200,
    ...(await cached(request, () =>
      servicesOfSubcategory(app.db, request.params.categoryId, request.params.subcategoryId, request.query, radiusKm),
    )),
  }));

  app.get('/services/search', async (request) => ({
    status: 200,
    data: await cached(request, () => search(app.db, request.query, radiusKm)),
  }));

  app.get<Params<'id'>>('/user/getservice/:id', async (request) => ({
    status: 200,
    data: await serviceDetails(app.db, request.params.id, request.query),
  }));

  app.get<Params<'id'>>('/user/getdescription/:id', async (request) => ({
    status: 200,
    data: await serviceDetails(app.db, request.params.id, request.query),
  }));

  app.get('/user/mostpopulerservice', async (request) => ({
    status: 200,
    data: await cached(request, () => popularServices(app.db, request.query, radiusKm)),
  }));

  for (const [path, categoryId] of homeCategorySections) {
    app.get(path, async (request) => ({
      status: 200,
      data: await cached(request, () => categoryHighlights(app.db, categoryId, request.query, radiusKm)),
    }));
  }

  app.get('/user/topratedservices', async () => ({ status: 200, data: await homeBanners(app.db, 'topRated') }));

  app.get('/user/sliderimage', async () => ({ status: 200, data: await homeBanners(app.db, 'id') }));
}
