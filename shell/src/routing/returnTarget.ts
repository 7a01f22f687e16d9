/**
 * Where a visitor was going when the guard sent them to log in (issue 37): the page and its
 * navigation state (/service-book carries the service id there), kept in this tab's
 * sessionStorage. After login or sign-up (and the OTP step), '/' sends them on to it instead
 * of the home (HomeRoute). Only a same-site path of a built page that the new session may see
 * is ever followed, so a stored value can never send anyone to another site.
 */
import type { Session } from '@servenear/shared/host';
import { findRoute, type RouteEntry } from '@servenear/shared/routes';
import { decideAccess } from './guard';

const storageKey = 'servenear-return';

/** A target older than this is stale: the person has moved on. */
export const returnTargetMaxAgeMs = 30 * 60 * 1000;

export interface ReturnTarget {
  /** pathname + search, same-site. */
  path: string;
  state: unknown;
}

interface StoredTarget extends ReturnTarget {
  savedAt: number;
}

const placeholderOrigin = 'https://servenear.invalid';

/** Pages nobody is sent back to: they are the way in, not a place one was going. */
const wayIn = new Set(['/', '/login', '/sign-in', '/otp-verification', '/forgot', '/reset-password', '/employee-login', '/employee-register', '/unauthorized']);

/**
 * The route of a same-site path (no scheme, no host, no '//' or '/\' that a browser reads as
 * another host), with its pathname and search; null for anything else.
 */
export function sameSitePath(path: unknown): { entry: RouteEntry; path: string } | null {
  if (typeof path !== 'string' || path.length > 2000 || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, placeholderOrigin);
  } catch {
    return null;
  }
  if (url.origin !== placeholderOrigin) return null;
  const entry = findRoute(url.pathname);
  if (!entry || !entry.built || wayIn.has(entry.path)) return null;
  return { entry, path: url.pathname + url.search };
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (privacy settings): the visitor simply lands on the home, as before.
    return null;
  }
}

/** Remembers where the guard turned a visitor away. State that cannot be kept as JSON is dropped. */
export function rememberReturn(path: string, state: unknown, now = Date.now()): void {
  const checked = sameSitePath(path);
  const store = storage();
  if (!checked || !store) return;
  let kept: unknown;
  try {
    kept = state === undefined ? null : (JSON.parse(JSON.stringify(state)) as unknown);
  } catch {
    kept = null;
  }
  store.setItem(storageKey, JSON.stringify({ path: checked.path, state: kept, savedAt: now } satisfies StoredTarget));
}

export function forgetReturn(): void {
  storage()?.removeItem(storageKey);
}

/** The raw stored text, for useSyncExternalStore (a string is a stable snapshot). */
export function storedReturn(): string | null {
  return storage()?.getItem(storageKey) ?? null;
}

/**
 * The target the session should be sent on to, or null: none stored, stale, not same-site, or a
 * page this session may not see (a partner is not sent to a customer's booking). A customer who
 * has not confirmed their number yet is not sent on: the OTP step comes first, then the target.
 */
export function returnFor(raw: string | null, session: Session | null, now = Date.now()): ReturnTarget | null {
  if (!raw || !session || (session.role === 'user' && !session.verified)) return null;
  let stored: Partial<StoredTarget>;
  try {
    stored = JSON.parse(raw) as Partial<StoredTarget>;
  } catch {
    return null;
  }
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > returnTargetMaxAgeMs || stored.savedAt > now + 60_000) return null;
  const checked = sameSitePath(stored.path);
  if (!checked || decideAccess(checked.entry.access, session).kind !== 'allow') return null;
  return { path: checked.path, state: stored.state ?? null };
}
