import { useInfiniteQuery, useMutation, useQueries, useQuery, useQueryClient } from '@servenear/shared/query';
import {
  categoriesEndpoint,
  categoryServicesEndpoint,
  homeSectionEndpoints,
  mostPopularEndpoint,
  nearQuery,
  serviceDetailsEndpoint,
  serviceSearchEndpoint,
  sliderBannersEndpoint,
  subcategoriesEndpoint,
  subcategoryServicesEndpoint,
  topRatedBannersEndpoint,
  type HomeSection,
  type NearPoint,
} from '../../endpoints/catalog';
import { serviceOptionsEndpoint } from '../../endpoints/services';
import { arrivalRequestEndpoint, servedCitiesEndpoint } from '../../endpoints/servedPlaces';
import { callEndpoint, endpointQuery } from '../endpointCalls';

/** The catalogue changes only when ops edit it: its lists stay fresh for five minutes. */
const catalogueStaleTime = 5 * 60_000;

/** GET category. */
export function useCategories() {
  return useQuery({ ...endpointQuery(categoriesEndpoint), staleTime: catalogueStaleTime });
}

/** GET subcategory/{categoryId}: an unknown category fails with 404 'No subcategory exist'. */
const subcategoriesQuery = (categoryId: number) => ({ ...endpointQuery(subcategoriesEndpoint, { params: { categoryId } }), staleTime: catalogueStaleTime });

/** A category's subcategories; nothing is asked while no category is chosen. */
export function useSubcategories(categoryId: number | null) {
  return useQuery({ ...subcategoriesQuery(categoryId ?? 0), enabled: categoryId !== null });
}

/** The subcategories of several categories at once, one answer per category in their order. */
export function useSubcategoryLists(categoryIds: readonly number[]) {
  return useQueries({ queries: categoryIds.map((categoryId) => subcategoriesQuery(categoryId)) });
}

/** The near-me list's page 1 is asked without `page`, as the server's preload writes it. */
const pageQuery = (near: NearPoint, page: number) => ({ ...nearQuery(near), page: page > 1 ? page : undefined });

/**
 * The services of a subcategory (or of the whole category when none is chosen) near the
 * point, 48 a page: `fetchNextPage` adds the next page under the others. The pages share the
 * list's key; a next page is one after the last asked for.
 */
export function useNearbyServices(categoryId: number | null, subcategoryId: number | null, near: NearPoint) {
  const category = categoryId ?? 0;
  const queryKey =
    subcategoryId === null
      ? categoryServicesEndpoint.key!({ params: { categoryId: category }, query: nearQuery(near) })
      : subcategoryServicesEndpoint.key!({ params: { categoryId: category, subcategoryId }, query: nearQuery(near) });
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      subcategoryId === null
        ? callEndpoint(categoryServicesEndpoint, { params: { categoryId: category }, query: pageQuery(near, pageParam), signal })
        : callEndpoint(subcategoryServicesEndpoint, { params: { categoryId: category, subcategoryId }, query: pageQuery(near, pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.nextPage !== null && last.nextPage > lastPage ? last.nextPage : undefined),
    enabled: categoryId !== null,
  });
}

/** GET services/search?query: services near the point whose names match, best first. */
const serviceSearchQuery = (query: string, near?: NearPoint) => endpointQuery(serviceSearchEndpoint, { query: { query, ...nearQuery(near) } });

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
  return useQuery({ ...endpointQuery(serviceDetailsEndpoint, { params: { id: serviceId ?? 0 }, query: nearQuery(near) }), enabled: serviceId !== null });
}

/** GET user/sliderimage or user/topratedservices: the home's banners. */
export function useBanners(kind: 'slider' | 'top-rated') {
  return useQuery({ ...endpointQuery(kind === 'slider' ? sliderBannersEndpoint : topRatedBannersEndpoint), staleTime: catalogueStaleTime });
}

/** GET user/mostpopulerservice: only asked once both coordinates are known. */
export function useMostPopular(near: NearPoint) {
  const known = near.latitude !== null && near.longitude !== null;
  return useQuery({ ...endpointQuery(mostPopularEndpoint, { query: nearQuery(near) }), enabled: known });
}

/** GET user/{section}: one of the home's service sections, near the point when known. */
export function useHomeSection(section: HomeSection, near?: NearPoint) {
  return useQuery(endpointQuery(homeSectionEndpoints[section], { query: nearQuery(near) }));
}

/** GET service/all: every service as { id, name } (the report form's select). */
export function useServiceOptions() {
  return useQuery({ ...endpointQuery(serviceOptionsEndpoint), staleTime: catalogueStaleTime });
}

/** Ours (issue 37): GET served-cities, where verified partners work; named to a place we do not serve. */
export function useServedCities(near: NearPoint) {
  return useQuery({ ...endpointQuery(servedCitiesEndpoint, { query: nearQuery(near) }), staleTime: catalogueStaleTime });
}

/** Ours (issue 37): POST arrival-requests, "tell me when you serve here" (a visitor gives a mobile). */
export function useAskArrival() {
  return useMutation({
    mutationFn: (request: { place: string; latitude?: number; longitude?: number; mobile?: string }) => callEndpoint(arrivalRequestEndpoint, { body: request }),
  });
}
