import type { Database } from '../db/client';
import { systemClock } from '../lib/clock';
import { listPartners, rejectPartner, verifyPartner } from '../modules/admin/service';

export type PartnerListItem = Awaited<ReturnType<typeof listPartners>>[number];

/** What the CLI can do, whether it reaches the database directly or a running server's API. */
export interface PartnerAdmin {
  pending(): Promise<PartnerListItem[]>;
  verify(id: number): Promise<void>;
  reject(id: number, reason: string): Promise<void>;
  close(): Promise<void>;
}

/** Direct database access through the same service functions the admin API uses. */
export function databasePartnerAdmin(db: Database, close: () => Promise<void>): PartnerAdmin {
  const deps = { db, clock: systemClock };
  return {
    pending: () => listPartners(deps, 'pending'),
    verify: (id) => verifyPartner(deps, id),
    reject: (id, reason) => rejectPartner(deps, id, { reason }),
    close,
  };
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
}

/** Signs in as an admin on a running server and acts through its API (works while PGlite is in use). */
export async function apiPartnerAdmin(
  baseUrl: string,
  credentials: { mobile: string; password: string },
  fetchImpl: FetchLike = fetch,
): Promise<PartnerAdmin> {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetchImpl(new URL(`/api/${path}`, baseUrl).toString(), {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const fields = Object.values((payload.errors as Record<string, string[]> | undefined) ?? {}).flat();
      throw new ApiError(String(payload.message ?? fields[0] ?? `HTTP ${response.status}`));
    }
    return payload;
  };
  const login = await call('POST', 'admin/login', credentials);
  const token = (login.success as { token: string }).token;
  return {
    pending: async () => (await call('GET', 'admin/partners?status=pending', undefined, token)).data as PartnerListItem[],
    verify: async (id) => void (await call('POST', `admin/partners/${id}/verify`, {}, token)),
    reject: async (id, reason) => void (await call('POST', `admin/partners/${id}/reject`, { reason }, token)),
    close: async () => void (await call('POST', 'admin/logout', {}, token)),
  };
}
