import { routeTable, type RemoteName } from './routeTable';

/**
 * The contract between the shell's route table and one remote's pages (docs/architecture.md §3): the
 * remote has a page for every built route it owns, and none for a route it does not own
 * or that the table still lists as not built. Returns each break as a sentence.
 */
export function pageContractProblems(owner: RemoteName, pagePaths: readonly string[]): string[] {
  const builtRoutes = routeTable.filter((entry) => entry.owner === owner && entry.built).map((entry) => entry.path);
  const missing = builtRoutes.filter((path) => !pagePaths.includes(path)).map((path) => `no page for the built route ${path}`);
  const strays = pagePaths
    .filter((path) => !builtRoutes.includes(path))
    .map((path) => `a page for ${path}, which the route table does not list as a built route of ${owner}`);
  return [...missing, ...strays];
}

/**
 * The name of the chunk a remote's page for `route` is built into (its `import()` in
 * src/app/pages.ts carries it as `webpackChunkName`): the build lists each named chunk's files
 * in route-chunks.json, and the server preloads the files of the route being opened
 * (docs/architecture.md §3). '/pages/:slug' → 'page-pages-slug'.
 */
export function routeChunkName(route: string): string {
  return `page${route.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '');
}

/** The chunk of a widget the shell mounts: 'hero-search' → 'widget-hero-search'. */
export function widgetChunkName(widget: string): string {
  return `widget-${widget}`;
}

/**
 * The `import()` specifiers of a pages or widgets file that do not carry their key's chunk
 * name; read from the file's source, since the name is a build-time comment.
 */
export function unnamedChunkImports(source: string, chunkName: (key: string) => string): string[] {
  const problems: string[] = [];
  const entry = /'([^']+)':\s*lazy\(\(\)\s*=>\s*import\(\s*(\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\/)?/g;
  for (const match of source.matchAll(entry)) {
    const [, key, , name] = match;
    if (key !== undefined && name !== chunkName(key)) problems.push(`${key} is not imported as chunk "${chunkName(key)}"`);
  }
  return problems;
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
