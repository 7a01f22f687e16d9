/**
 * What the page should start downloading before the shell's script has run
 * (docs/architecture.md §3): the owning remote's entry, its `./App` and the route's chunk, and
 * the page's first API calls where the URL alone says what they are.
 */
import {
  categoriesEndpoint,
  categoryServicesEndpoint,
  endpointUrl,
  pageEndpoint,
  subcategoriesEndpoint,
  subcategoryServicesEndpoint,
} from '@servenear/shared/endpoints';
import { parseId } from '@servenear/shared/id';
import { routeChunkName } from '@servenear/shared/routes';
import type { BuildFiles } from './releaseFiles';
import type { RemotePage } from './pageRoute';
import { DEFAULT_LANGUAGE, type Language } from '@servenear/shared/i18n';
import { fileInLanguage } from './languageFiles';

export interface PageHints {
  scripts: string[];
  /** The shell's own shared modules' styles: inlined, since the server's HTML is drawn with them. */
  stylesheets: string[];
  /** A remote's styles: fetched early, applied when the remote loads them. */
  styles: string[];
  /**
   * The remote's own copies' styles of the shared modules its page uses where the shell provides
   * them: its server render bundles those copies, so the picture it draws names their classes,
   * which the shell's copy (what the browser uses) names differently. Inlined with a picture only.
   */
  pictureStyles: string[];
  /** API GETs the page makes first, as site paths. */
  data: string[];
  /** The owning remote's mf-manifest.json, which the federation runtime fetches before its entry. */
  manifests: string[];
}

/** Where the page's remote comes from: its manifest's URL (the registry's) and its build's files. */
export interface PageRemote {
  manifestUrl: string;
  files: BuildFiles | null;
}

/** The browser's stored point, from its NEAR_COOKIE ("<latitude>:<longitude>"), as the API client writes it into a URL. */
export interface NearPoint {
  latitude: string;
  longitude: string;
}

const COORDINATE = /^-?\d{1,3}(\.\d{1,17})?$/;

/** The cookie's point, or null when there is none or it is not one (a hand-made cookie is ignored). */
export function nearFromCookie(value: string | undefined): NearPoint | null {
  const [latitude, longitude, extra] = (value ?? '').split(':');
  if (extra !== undefined || !latitude || !longitude || !COORDINATE.test(latitude) || !COORDINATE.test(longitude)) return null;
  return Math.abs(Number(latitude)) <= 90 && Math.abs(Number(longitude)) <= 180 ? { latitude, longitude } : null;
}

/** An endpoint's URL (endpointUrl) as a site path: under /api. */
const api = (path: string) => `/api/${path}`;

/**
 * The first reads of a page that its URL (and the stored point) name: the service list's
 * categories, the open category's subcategories and the first page of its services near the
 * point (categoriesEndpoint, subcategoriesEndpoint, subcategoryServicesEndpoint or
 * categoryServicesEndpoint, with the query the page's hooks give them, none without a point),
 * and a content page's text (pageEndpoint). Each URL is the endpoint's, as the browser's call
 * writes it (endpointUrl).
 */
export function dataPreloads(page: RemotePage, url: URL, near: NearPoint | null = null, categoryIds: readonly number[] = []): string[] {
  switch (page.route) {
    case '/list-of-services': {
      // The page lays out its category row and sidebar once every category's subcategories have
      // answered (useCatalogNav), so they are all on the way to its first paint.
      const subcategoryLists = (first: number | null) =>
        [...new Set([...(first === null ? [] : [first]), ...categoryIds])].map((categoryId) => api(endpointUrl(subcategoriesEndpoint, { params: { categoryId } })));
      const categories = api(endpointUrl(categoriesEndpoint));
      // The page reads its ids with the same parseId, so what is preloaded is what it asks for.
      const category = parseId(url.searchParams.get('category'));
      // Without a category the page opens the first one: known only from the categories' answer.
      if (category === null) return [categories, ...subcategoryLists(null)];
      const subcategory = parseId(url.searchParams.get('subcategory'));
      // The first page, asked without `page`, near the point as useNearbyServices writes it.
      const query = near ? { latitude: near.latitude, longitude: near.longitude } : {};
      const list =
        subcategory === null
          ? endpointUrl(categoryServicesEndpoint, { params: { categoryId: category }, query })
          : endpointUrl(subcategoryServicesEndpoint, { params: { categoryId: category, subcategoryId: subcategory }, query });
      return [categories, ...subcategoryLists(category), api(list)];
    }
    case '/pages/:slug': {
      // Only when the server had no text to draw (an unknown page): otherwise it comes inline.
      const slug = url.pathname.split('/').filter(Boolean)[1];
      try {
        // The page asks for the slug as react-router decodes it, encoded once by the API client.
        return slug ? [api(endpointUrl(pageEndpoint, { params: { slug: decodeURIComponent(slug) } }))] : [];
      } catch {
        return []; // a malformed escape: the page shows not found without asking
      }
    }
    default:
      return [];
  }
}

const EXPOSED_APP = '__federation_expose_App';
/**
 * The shell's chunk that makes the page's QueryClient (shell/src/query/queryRuntime.ts names it):
 * a remote's region waits for it beside the remote's own files (the remote loader's `ready`), and
 * the shell asks for it only once the region renders, after hydration: without the preload the
 * page's first API call waited 0.4 s for it under slow 4G (bench:chain).
 */
export const QUERY_CLIENT_CHUNK = 'page-query-client';

/**
 * The files to preload for a page whose content a remote draws: the shell's own shared modules
 * its boot waits for, its QueryClient chunk, the remote's entry, its `./App`, the route's chunk
 * and every shared module those consume, from the copy the page will use: the shell's where the shell provides that
 * module (it is loaded first), else the remote's own. A page the server's HTML already shows
 * (`painted`: the shell's own pages, a content page drawn from the server's text) preloads no
 * script: its first paint needs none, and preloads would share the phone's bandwidth with it.
 */
export function pageHints(
  shell: BuildFiles | null,
  page: RemotePage | null,
  pageRemote: PageRemote | null,
  url: URL,
  painted: boolean,
  reads: { near?: NearPoint | null; categoryIds?: readonly number[] } = {},
  language: Language = DEFAULT_LANGUAGE,
): PageHints {
  const bootFiles = (shell?.chunks.main?.shared ?? []).flatMap((key) => shell?.provides[key] ?? []);
  const stylesheets = [...new Set(bootFiles.filter((file) => file.endsWith('.css')))];
  if (painted || !page) return { scripts: [], stylesheets, styles: [], pictureStyles: [], data: [], manifests: [] };
  const remote = pageRemote?.files ?? null;
  const files: string[] = [...bootFiles];
  const pictureStyles: string[] = [];
  const sharedFrom = (keys: string[], fallback: BuildFiles | null) => {
    for (const key of keys) files.push(...(shell?.provides[key] ?? fallback?.provides[key] ?? []));
  };
  const queryClient = shell?.chunks[QUERY_CLIENT_CHUNK];
  files.push(...(queryClient?.files ?? []));
  sharedFrom(queryClient?.shared ?? [], null);
  if (remote) {
    const app = remote.chunks[EXPOSED_APP];
    const route = remote.chunks[routeChunkName(page.route)];
    if (remote.entry) files.push(remote.entry);
    files.push(...(app?.files ?? []), ...(route?.files ?? []));
    const consumed = [...(app?.shared ?? []), ...(route?.shared ?? [])];
    sharedFrom(consumed, remote);
    for (const key of consumed) {
      if (shell?.provides[key]) pictureStyles.push(...(remote.provides[key] ?? []).filter((file) => file.endsWith('.css')));
    }
  }
  const unique = [...new Set(files)];
  return {
    // The remote's entry has no texts: the shell loads the one file whatever the language.
    scripts: unique.filter((file) => file.endsWith('.js')).map((file) => fileInLanguage(file, language, [shell, remote])),
    stylesheets,
    styles: unique.filter((file) => file.endsWith('.css') && !stylesheets.includes(file)),
    pictureStyles: [...new Set(pictureStyles)],
    data: dataPreloads(page, url, reads.near, reads.categoryIds),
    manifests: pageRemote ? [pageRemote.manifestUrl] : [],
  };
}
