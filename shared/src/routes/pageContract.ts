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
