// Which version of each remote one browser gets. A canary goes to the browsers whose bucket
// for (remote, version) falls under its percentage. The bucket comes from a random id kept
// in a cookie, so a person keeps the version they first got (raising the percentage only
// adds browsers), and a new canary version draws its own share.
import { createHash, randomBytes } from 'node:crypto';
import { manifestUrl, type Canaries, type Canary, type Registry } from './registry';

export const ROLLOUT_COOKIE = 'sn_rollout';
const BROWSER_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function newBrowserId(): string {
  return randomBytes(16).toString('base64url');
}

export function isBrowserId(value: string | undefined): value is string {
  return value !== undefined && BROWSER_ID.test(value);
}

/** 0–99, the same for the same browser, remote and version. */
export function rolloutBucket(browserId: string, remote: string, version: string): number {
  return createHash('sha256').update(`${browserId}|${remote}|${version}`).digest().readUInt32BE(0) % 100;
}

export function getsCanary(browserId: string, remote: string, canary: Canary): boolean {
  return rolloutBucket(browserId, remote, canary.version) < canary.percent;
}

/** The registry as this browser sees it: live versions, and the canaries it was drawn for. */
export function registryForBrowser(registry: Registry, canaries: Canaries, browserId: string | null): Registry {
  const view: Registry = { ...registry };
  if (browserId === null) return view;
  for (const [remote, canary] of Object.entries(canaries)) {
    if (registry[remote] !== undefined && getsCanary(browserId, remote, canary)) view[remote] = manifestUrl(remote, canary.version);
  }
  return view;
}
