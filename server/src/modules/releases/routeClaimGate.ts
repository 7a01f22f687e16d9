// The publish gate's part for decision 0058: a remote that claims routes through its release may go
// live only where the live shell can serve them, and only for paths nobody else owns.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readRouteClaims } from './releasedRoutes';
import { liveVersion, readRegistry } from './registry';
import { routeTable, type RouteClaim } from '@servenear/shared/routes';
import { SHELL_ROUTING_FILE, type ShellRouting } from '@servenear/shared/route-claims';

/** What the live shell says it can route (its build's shell-routing.json), or null for a shell from before decision 0058. */
export async function shellRouting(shellDir: string): Promise<ShellRouting | null> {
  const file = path.join(shellDir, SHELL_ROUTING_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(await readFile(file, 'utf8')) as ShellRouting;
}

/** The paths the other live remotes' releases claim, with their owner. */
async function liveClaims(releasesDir: string, except: string): Promise<Map<string, string>> {
  const registry = await readRegistry(releasesDir);
  const owners = new Map<string, string>();
  for (const remote of Object.keys(registry)) {
    const version = liveVersion(registry, remote);
    if (remote === except || !version) continue;
    for (const claim of await readRouteClaims(path.join(releasesDir, remote, version))) owners.set(claim.path.toLowerCase(), remote);
  }
  return owners;
}

/** Every reason these claims cannot go live beside the live shell and remotes; empty when they can. */
export async function routeClaimProblems(remote: string, claims: RouteClaim[], shellDir: string, releasesDir: string): Promise<string[]> {
  if (claims.length === 0) return [];
  const shell = await shellRouting(shellDir);
  if (!shell) return [`${remote} claims routes (${claims.map((claim) => claim.path).join(', ')}), but the live shell (${shellDir}) cannot route a release's claims: release the shell first.`];
  const problems: string[] = [];
  const others = await liveClaims(releasesDir, remote);
  for (const claim of claims) {
    const tableOwner = routeTable.find((entry) => entry.path.toLowerCase() === claim.path.toLowerCase())?.owner;
    if (tableOwner) problems.push(`${remote} claims ${claim.path}, which the route table gives to ${tableOwner}.`);
    const otherOwner = others.get(claim.path.toLowerCase());
    if (otherOwner) problems.push(`${remote} claims ${claim.path}, which the live ${otherOwner} claims already.`);
    if (!shell.accessKinds.includes(claim.access)) {
      problems.push(`${remote} claims ${claim.path} with access '${claim.access}', which the live shell does not enforce (it knows ${shell.accessKinds.join(', ')}): release the shell first.`);
    }
  }
  return problems;
}
