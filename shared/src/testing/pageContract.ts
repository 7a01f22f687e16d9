// TEST-ONLY (see index.ts): the checks that a remote's pages and lazy imports match the shell's
// route table and the build's chunk names (docs/architecture.md §3). The remotes' pages.test.ts
// and scripts/federation/federationBuild.test.ts run them.
import { routeTable, type RemoteId } from '../routes/routeTable';

/**
 * The contract between the shell's route table and one remote's pages (docs/architecture.md §3): the
 * remote has a page for every built route it owns, and none for a route it does not own
 * or that the table still lists as not built. Returns each break as a sentence.
 */
export function pageContractProblems(owner: RemoteId, pagePaths: readonly string[]): string[] {
  const builtRoutes = routeTable.filter((entry) => entry.owner === owner && entry.built).map((entry) => entry.path);
  const missing = builtRoutes.filter((path) => !pagePaths.includes(path)).map((path) => `no page for the built route ${path}`);
  const strays = pagePaths
    .filter((path) => !builtRoutes.includes(path))
    .map((path) => `a page for ${path}, which the route table does not list as a built route of ${owner}`);
  return [...missing, ...strays];
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
