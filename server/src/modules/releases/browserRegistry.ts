import { existsSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCanaries, readRegistry, registryPath, type Registry } from './registry';
import { browserIdIn, newBrowserId, registryForBrowser, ROLLOUT_COOKIE, signBrowserId, verifiedBrowserId } from './rollout';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface BrowserRegistryOptions {
  releasesDir: string;
  secureCookies: boolean;
  /** Signs the rollout ids handed out (rolloutKey), so telemetry can trust them. */
  rolloutKey: Buffer;
}

/**
 * The registry as the browser behind this request gets it: live versions, and the canaries
 * it was drawn for. Read from disk each time (two small files), so a publish, promote or
 * rollback reaches the next page load. While a canary runs, a browser without a draw is
 * given one in the HttpOnly rollout cookie. Null when nothing was ever released.
 * Used by GET /remotes.json and by the page itself, which inlines it (docs/architecture.md §3).
 */
export async function registryForRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  options: BrowserRegistryOptions,
): Promise<Registry | null> {
  if (!existsSync(registryPath(options.releasesDir))) return null;
  const [registry, canaries] = await Promise.all([readRegistry(options.releasesDir), readCanaries(options.releasesDir)]);
  const cookie = request.cookies[ROLLOUT_COOKIE];
  let browserId = verifiedBrowserId(options.rolloutKey, cookie);
  if (Object.keys(canaries).length > 0 && browserId === null) {
    // Only while a canary runs does a browser need its draw remembered. An id signed with another
    // key (a restart without OTP_SECRET) or from before ids were signed keeps its draw, so the
    // person keeps their version, and is signed now: that proves no more than a new id would,
    // which anyone gets by asking.
    browserId = browserIdIn(cookie) ?? newBrowserId();
    reply.setCookie(ROLLOUT_COOKIE, signBrowserId(options.rolloutKey, browserId), {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: options.secureCookies,
      maxAge: ONE_YEAR_SECONDS,
    });
  }
  return registryForBrowser(registry, canaries, browserId);
}
