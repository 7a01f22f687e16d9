/**
 * The routes the live releases claim (decision 0058): a remote that joined after the shell was
 * built (the ops console, a new team's) ships `routes.json` in its build; the server reads it from
 * the release folder of the version each browser is drawn for and hands it to the shell with the
 * page. A release folder never changes, so each is read once.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { REMOTE_NAME_PATTERN, routeTable, type ReleasedRoute, type RouteClaim } from '@servenear/shared/routes';
import { ROUTE_CLAIMS_FILE, routeClaimsIn } from '@servenear/shared/route-claims';
import { versionOfUrl, type Registry } from './registry';

/** A release's claims; none for a release without the file (the four remotes of the route table). */
export async function readRouteClaims(releaseDir: string): Promise<RouteClaim[]> {
  try {
    return routeClaimsIn(JSON.parse(await readFile(path.join(releaseDir, ROUTE_CLAIMS_FILE), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const tablePaths = new Set(routeTable.map((entry) => entry.path.toLowerCase()));

/**
 * The claims of these releases that may stand: a path of the route table stays the table's, and a
 * path two remotes claim goes to the first by name (the publish gate refuses both, so neither
 * happens unless a release folder was made by hand). Returns the refused paths too, to be logged.
 */
export function settleClaims(claims: { remote: string; routes: RouteClaim[] }[]): { routes: ReleasedRoute[]; refused: string[] } {
  const taken = new Set(tablePaths);
  const routes: ReleasedRoute[] = [];
  const refused: string[] = [];
  for (const { remote, routes: claimed } of [...claims].sort((a, b) => a.remote.localeCompare(b.remote))) {
    for (const claim of claimed) {
      const key = claim.path.toLowerCase();
      if (taken.has(key)) {
        refused.push(`${remote} ${claim.path}`);
        continue;
      }
      taken.add(key);
      routes.push({ ...claim, remote });
    }
  }
  return { routes, refused };
}

/** The released routes of a browser's registry, each release's file read once. */
export function createReleasedRoutesReader(releasesDir: string, log: FastifyBaseLogger) {
  const read = new Map<string, Promise<RouteClaim[]>>();

  function claimsOf(remote: string, version: string): Promise<RouteClaim[]> {
    const key = `${remote}/${version}`;
    let claims = read.get(key);
    if (!claims) {
      claims = readRouteClaims(path.join(releasesDir, remote, version)).catch((error: unknown) => {
        log.error({ err: error, release: key }, "a release's routes.json could not be read: its routes are not served");
        read.delete(key);
        return [];
      });
      read.set(key, claims);
    }
    return claims;
  }

  return async function releasedRoutes(registry: Registry | null): Promise<ReleasedRoute[]> {
    if (!registry) return [];
    const releases = Object.entries(registry).flatMap(([remote, url]) => {
      const version = REMOTE_NAME_PATTERN.test(remote) ? versionOfUrl(remote, url) : null;
      return version ? [{ remote, version }] : [];
    });
    const claims = await Promise.all(releases.map(async ({ remote, version }) => ({ remote, routes: await claimsOf(remote, version) })));
    const settled = settleClaims(claims);
    if (settled.refused.length > 0) log.warn({ refused: settled.refused }, 'routes claimed twice, or claiming a path of the route table, are not served');
    return settled.routes;
  };
}
