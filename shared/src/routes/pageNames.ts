// Names the build, the server and the shell agree on for a page: its route's chunk, the data
// elements the server writes into it, the location cookie and the release-base global.

/**
 * The name of the chunk a remote's page for `route` is built into (its `import()` in
 * src/app/pages.ts carries it as `webpackChunkName`): the build lists each named chunk's files
 * in route-chunks.json, and the server preloads the files of the route being opened
 * (docs/architecture.md §3). '/pages/:slug' → 'page-pages-slug'.
 */
export function routeChunkName(route: string): string {
  return `page${route.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '');
}

/** The id of the JSON data element in which the server inlines the page's remote registry, read by the shell at boot. */
export const REGISTRY_ELEMENT_ID = 'sn-registry';

/**
 * The id of the JSON data element holding what the server rendered the page with: the session
 * (null for a visitor), on a content page its text, on a page a remote draws the reads the server
 * drew it from. The browser hydrates from the same.
 */
export const SSR_STATE_ELEMENT_ID = 'sn-ssr-state';

/**
 * The id of the JSON data element listing the files a page the server drew needs to come alive
 * (`{ scripts, manifests }`): the shell preloads them once the page has painted, so they do not
 * share the phone's bandwidth with the picture's own images (docs/architecture.md §3).
 */
export const LATE_PRELOADS_ELEMENT_ID = 'sn-late-preloads';

/**
 * The attribute of the element holding the server's picture of a remote's page (its value: the
 * remote), shown until the remote has loaded; `data-path` says which URL it shows.
 */
export const REMOTE_SNAPSHOT_ATTRIBUTE = 'data-remote-snapshot';


/**
 * The cookie that mirrors the browser's stored location as "<latitude>:<longitude>" (the numbers
 * as the API client writes them into a near-me URL), so the server can preload a service list's
 * first page for that point. Not a secret: the same point goes with every near-me API call.
 */
export const NEAR_COOKIE = 'sn_near';

/**
 * The global a server sets, just before it loads a release's server render (its ssr/render.cjs),
 * to the site path that release's files are served from: the render's images point there.
 */
export const RELEASE_BASE_GLOBAL = '__servenearReleaseBase';
