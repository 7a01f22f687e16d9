// Which version of each remote one browser gets. A canary goes to the browsers whose bucket
// for (remote, version) falls under its percentage. The bucket comes from a random id kept
// in a cookie, so a person keeps the version they first got (raising the percentage only
// adds browsers), and a new canary version draws its own share.
// The cookie carries the id with the server's HMAC of it (`<id>.<mac>`), so a telemetry report
// can be tied to a browser the server really drew (docs/decisions/0040-signed-telemetry.md).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { manifestUrl, type Canaries, type Canary, type Registry } from './registry';

export const ROLLOUT_COOKIE = 'sn_rollout';
const BROWSER_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function newBrowserId(): string {
  return randomBytes(16).toString('base64url');
}

export function isBrowserId(value: string | undefined): value is string {
  return value !== undefined && BROWSER_ID.test(value);
}

/** The key that signs rollout ids, derived from the server key and labelled for this one use. */
export function rolloutKey(serverKey: Buffer): Buffer {
  return createHmac('sha256', serverKey).update('servenear:rollout-id').digest();
}

const macOf = (key: Buffer, id: string) => createHmac('sha256', key).update(id).digest().subarray(0, 16).toString('base64url');

/** The rollout cookie's value: the id and the server's signature of it. */
export function signBrowserId(key: Buffer, id: string): string {
  return `${id}.${macOf(key, id)}`;
}

/** The id a rollout cookie names, signed or not (an unsigned one is from before ids were signed). */
export function browserIdIn(cookie: string | undefined): string | null {
  const id = cookie?.split('.', 1)[0];
  return isBrowserId(id) ? id : null;
}

/** The id of a rollout cookie this server signed, else null (missing, forged or unsigned). */
export function verifiedBrowserId(key: Buffer, cookie: string | undefined): string | null {
  const [id, mac, ...rest] = (cookie ?? '').split('.');
  if (!isBrowserId(id) || mac === undefined || rest.length > 0) return null;
  const expected = Buffer.from(macOf(key, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
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
