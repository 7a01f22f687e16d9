import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';

/**
 * Short-lived signed links to private files (profile photos, Pass Fast Express photos and
 * videos): `<path>?expires=<unix seconds>&signature=<HMAC-SHA256(path, expires)>`. The API hands
 * one out only in a reply its caller may read (their own profile, their own move requests, the
 * move job allocated to them), so the link carries that decision to GET /api/files/…, where no
 * cookie need be looked up. A leaked link works until it expires, and for that path only.
 */
export interface MediaLinks {
  /** The path, signed. */
  sign(path: string): string;
  /** Whether these query values are a valid, unexpired signature of this path. */
  verify(path: string, query: SignedQuery): boolean;
}

export interface SignedQuery {
  expires?: string;
  signature?: string;
}

/**
 * A link lives between one and two windows: every link made in one window ends at the same
 * moment, so a page drawn twice in that window names the same URL and the browser's copy is
 * reused, instead of a new URL (and a new download) for every reply.
 */
export const LINK_WINDOW_SECONDS = 60 * 60;

/** The key, derived from the server key (OTP_SECRET) under a label of its own, as the payment sandbox's is. */
export function mediaLinkKey(serverKey: Buffer): Buffer {
  return createHmac('sha256', serverKey).update('servenear:media-links').digest();
}

export function createMediaLinks(serverKey: Buffer, clock: Clock): MediaLinks {
  const key = mediaLinkKey(serverKey);
  const signatureOf = (path: string, expires: number) => createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  return {
    sign(path) {
      const expires = (Math.floor(nowSeconds() / LINK_WINDOW_SECONDS) + 2) * LINK_WINDOW_SECONDS;
      return `${path}?expires=${expires}&signature=${signatureOf(path, expires)}`;
    },
    verify(path, { expires, signature }) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      const expiry = Number(expires);
      if (expiry <= nowSeconds()) return false;
      const expected = Buffer.from(signatureOf(path, expiry));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
