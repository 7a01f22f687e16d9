import type { Database } from '../db/client';
import { systemClock } from '../lib/clock';
import { loadConfig, type MoneyConfig } from '../config';
import type * as core from 'zod/v4/core';
import {
  endpointUrl,
  lineAllocationSchema,
  lineReassignmentSchema,
  opsReassignLineEndpoint,
  opsAllocateLineEndpoint,
  opsApproveLineEndpoint,
  opsApprovePartnerServiceEndpoint,
  opsBankChangesEndpoint,
  opsBookingLinesEndpoint,
  opsCancelLineEndpoint,
  opsLinePartnersEndpoint,
  opsLoginEndpoint,
  opsLogoutEndpoint,
  opsSignInCodeEndpoint,
  opsPartnerEndpoint,
  opsPartnerKycEndpoint,
  opsPartnerServicesEndpoint,
  opsPartnersEndpoint,
  opsReinstatePartnerEndpoint,
  opsRejectPartnerEndpoint,
  opsRejectPartnerServiceEndpoint,
  opsSuspendPartnerEndpoint,
  opsVerifyBankEndpoint,
  opsVerifyPartnerEndpoint,
  partnerRejectionSchema,
  partnerSuspensionSchema,
  type CallTarget,
  type Endpoint,
} from '@servenear/shared/endpoints';
import { allocateLine, approveLine, cancelLine, eligiblePartners, lineIdFrom, listBookingLines, reassignLine } from '../modules/admin/bookings';
import { listPartners, partnerDetails, rejectPartner, verifyPartner } from '../modules/admin/service';
import { bankChanges, partnerKyc, reinstatePartner, suspendPartner, verifyBankDetails } from '../modules/admin/partnerStanding';
import type { PartnerKycWire, PartnerSuspendedWire } from '@servenear/shared/wire';
import { idProofUrl } from '../modules/partner/account/idProofs';
import { approveServiceSchema, rejectServiceSchema } from '@servenear/shared/partner-schemas';
import { approvePartnerService, listPartnerServiceOffers, rejectPartnerService, type ServiceRates } from '../modules/admin/serviceApprovals';
import { findIdProof } from '../modules/partner/account/repository';
import type { UploadStore } from '../modules/media/uploadStore';
import { remoteHealth, type RemoteHealth } from '../modules/telemetry/service';
import { apiEnquiryAdmin, databaseEnquiryAdmin, type EnquiryAdmin } from './enquiriesCli';
import { apiDisputeAdmin, databaseDisputeAdmin, type DisputeAdmin } from './disputesCli';
import { apiMoneyAdmin, databaseMoneyAdmin, type MoneyAdmin } from './moneyCli';
import type { PaymentProvider } from '../modules/payments/provider';
import type { PayoutProvider } from '../modules/payouts/provider';
import { apiArrivalAdmin, databaseArrivalAdmin, type ArrivalAdmin } from './arrivalsCli';
import { apiOpsMemberAdmin, databaseOpsMemberAdmin, type OpsMemberAdmin } from './opsMembersCli';
import { cliActor, recordCliAudit, type CliAuditEntry } from './cliAudit';
import type { AuditActor } from '../modules/ops/audit';
import { DEFAULT_PASSWORD_HASH_COST } from '../lib/passwords';
import { CLI_SESSION_MS, type SessionStore } from './sessionStore';
import { terminalSecondFactor, type SecondFactor } from './signInCode';

export type PartnerListItem = Awaited<ReturnType<typeof listPartners>>[number];
export type BookingLineItem = Awaited<ReturnType<typeof listBookingLines>>[number];
export type EligiblePartnerItem = Awaited<ReturnType<typeof eligiblePartners>>[number];
export type PartnerServiceItem = Awaited<ReturnType<typeof listPartnerServiceOffers>>[number];

/** What the CLI can do, whether it reaches the database directly or a running server's API. */
export interface OpsAdmin extends EnquiryAdmin, DisputeAdmin, ArrivalAdmin, MoneyAdmin, OpsMemberAdmin {
  pendingPartners(): Promise<PartnerListItem[]>;
  /** A partner of any status, with the ID proofs they uploaded. */
  partner(partnerId: number): Promise<PartnerListItem>;
  /** An ID proof's bytes as stored. */
  idProof(proofId: number): Promise<Uint8Array>;
  verify(partnerId: number): Promise<void>;
  reject(partnerId: number, reason: string): Promise<void>;
  /** Issue 36: the partner's KYC, his bank re-check, suspension and reinstatement. */
  partnerKyc(partnerId: number): Promise<PartnerKycWire>;
  bankChanges(): Promise<PartnerKycWire[]>;
  verifyBank(partnerId: number): Promise<void>;
  suspend(partnerId: number, reason: string): Promise<PartnerSuspendedWire>;
  reinstate(partnerId: number): Promise<void>;
  pendingBookings(): Promise<BookingLineItem[]>;
  /** Issue 37: completed lines with their real start and completion times and the quick-completion flag. */
  completedBookings(): Promise<BookingLineItem[]>;
  eligiblePartners(lineId: number): Promise<EligiblePartnerItem[]>;
  allocate(lineId: number, partnerId: number): Promise<void>;
  /** Issue 39: an assigned line to another partner, and why (kept in the audit log). */
  reassign(lineId: number, partnerId: number, reason: string): Promise<void>;
  /** The refund the cancellation owes, in rupees. */
  cancelBooking(lineId: number): Promise<number>;
  approveBooking(lineId: number): Promise<void>;
  /** Partners' own services waiting for ops. */
  pendingServices(): Promise<PartnerServiceItem[]>;
  /** Rates only matter when the approval makes a new catalogue service. */
  approveService(offerId: number, rates: ServiceRates): Promise<void>;
  rejectService(offerId: number, reason: string): Promise<void>;
  /** Loads, failures and failure rate of each remote version over the last `minutes`. */
  remoteHealth(minutes: number): Promise<RemoteHealth[]>;
  /** On the database only: a command's row in the ops audit log (through the API the server writes it). */
  recordAudit?(entry: CliAuditEntry): Promise<void>;
  close(): Promise<void>;
}

/**
 * Direct database access through the same service functions the admin API uses; what the API's
 * route schemas check (the reason, the partner's id) is checked here by the same schemas.
 */
export function databaseOpsAdmin(
  options: {
    db: Database;
    nearRadiusKm: number;
    uploads: UploadStore;
    /** The configured commission and taxes; the defaults when not given (tests). */
    money?: MoneyConfig;
    /** The payment and payout providers, for reconcile; made when first needed. */
    providers?: () => { payments: PaymentProvider; payouts: PayoutProvider };
    /** scrypt's N for a new ops member's password (config.passwordHashCost). */
    passwordHashCost?: number;
    /** Who the audit log names: cli:user@host unless given. */
    auditActor?: AuditActor;
  },
  close: () => Promise<void>,
): OpsAdmin {
  const deps = { db: options.db, clock: systemClock, nearRadiusKm: options.nearRadiusKm, money: options.money ?? loadConfig({}).money };
  return {
    ...databaseEnquiryAdmin(deps),
    ...databaseDisputeAdmin(deps),
    ...databaseMoneyAdmin({ ...deps, providers: options.providers }),
    ...databaseArrivalAdmin(deps),
    ...databaseOpsMemberAdmin({ ...deps, passwordHashCost: options.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST }),
    recordAudit: (entry) => recordCliAudit(deps, options.auditActor ?? cliActor(), entry),
    pendingPartners: () => listPartners(deps, 'pending'),
    partner: (id) => partnerDetails(deps, id),
    idProof: async (proofId) => {
      const proof = await findIdProof(options.db, proofId);
      const bytes = proof && (await options.uploads.read('id-proofs', proof.fileName));
      if (!bytes) throw new Error(`ID proof ${proofId} is missing from the upload folder.`);
      return bytes;
    },
    verify: (id) => verifyPartner(deps, id),
    reject: (id, reason) => rejectPartner(deps, id, partnerRejectionSchema.parse({ reason })),
    partnerKyc: (id) => partnerKyc(deps, id),
    bankChanges: () => bankChanges(deps),
    verifyBank: (id) => verifyBankDetails(deps, id),
    suspend: (id, reason) => suspendPartner(deps, id, partnerSuspensionSchema.parse({ reason })),
    reinstate: (id) => reinstatePartner(deps, id),
    pendingBookings: () => listBookingLines(deps, { status: 'pending' }),
    completedBookings: () => listBookingLines(deps, { status: 'completed' }),
    eligiblePartners: (lineId) => eligiblePartners(deps, lineIdFrom(lineId)),
    allocate: (lineId, partnerId) => allocateLine(deps, lineIdFrom(lineId), lineAllocationSchema.parse({ partner_id: partnerId })),
    reassign: async (lineId, partnerId, reason) => void (await reassignLine(deps, lineIdFrom(lineId), lineReassignmentSchema.parse({ partner_id: partnerId, reason }))),
    cancelBooking: (lineId) => cancelLine(deps, lineIdFrom(lineId)),
    approveBooking: (lineId) => approveLine(deps, lineIdFrom(lineId)),
    pendingServices: () => listPartnerServiceOffers(deps, 'pending'),
    approveService: (offerId, rates) => approvePartnerService(deps, offerId, approveServiceSchema.parse(rates)),
    rejectService: (offerId, reason) => rejectPartnerService(deps, offerId, rejectServiceSchema.parse({ reason })),
    remoteHealth: (minutes) => remoteHealth(options.db, { since: new Date(deps.clock().getTime() - minutes * 60_000) }),
    close,
  };
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  fetch?: FetchLike;
  /** Issue 39: the code the server texts after the password (cli/signInCode.ts); a terminal prompt unless given. */
  secondFactor?: SecondFactor;
  /** Where the sign-in is kept between runs. Without one, each run signs in and out again. */
  sessions?: SessionStore;
  now?: () => Date;
}

/** One call to the server's API; a refusal becomes an ApiError with the server's message. */
function apiCaller(baseUrl: string, fetchImpl: FetchLike) {
  return async (method: string, path: string, body?: unknown, token?: string): Promise<Response> => {
    const response = await fetchImpl(new URL(`/api/${path}`, baseUrl).toString(), {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      const fields = Object.values((payload.errors as Record<string, string[]> | undefined) ?? {}).flat();
      throw new ApiError(String(payload.message ?? fields[0] ?? `HTTP ${response.status}`), response.status);
    }
    return response;
  };
}

type Schema = core.$ZodType | undefined;

/** What a success envelope's `data` holds by the endpoint's reply schema. */
type ReplyData<Reply extends core.$ZodType> = core.output<Reply> extends { data: infer Data } ? Data : never;

/**
 * A signed-in read of a catalogue endpoint through the API: its method, its URL from the path's
 * values and the query (endpointUrl, as the browser writes it), and the reply's `data` as the
 * server sent it (unchecked here: the server checks its answers against the same schema).
 */
export type ApiGet = <Path extends string, Query extends Schema, Reply extends core.$ZodType>(
  endpoint: Endpoint<Path, Schema, Query, Schema, Reply, unknown>,
  target: CallTarget<Path, Query>,
) => Promise<ReplyData<Reply>>;

/** A signed-in write of a catalogue endpoint through the API, `{}` as the body unless given; the whole reply. */
export type ApiPost = <Path extends string, Query extends Schema>(
  endpoint: Endpoint<Path, Schema, Query, Schema, core.$ZodType, unknown>,
  target: CallTarget<Path, Query>,
  body?: unknown,
) => Promise<Record<string, unknown>>;

const jsonOf = async (response: Response) => (await response.json().catch(() => ({}))) as Record<string, unknown>;

/**
 * Ends a session on the server; false when the server could not be asked. A session it no
 * longer knows (401) has ended already.
 */
export async function endApiSession(baseUrl: string, token: string, fetchImpl: FetchLike = fetch): Promise<boolean> {
  try {
    await jsonOf(await apiCaller(baseUrl, fetchImpl)(opsLogoutEndpoint.method, endpointUrl(opsLogoutEndpoint), {}, token));
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 401;
  }
}

/**
 * Signs in as an admin on a running server and acts through its API (works while PGlite is in
 * use). With a session store, a stored session of the same admin is reused until it expires or
 * the server refuses it, so a day of commands costs one login instead of one each.
 */
export async function apiOpsAdmin(
  baseUrl: string,
  credentials: { mobile: string; password: string },
  options: ApiOptions | FetchLike = {},
): Promise<OpsAdmin> {
  const { fetch: fetchImpl = fetch, sessions, now = () => new Date(), secondFactor = terminalSecondFactor } = typeof options === 'function' ? { fetch: options } : options;
  const call = apiCaller(baseUrl, fetchImpl);
  const origin = new URL(baseUrl).origin;

  // Two steps (issue 39): the password has a code texted, and the code opens the session.
  const signIn = async () => {
    const login = await jsonOf(await call(opsLoginEndpoint.method, endpointUrl(opsLoginEndpoint), credentials));
    const { challenge, mobile_hint: mobileHint } = login.second_factor as { challenge: string; mobile_hint: string };
    const code = await secondFactor({ mobile: credentials.mobile, mobileHint });
    const signedIn = await jsonOf(await call(opsSignInCodeEndpoint.method, endpointUrl(opsSignInCodeEndpoint), { challenge, code }));
    const token = (signedIn.success as { token: string }).token;
    const expiresAt = new Date(now().getTime() + CLI_SESSION_MS).toISOString();
    await sessions?.set(origin, { token, mobile: credentials.mobile, expiresAt }, now());
    return token;
  };

  const stored = await sessions?.get(origin);
  const usable = stored && stored.mobile === credentials.mobile && Date.parse(stored.expiresAt) > now().getTime();
  // An expired or another admin's session is ended rather than left open on the server.
  if (stored && !usable) await endApiSession(baseUrl, stored.token, fetchImpl);
  let token = usable ? stored.token : await signIn();
  let reused = Boolean(usable);

  const send = async (method: string, path: string, body?: unknown) => {
    try {
      return await call(method, path, body, token);
    } catch (error) {
      // Ended on the server (logout elsewhere, password reset): sign in once more. Repeating the
      // call is safe: a 401 is answered before the route does anything.
      if (!(reused && error instanceof ApiError && error.status === 401)) throw error;
      reused = false;
      token = await signIn();
      return call(method, path, body, token);
    }
  };
  const authorised = async (method: string, path: string, body?: unknown) => jsonOf(await send(method, path, body));
  const get: ApiGet = async (endpoint, target) => (await authorised(endpoint.method, endpointUrl(endpoint, target))).data as never;
  const post: ApiPost = (endpoint, target, body = {}) => authorised(endpoint.method, endpointUrl(endpoint, target), body);
  const line = (lineId: number) => ({ params: { id: lineId } });
  const offer = (offerId: number) => ({ params: { id: offerId } });
  return {
    ...apiEnquiryAdmin(get, post),
    ...apiDisputeAdmin(get, post),
    ...apiMoneyAdmin(get, post),
    ...apiArrivalAdmin(get),
    ...apiOpsMemberAdmin(post),
    // The list is paged: the CLI asks for the largest page (200), more than a queue waiting for ops holds.
    pendingPartners: () => get(opsPartnersEndpoint, { query: { status: 'pending', per_page: '200' } }),
    partner: (id) => get(opsPartnerEndpoint, { params: { id } }),
    // The partners' route serves an ID proof to its owner and to admins: a file, not a catalogue call.
    idProof: async (proofId) => new Uint8Array(await (await send('GET', idProofUrl(proofId).replace(/^\/api\//, ''))).arrayBuffer()),
    verify: async (id) => void (await post(opsVerifyPartnerEndpoint, { params: { id } })),
    reject: async (id, reason) => void (await post(opsRejectPartnerEndpoint, { params: { id } }, { reason })),
    partnerKyc: (id) => get(opsPartnerKycEndpoint, { params: { id } }),
    bankChanges: () => get(opsBankChangesEndpoint, {}),
    verifyBank: async (id) => void (await post(opsVerifyBankEndpoint, { params: { id } })),
    suspend: async (id, reason) => (await post(opsSuspendPartnerEndpoint, { params: { id } }, { reason })).data as PartnerSuspendedWire,
    reinstate: async (id) => void (await post(opsReinstatePartnerEndpoint, { params: { id } })),
    pendingBookings: () => get(opsBookingLinesEndpoint, { query: { status: 'pending' } }),
    completedBookings: () => get(opsBookingLinesEndpoint, { query: { status: 'completed' } }),
    eligiblePartners: (lineId) => get(opsLinePartnersEndpoint, line(lineId)),
    allocate: async (lineId, partnerId) => void (await post(opsAllocateLineEndpoint, line(lineId), { partner_id: partnerId })),
    reassign: async (lineId, partnerId, reason) => void (await post(opsReassignLineEndpoint, line(lineId), { partner_id: partnerId, reason })),
    cancelBooking: async (lineId) => ((await post(opsCancelLineEndpoint, line(lineId))).data as { refund_amount: number }).refund_amount,
    approveBooking: async (lineId) => void (await post(opsApproveLineEndpoint, line(lineId))),
    // The CLI prints the whole queue: the largest page the API gives.
    pendingServices: () => get(opsPartnerServicesEndpoint, { query: { approval: 'pending', per_page: '200' } }),
    approveService: async (offerId, rates) => void (await post(opsApprovePartnerServiceEndpoint, offer(offerId), rates)),
    rejectService: async (offerId, reason) => void (await post(opsRejectPartnerServiceEndpoint, offer(offerId), { reason })),
    remoteHealth: async (minutes) => (await authorised('GET', `admin/remotes/health?minutes=${minutes}`)).remotes as RemoteHealth[],
    // A stored session stays open for the next run; an unstored one is ended now.
    close: async () => {
      if (!sessions) await post(opsLogoutEndpoint, {});
    },
  };
}
