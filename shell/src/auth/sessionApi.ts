/**
 * The calls the shell itself makes. They use fetch, not the shared axios client, so the landing
 * page does not pay for axios (its budget is 200 KB of gzip JS), nor for the endpoint catalogue
 * and its schemas: their URLs and readings are the catalogue's (sessionEndpoint,
 * customerLogoutEndpoint), which sessionApi.test.ts holds them to.
 */
import type { Role, Session } from '@servenear/shared/host';
import type { SessionWire } from '@servenear/shared/wire';

/** GET session (ours): who the session cookie belongs to; data is null when there is none (sessionEndpoint's toModel). */
export async function getSession(): Promise<Session | null> {
  const response = await fetch('/api/session', { credentials: 'include' });
  // A server from before data null answered a visitor 401: still no session.
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`Session check answered ${response.status}`);
  const { data } = (await response.json()) as { data: SessionWire | null };
  if (!data) return null;
  const session: Session = { role: data.role, name: data.name, userId: data.user_id, verified: Boolean(data.is_verified) };
  return data.mobile ? { ...session, phoneNumber: data.mobile } : session;
}

/** customer §7 'POST user/logout', partner §7 'POST employee/logout', and an ops person's 'POST admin/logout'. */
export async function postLogout(role: Role): Promise<void> {
  const prefix = role === 'employee' ? 'employee' : role === 'admin' ? 'admin' : 'user';
  const response = await fetch(`/api/${prefix}/logout`, { method: 'POST', credentials: 'include' });
  if (!response.ok) throw new Error(`Logout answered ${response.status}`);
}

/** customer §7 'GET user/cartcount'. */
export async function getCartCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const response = await fetch('/api/user/cartcount', { credentials: 'include', signal });
  if (!response.ok) throw new Error(`Cart count answered ${response.status}`);
  const body = (await response.json()) as { cartCount?: unknown };
  const count = Number(body.cartCount ?? 0);
  return Number.isFinite(count) ? count : 0;
}
