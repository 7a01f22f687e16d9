import { queryOptions, useInfiniteQuery, useQueries, useQuery, useQueryClient } from '@servenear/shared/query';
import { catalogApi, type HomeSection, type KnownPoint, type NearPoint } from '../catalog';
import { servicesApi } from '../services';
import { queryKeys } from '@servenear/shared/host';

/** The catalogue changes only when ops edit it: its lists stay fresh for five minutes. */
const catalogueStaleTime = 5 * 60_000;

/** GET category. */
export function useCategories() {
  return useQuery({
    queryKey: queryKeys.catalog.categories(),
    queryFn: ({ signal }) => catalogApi.categories({ signal }),
    staleTime: catalogueStaleTime,
  });
}

/** GET subcategory/{categoryId}: an unknown category fails with 404 'No subcategory exist'. */
const subcategoriesQuery = (categoryId: number) =>
  queryOptions({
    queryKey: queryKeys.catalog.subcategories(categoryId),
    queryFn: ({ signal }) => catalogApi.subcategories(categoryId, { signal }),
    staleTime: catalogueStaleTime,
  });

/** A category's subcategories; nothing is asked while no category is chosen. */
export function useSubcategories(categoryId: number | null) {
  return useQuery({ ...subcategoriesQuery(categoryId ?? 0), enabled: categoryId !== null });
}

/** The subcategories of several categories at once, one answer per category in their order. */
export function useSubcategoryLists(categoryIds: readonly number[]) {
  return useQueries({ queries: categoryIds.map((categoryId) => subcategoriesQuery(categoryId)) });
}

/**
 * The services of a subcategory (or of the whole category when none is chosen) near the
 * point, 48 a page: `fetchNextPage` adds the next page under the others.
 */
export function useNearbyServices(categoryId: number | null, subcategoryId: number | null, near: NearPoint) {
  return useInfiniteQuery({
    queryKey: queryKeys.catalog.services(categoryId ?? 0, subcategoryId, near),
    queryFn: ({ pageParam, signal }) =>
      subcategoryId === null
        ? catalogApi.servicesOfCategory(categoryId!, near, { signal, page: pageParam })
        : catalogApi.servicesOfSubcategory(categoryId!, subcategoryId, near, { signal, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    enabled: categoryId !== null,
  });
}

/** GET services/search?query: services near the point whose names match, best first. */
const serviceSearchQuery = (query: string, near?: NearPoint) =>
  queryOptions({
    queryKey: queryKeys.catalog.search(query, near),
    queryFn: ({ signal }) => catalogApi.search(query, near, { signal }),
  });

interface ServiceSearchOptions {
  /**
   * While a new text is looked up, the matches of the text before stay on screen
   * (`isPlaceholderData`), unless they were answered before this time (ms since the epoch):
   * a search box emptied since then starts again from nothing.
   */
  keepMatchesSince?: number;
}

/** The matches of a text; nothing is asked for an empty one. */
export function useServiceSearch(query: string, near?: NearPoint, { keepMatchesSince = 0 }: ServiceSearchOptions = {}) {
  return useQuery({
    ...serviceSearchQuery(query, near),
    enabled: query !== '',
    placeholderData: (previous, previousQuery) => (previousQuery && previousQuery.state.dataUpdatedAt > keepMatchesSince ? previous : undefined),
  });
}

/**
 * Reads the matches of a text outside rendering, e.g. for an Enter pressed before the search
 * box's lookup answered: the answer held while fresh, else the lookup already running, else a new one.
 */
export function useFetchServiceSearch() {
  const client = useQueryClient();
  return (query: string, near?: NearPoint) => client.fetchQuery(serviceSearchQuery(query, near));
}

/** GET user/getservice/{id}; nothing is asked without an id. */
export function useServiceDetails(serviceId: number | null, near?: NearPoint) {
  return useQuery({
    queryKey: queryKeys.catalog.serviceDetails(serviceId ?? 0, near),
    queryFn: ({ signal }) => catalogApi.serviceDetails(serviceId!, near, { signal }),
    enabled: serviceId !== null,
  });
}

/** GET user/sliderimage or user/topratedservices: the home's banners. */
export function useBanners(kind: 'slider' | 'top-rated') {
  return useQuery({
    queryKey: queryKeys.catalog.banners(kind),
    queryFn: ({ signal }) => (kind === 'slider' ? catalogApi.sliderBanners({ signal }) : catalogApi.topRatedBanners({ signal })),
    staleTime: catalogueStaleTime,
  });
}

/** GET user/mostpopulerservice: only asked once both coordinates are known. */
export function useMostPopular(near: NearPoint) {
  const known = near.latitude !== null && near.longitude !== null;
  return useQuery({
    queryKey: queryKeys.catalog.mostPopular(near),
    queryFn: ({ signal }) => catalogApi.mostPopular(near as KnownPoint, { signal }),
    enabled: known,
  });
}

/** GET user/{section}: one of the home's service sections, near the point when known. */
export function useHomeSection(section: HomeSection, near?: NearPoint) {
  return useQuery({
    queryKey: queryKeys.catalog.homeSection(section, near),
    queryFn: ({ signal }) => catalogApi.homeSection(section, near, { signal }),
  });
}

/** GET service/all: every service as { id, name } (the report form's select). */
export function useServiceOptions() {
  return useQuery({
    queryKey: queryKeys.catalog.serviceOptions(),
    queryFn: () => servicesApi.listAll(),
    staleTime: catalogueStaleTime,
  });
}
