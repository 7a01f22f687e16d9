import { endApiSession, type FetchLike } from './opsAdmin';
import type { SessionStore } from './sessionStore';

/**
 * `npm run admin -- [--api <url>] logout`: forgets the stored admin session of that server, or
 * of every server without --api, and ends it on the server so the token is worth nothing.
 */
export async function logoutAdmin(apiUrl: string | undefined, sessions: SessionStore, fetchImpl: FetchLike = fetch): Promise<string> {
  const origins = apiUrl ? [new URL(apiUrl).origin] : Object.keys(await sessions.all());
  if (origins.length === 0) return 'No admin session is stored.';
  const lines: string[] = [];
  for (const origin of origins) {
    const session = await sessions.remove(origin);
    if (!session) lines.push(`No admin session is stored for ${origin}.`);
    else if (await endApiSession(origin, session.token, fetchImpl)) lines.push(`Logged out of ${origin}.`);
    else lines.push(`Forgot the session for ${origin}, but the server could not be reached to end it.`);
  }
  return lines.join('\n');
}
