import type { Database } from '../db/client';
import { systemClock } from '../lib/clock';
import { allocateLine, allocationSchema, approveLine, cancelLine, eligiblePartners, lineIdFrom, listBookingLines } from '../modules/admin/bookings';
import { listPartners, rejectionSchema, rejectPartner, verifyPartner } from '../modules/admin/service';
import { remoteHealth, type RemoteHealth } from '../modules/telemetry/service';

export type PartnerListItem = Awaited<ReturnType<typeof listPartners>>[number];
export type BookingLineItem = Awaited<ReturnType<typeof listBookingLines>>[number];
export type EligiblePartnerItem = Awaited<ReturnType<typeof eligiblePartners>>[number];

/** What the CLI can do, whether it reaches the database directly or a running server's API. */
export interface OpsAdmin {
  pendingPartners(): Promise<PartnerListItem[]>;
  verify(partnerId: number): Promise<void>;
  reject(partnerId: number, reason: string): Promise<void>;
  pendingBookings(): Promise<BookingLineItem[]>;
  eligiblePartners(lineId: number): Promise<EligiblePartnerItem[]>;
  allocate(lineId: number, partnerId: number): Promise<void>;
  /** The refund the cancellation owes, in rupees. */
  cancelBooking(lineId: number): Promise<number>;
  approveBooking(lineId: number): Promise<void>;
  /** Loads, failures and failure rate of each remote version over the last `minutes`. */
  remoteHealth(minutes: number): Promise<RemoteHealth[]>;
  close(): Promise<void>;
}

/**
 * Direct database access through the same service functions the admin API uses; what the API's
 * route schemas check (the reason, the partner's id) is checked here by the same schemas.
 */
export function databaseOpsAdmin(options: { db: Database; nearRadiusKm: number }, close: () => Promise<void>): OpsAdmin {
  const deps = { db: options.db, clock: systemClock, nearRadiusKm: options.nearRadiusKm };
  return {
    pendingPartners: () => listPartners(deps, 'pending'),
    verify: (id) => verifyPartner(deps, id),
    reject: (id, reason) => rejectPartner(deps, id, rejectionSchema.parse({ reason })),
    pendingBookings: () => listBookingLines(deps, { status: 'pending' }),
    eligiblePartners: (lineId) => eligiblePartners(deps, lineIdFrom(lineId)),
    allocate: (lineId, partnerId) => allocateLine(deps, lineIdFrom(lineId), allocationSchema.parse({ partner_id: partnerId })),
    cancelBooking: (lineId) => cancelLine(deps, lineIdFrom(lineId)),
    approveBooking: (lineId) => approveLine(deps, lineIdFrom(lineId)),
    remoteHealth: (minutes) => remoteHealth(options.db, { since: new Date(deps.clock().getTime() - minutes * 60_000) }),
    close,
  };
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
}

/** Signs in as an admin on a running server and acts through its API (works while PGlite is in use). */
export async function apiOpsAdmin(
  baseUrl: string,
  credentials: { mobile: string; password: string },
  fetchImpl: FetchLike = fetch,
): Promise<OpsAdmin> {
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
  const get = async <T>(path: string) => (await call('GET', path, undefined, token)).data as T;
  const post = (path: string, body: unknown = {}) => call('POST', path, body, token);
  const line = (lineId: number) => `admin/bookings/lines/${lineId}`;
  return {
    pendingPartners: () => get<PartnerListItem[]>('admin/partners?status=pending'),
    verify: async (id) => void (await post(`admin/partners/${id}/verify`)),
    reject: async (id, reason) => void (await post(`admin/partners/${id}/reject`, { reason })),
    pendingBookings: () => get<BookingLineItem[]>('admin/bookings?status=pending'),
    eligiblePartners: (lineId) => get<EligiblePartnerItem[]>(`${line(lineId)}/partners`),
    allocate: async (lineId, partnerId) => void (await post(`${line(lineId)}/allocate`, { partner_id: partnerId })),
    cancelBooking: async (lineId) => ((await post(`${line(lineId)}/cancel`)).data as { refund_amount: number }).refund_amount,
    approveBooking: async (lineId) => void (await post(`${line(lineId)}/approve`)),
    remoteHealth: async (minutes) => (await call('GET', `admin/remotes/health?minutes=${minutes}`, undefined, token)).remotes as RemoteHealth[],
    close: async () => void (await post('admin/logout')),
  };
}
