import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PASSWORD_HASH_COST } from './lib/passwords';

/** The repository root, so the defaults work whatever folder the server is started from. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const windowCount = z.coerce.number().int().min(1).max(100_000);
/** A percentage to two decimals (basis points are what the money code computes with). */
const percent = (fallback: number) => z.coerce.number().min(0).max(100).multipleOf(0.01).default(fallback);
const perWindow = (fallback: number) => windowCount.default(fallback);
/** A timeout in seconds; fractions are for tests, which set short ones. */
const seconds = (fallback: number) => z.coerce.number().min(0.05).max(3600).default(fallback);

/** Monday first, as ISO weeks count them: a weekday's number is its index + 1. */
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default('servenear:rate-limit:'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  RELEASES_DIR: z.string().trim().min(1).default(path.join(repoRoot, 'releases')),
  SHELL_DIR: z.string().trim().min(1).default(path.join(repoRoot, 'shell', 'dist')),
  REPORTS_PER_HOUR: perWindow(20),
  // Issue 40: how far back a live stream that reconnects is given what it missed (decision 0063).
  LIVE_EVENTS_RETENTION_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(60),
  // How often each instance looks for new live events when no wake-up came (a missed NOTIFY).
  LIVE_EVENTS_SWEEP_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  TELEMETRY_EVENTS_PER_MINUTE: perWindow(120),
  AUTO_ROLLBACK_MIN_BROWSERS: z.coerce.number().int().min(1).max(100_000).default(10),
  LOGINS_PER_15_MIN: perWindow(10),
  LOGINS_PER_IP_PER_15_MIN: perWindow(100),
  REGISTRATIONS_PER_HOUR: perWindow(10),
  FORGOT_PASSWORD_PER_HOUR: perWindow(5),
  PARTNER_REGISTRATIONS_PER_HOUR: windowCount.optional(),
  /** The earlier name of PARTNER_REGISTRATIONS_PER_HOUR, still read so a deployment that set it keeps its limit. */
  EMPLOYEE_REGISTRATIONS_PER_HOUR: windowCount.optional(),
  OTP_SENDS_PER_NUMBER_PER_HOUR: perWindow(5),
  OTP_SENDS_PER_IP_PER_HOUR: perWindow(20),
  /** customer §9: a code lives 300 s and a new one may be asked for 30 s after a send; e2e runs shorten both. */
  OTP_CODE_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  UPLOADS_PER_HOUR: perWindow(30),
  UPLOADS_PER_IP_PER_HOUR: perWindow(200),
  // How long a request may take to arrive (docs/decisions/0036-request-timeouts-and-upload-caps.md).
  BODY_TIMEOUT_SECONDS: seconds(30),
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).max(100 * 1024 * 1024).default(2048),
  REQUEST_TIMEOUT_SECONDS: seconds(600),
  HEADERS_TIMEOUT_SECONDS: seconds(20),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(72),
  IDLE_TIMEOUT_SECONDS: seconds(120),
  /** scrypt's N for new password hashes: a power of two; tests lower it, production may only raise it. */
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 20)
    .refine((cost) => Number.isInteger(Math.log2(cost)), { error: 'must be a power of two' })
    .default(DEFAULT_PASSWORD_HASH_COST),
  OTP_SECRET: optionalText.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  SEED_DEMO_ACCOUNTS: optionalText.pipe(z.enum(['true', 'false']).optional()),
  DEV_OUTBOX: optionalText.pipe(z.enum(['true', 'false']).optional()),
  JOBS_WORKER: optionalText.pipe(z.enum(['true', 'false']).optional()),
  /** At least 15, and never less than the longest request (REQUEST_TIMEOUT_SECONDS) and 5 minutes: no upload in flight has a file that old. */
  MEDIA_SWEEP_AGE_MINUTES: z.coerce.number().int().min(15).max(10_080).default(60),
  NEAR_RADIUS_KM: z.coerce.number().positive().max(500).default(25),
  LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  GEOCODING_PROVIDER: z.enum(['gazetteer', 'google']).default('gazetteer'),
  GOOGLE_MAPS_API_KEY: optionalText,
  SMS_PROVIDER: z.enum(['log', 'twilio']).default('log'),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** Issue 38: what the local sandbox does with a refund (tests and demos of a failure), and how long before its webhook. */
  SANDBOX_REFUND_OUTCOME: z.enum(['processed', 'failed', 'refused']).default('processed'),
  SANDBOX_REFUND_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Issue 38: the RazorpayX account payouts leave from; with the Razorpay keys, real payouts. Without it, the sandbox's. */
  RAZORPAYX_ACCOUNT_NUMBER: optionalText.pipe(z.string().regex(/^\d{9,20}$/, { error: 'must be the RazorpayX account number (digits)' }).optional()),
  SANDBOX_PAYOUT_OUTCOME: z.enum(['processed', 'failed', 'reversed', 'refused']).default('processed'),
  SANDBOX_PAYOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  PAYMENT_DISPLAY_NAME: z.string().trim().min(1).max(60).default('ServeNear'),
  // The brand teal of shell/src/styles/tokens.css (--sn-color-primary).
  PAYMENT_THEME_COLOR: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour like #0f6e78' })
    .default('#0f6e78'),
  // Issue 38, decision 0055: the platform's cut and the taxes on a settlement.
  COMMISSION_PERCENT: percent(15).pipe(z.number().max(50, { error: "must be at most 50" })),
  /** Per category, by name: "Home & Personal=12,Industry & Factory=10"; others take COMMISSION_PERCENT. */
  COMMISSION_BY_CATEGORY: optionalText.pipe(z.string().regex(/^[^=,]+=\d+(\.\d+)?(,[^=,]+=\d+(\.\d+)?)*$/, { error: 'must look like "Home & Personal=12,Retail & Shop=10"' }).optional()),
  GST_PERCENT: percent(18),
  TDS_PERCENT: percent(0.1),
  /** Days after the customer approves the work before the partner's payable may be paid out. */
  PAYABLE_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** The weekly payout batch a worker proposes by itself (modules/payouts/weekly.ts): a day and an hour, India time; "off" stops it. */
  PAYOUT_BATCH_WEEKDAY: z.string().trim().toLowerCase().pipe(z.enum([...WEEKDAYS, 'off'], { error: 'must be a weekday (monday to sunday) or off' })).default('monday'),
  PAYOUT_BATCH_HOUR: z.coerce.number().int().min(0).max(23).default(10),
  // Issue 38, decision 0056: who issues the tax invoices. The default GSTIN is a placeholder for
  // the demo site; a real deployment sets its own.
  PLATFORM_GSTIN: z
    .string()
    .trim()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, { error: 'must be a GSTIN like 33AAAAA0000A1Z5' })
    .default('33AAAAA0000A1Z5'),
  PLATFORM_LEGAL_NAME: z.string().trim().min(1).max(120).default('ServeNear Technologies Private Limited'),
  PLATFORM_ADDRESS: z.string().trim().min(1).max(300).default('12 Anna Salai, Chennai, Tamil Nadu 600002'),
  TRUST_PROXY: optionalText,
  PUBLIC_ORIGIN: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an origin like https://servenear.example' })
      .refine(isBareOrigin, { error: 'must be an origin like https://servenear.example (no path)' })
      .optional(),
  ),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  // Prometheus' scraper sends it as a Bearer token; unset, there is no /metrics.
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, { error: 'must be at least 16 characters' }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
}).superRefine((env, context) => {
  // Refused rather than ignored: the outbox hands out sign-up and password-reset codes, so a
  // production environment asking for it is a mistake (a copied development .env) to fix now.
  if (env.DEV_OUTBOX === 'true' && env.NODE_ENV === 'production') {
    context.addIssue({ code: 'custom', path: ['DEV_OUTBOX'], message: 'must not be true when NODE_ENV=production' });
  }
  // A cheap hash is for tests: in production every stolen hash would be that much cheaper to guess.
  if (env.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST && env.NODE_ENV === 'production') {
    context.addIssue({ code: 'custom', path: ['PASSWORD_HASH_COST'], message: `must be at least ${DEFAULT_PASSWORD_HASH_COST} when NODE_ENV=production` });
  }
  if (env.GEOCODING_PROVIDER === 'google' && !env.GOOGLE_MAPS_API_KEY) {
    context.addIssue({ code: 'custom', path: ['GOOGLE_MAPS_API_KEY'], message: 'is required when GEOCODING_PROVIDER=google' });
  }
  // One Razorpay key without the other is a half-done setup: refuse it rather than fall back to the sandbox.
  if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
    const missing = env.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
    context.addIssue({ code: 'custom', path: [missing], message: 'is required when the other Razorpay key is set' });
  }
  if (env.RAZORPAYX_ACCOUNT_NUMBER && !env.RAZORPAY_KEY_ID) {
    context.addIssue({ code: 'custom', path: ['RAZORPAYX_ACCOUNT_NUMBER'], message: 'needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET' });
  }
  if (env.RAZORPAY_WEBHOOK_SECRET && !env.RAZORPAY_KEY_ID) {
    context.addIssue({ code: 'custom', path: ['RAZORPAY_WEBHOOK_SECRET'], message: 'needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET' });
  }
  if (env.SMS_PROVIDER !== 'twilio') return;
  // A text's link is PUBLIC_ORIGIN + a page: without it a real phone would get a localhost link.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN) {
    context.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: 'is required when SMS_PROVIDER=twilio and NODE_ENV=production (texts link to the site)' });
  }
  for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
    if (!env[key]) context.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
  }
});

export type SmsConfig =
  | { provider: 'log' }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string };

/** Requests one client may make per window before the API answers 429. */
export interface RateLimits {
  /** Login tries per address and number. */
  loginsPer15Min: number;
  /** Login tries per address, whatever the numbers: above the per-number allowance, as many
   *  customers may share one carrier address. */
  loginsPerIpPer15Min: number;
  registrationsPerHour: number;
  forgotPasswordPerHour: number;
  partnerRegistrationsPerHour: number;
  otpSendsPerNumberPerHour: number;
  otpSendsPerIpPerHour: number;
  /** Upload requests (the multipart forms with files) per account. */
  uploadsPerHour: number;
  /** Upload requests per address, signed in or not: above the per-account allowance, as many
   *  people may share one carrier address. */
  uploadsPerIpPerHour: number;
}

/**
 * How long the server waits for a client (docs/decisions/0036-request-timeouts-and-upload-caps.md),
 * in milliseconds. A body may be silent for at most `bodyMs` and must arrive at
 * `bodyMinBytesPerSecond` on average, within `requestMs` (which Node also enforces on the whole
 * request): http/bodyDeadline.ts.
 */
export interface Timeouts {
  bodyMs: number;
  bodyMinBytesPerSecond: number;
  requestMs: number;
  headersMs: number;
  /** An idle kept-alive connection between two requests. */
  keepAliveMs: number;
  /** A connection on which nothing at all is sent or received. */
  idleMs: number;
}

export interface PaymentConfig {
  /** Set: real Razorpay orders and checkout. Null: the local sandbox checkout. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | null;
  /** The sandbox's refunds (SANDBOX_REFUND_OUTCOME, SANDBOX_REFUND_SECONDS); unused with Razorpay. */
  sandboxRefunds: { outcome: 'processed' | 'failed' | 'refused'; delaySeconds: number };
  /** Issue 38: RazorpayX payouts (keys and RAZORPAYX_ACCOUNT_NUMBER), else the sandbox's (SANDBOX_PAYOUT_*). */
  payouts: { razorpayxAccountNumber: string } | { sandbox: { outcome: 'processed' | 'failed' | 'reversed' | 'refused'; delaySeconds: number } };
  /** Shown by the checkout (customer §4 'Payment'). */
  displayName: string;
  themeColor: string;
}

/** Issue 38: rates in basis points (1 % = 100), so money is computed in whole numbers. */
export interface MoneyConfig {
  commissionBasisPoints: number;
  /** By category name; a category not named takes commissionBasisPoints. */
  commissionBasisPointsByCategory: ReadonlyMap<string, number>;
  gstBasisPoints: number;
  tdsBasisPoints: number;
  payableHoldDays: number;
  /** The supplier on every tax invoice: its GSTIN's first two digits are its State's code. */
  invoicing: { gstin: string; legalName: string; address: string };
}

const basisPoints = (percentage: number) => Math.round(percentage * 100);

function parseCommissionByCategory(text: string | undefined): Map<string, number> {
  if (!text) return new Map();
  return new Map(text.split(',').map((pair) => {
    const [name, rate] = pair.split('=');
    return [name!.trim(), basisPoints(Number(rate))];
  }));
}

/** When the weekly payout batch is proposed, India time: ISO weekday (1 Monday … 7 Sunday) and hour (0–23). */
export interface PayoutBatchSchedule {
  weekday: number;
  hour: number;
}

export type GeocodingConfig = { provider: 'gazetteer' } | { provider: 'google'; apiKey: string };

export interface Config {
  port: number;
  host: string;
  /** Set: PostgreSQL through node-postgres. Unset: embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Set: rate-limit counts in this Redis, under `redisKeyPrefix`. Unset: in the database. */
  redisUrl: string | undefined;
  /** Starts every Redis key, so that several deployments can share one Redis. */
  redisKeyPrefix: string;
  dataDir: string;
  releasesDir: string;
  shellDir: string;
  /** Reports one address may send per hour: the form is public, so it must not be a spam hose. */
  reportsPerHour: number;
  /** Issue 40: live events kept for a reconnecting stream, and how often each instance looks for new ones unwoken. */
  liveEvents: { retentionMinutes: number; sweepMs: number };
  /** Remote telemetry posts one address may send per minute: public too, and a page may retry. */
  telemetryEventsPerMinute: number;
  /** The fewest distinct browsers drawn for a canary whose reports may end it (docs/architecture.md §7). */
  autoRollbackMinBrowsers: number;
  rateLimits: RateLimits;
  /** How long a texted code lives, and how soon after a send another may be asked for. */
  otpTimings: { codeSeconds: number; resendSeconds: number };
  timeouts: Timeouts;
  /** Key of the OTP HMAC; undefined: a random key per process (codes then die with a restart). */
  /** scrypt's N for new password hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  otpSecret: string | undefined;
  /** Set: GET /metrics answers a scraper that sends it as a Bearer token. */
  metricsToken: string | undefined;
  /** Demo logins in the seed: on by default except in production. */
  seedDemoAccounts: boolean;
  /** GET /api/dev/outbox (the log provider's texts, codes included) for loopback clients; never in production. */
  devOutbox: boolean;
  /** This instance works the job queue (SMS): on by default, off under NODE_ENV=test, whose tests run jobs themselves. */
  jobsWorker: boolean;
  /** Files of unfinished uploads older than this are swept (modules/media/sweep.ts), unless a pending medium names them. */
  mediaSweepAgeMinutes: number;
  sms: SmsConfig;
  /** A service is "near" a point when a verified partner who offers it works within this many km. */
  nearRadiusKm: number;
  /** How long a near-me list or search answer is reused for the same query; 0: never. */
  listCacheSeconds: number;
  geocoding: GeocodingConfig;
  payments: PaymentConfig;
  money: MoneyConfig;
  /** PAYOUT_BATCH_WEEKDAY and PAYOUT_BATCH_HOUR; null when the weekday is "off" (ops propose by hand only). */
  payoutBatchSchedule: PayoutBatchSchedule | null;
  /**
   * Which peers' X-Forwarded-For is believed (Fastify's trustProxy): false (the default) reads
   * the socket's peer, so behind a load balancer every client would share its address and its
   * rate limits; a list of the balancers' addresses or CIDR ranges, or a number of hops.
   */
  trustProxy: boolean | number | string[];
  /** PUBLIC_ORIGIN: what the Origin of a state-changing cookie request must be; unset, the
   *  request's own scheme, host and port (through a trusted proxy's X-Forwarded-Proto/Host). */
  publicOrigin: string | undefined;
  /** The origin of the links texts carry (an SMS needs a whole address): PUBLIC_ORIGIN, else
   *  http://localhost:PORT (development; production with Twilio must set PUBLIC_ORIGIN). */
  linkOrigin: string;
  /**
   * On SIGTERM, how long readiness answers 503 before the server stops taking connections, so
   * that a load balancer's checks see it first (about two check intervals); 0 without one.
   */
  shutdownDrainSeconds: number;
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  nodeEnv: z.output<typeof envSchema>['NODE_ENV'];
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const releasesDir = path.resolve(values.RELEASES_DIR);
  const shellDir = path.resolve(values.SHELL_DIR);
  // Uploads live in DATA_DIR: inside a served folder they would be public files.
  for (const [name, served] of [['SHELL_DIR', shellDir], ['RELEASES_DIR', releasesDir]] as const) {
    if (isSameOrInside(served, dataDir)) {
      throw new ConfigError(`Invalid server configuration:\n  DATA_DIR: must not be inside ${name} (${served})`);
    }
  }
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    dataDir,
    releasesDir,
    shellDir,
    reportsPerHour: values.REPORTS_PER_HOUR,
    liveEvents: { retentionMinutes: values.LIVE_EVENTS_RETENTION_MINUTES, sweepMs: values.LIVE_EVENTS_SWEEP_MS },
    telemetryEventsPerMinute: values.TELEMETRY_EVENTS_PER_MINUTE,
    autoRollbackMinBrowsers: values.AUTO_ROLLBACK_MIN_BROWSERS,
    rateLimits: {
      loginsPer15Min: values.LOGINS_PER_15_MIN,
      loginsPerIpPer15Min: values.LOGINS_PER_IP_PER_15_MIN,
      registrationsPerHour: values.REGISTRATIONS_PER_HOUR,
      forgotPasswordPerHour: values.FORGOT_PASSWORD_PER_HOUR,
      partnerRegistrationsPerHour: values.PARTNER_REGISTRATIONS_PER_HOUR ?? values.EMPLOYEE_REGISTRATIONS_PER_HOUR ?? 10,
      otpSendsPerNumberPerHour: values.OTP_SENDS_PER_NUMBER_PER_HOUR,
      otpSendsPerIpPerHour: values.OTP_SENDS_PER_IP_PER_HOUR,
      uploadsPerHour: values.UPLOADS_PER_HOUR,
      uploadsPerIpPerHour: values.UPLOADS_PER_IP_PER_HOUR,
    },
    timeouts: {
      bodyMs: values.BODY_TIMEOUT_SECONDS * 1000,
      bodyMinBytesPerSecond: values.BODY_MIN_BYTES_PER_SECOND,
      requestMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
      // Node refuses a headers timeout above the request timeout.
      headersMs: Math.min(values.HEADERS_TIMEOUT_SECONDS, values.REQUEST_TIMEOUT_SECONDS) * 1000,
      keepAliveMs: values.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      idleMs: values.IDLE_TIMEOUT_SECONDS * 1000,
    },
    passwordHashCost: values.PASSWORD_HASH_COST,
    otpTimings: { codeSeconds: values.OTP_CODE_SECONDS, resendSeconds: values.OTP_RESEND_SECONDS },
    otpSecret: values.OTP_SECRET,
    metricsToken: values.METRICS_TOKEN,
    seedDemoAccounts: values.SEED_DEMO_ACCOUNTS
      ? values.SEED_DEMO_ACCOUNTS === 'true'
      : values.NODE_ENV !== 'production',
    devOutbox: values.DEV_OUTBOX === 'true',
    jobsWorker: values.JOBS_WORKER ? values.JOBS_WORKER === 'true' : values.NODE_ENV !== 'test',
    mediaSweepAgeMinutes: Math.max(values.MEDIA_SWEEP_AGE_MINUTES, Math.ceil(values.REQUEST_TIMEOUT_SECONDS / 60) + 5),
    sms:
      values.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            accountSid: values.TWILIO_ACCOUNT_SID!,
            authToken: values.TWILIO_AUTH_TOKEN!,
            from: values.TWILIO_FROM!,
          }
        : { provider: 'log' },
    nearRadiusKm: values.NEAR_RADIUS_KM,
    // Tests change partners and offers between two identical requests: no reuse there by default.
    listCacheSeconds: values.LIST_CACHE_SECONDS ?? (values.NODE_ENV === 'test' ? 0 : 30),
    geocoding:
      values.GEOCODING_PROVIDER === 'google'
        ? { provider: 'google', apiKey: values.GOOGLE_MAPS_API_KEY! }
        : { provider: 'gazetteer' },
    payments: {
      razorpay:
        values.RAZORPAY_KEY_ID && values.RAZORPAY_KEY_SECRET
          ? { keyId: values.RAZORPAY_KEY_ID, keySecret: values.RAZORPAY_KEY_SECRET, webhookSecret: values.RAZORPAY_WEBHOOK_SECRET }
          : null,
      sandboxRefunds: { outcome: values.SANDBOX_REFUND_OUTCOME, delaySeconds: values.SANDBOX_REFUND_SECONDS },
      payouts:
        values.RAZORPAYX_ACCOUNT_NUMBER && values.RAZORPAY_KEY_ID
          ? { razorpayxAccountNumber: values.RAZORPAYX_ACCOUNT_NUMBER }
          : { sandbox: { outcome: values.SANDBOX_PAYOUT_OUTCOME, delaySeconds: values.SANDBOX_PAYOUT_SECONDS } },
      displayName: values.PAYMENT_DISPLAY_NAME,
      themeColor: values.PAYMENT_THEME_COLOR,
    },
    money: {
      commissionBasisPoints: basisPoints(values.COMMISSION_PERCENT),
      commissionBasisPointsByCategory: parseCommissionByCategory(values.COMMISSION_BY_CATEGORY),
      gstBasisPoints: basisPoints(values.GST_PERCENT),
      tdsBasisPoints: basisPoints(values.TDS_PERCENT),
      payableHoldDays: values.PAYABLE_HOLD_DAYS,
      invoicing: { gstin: values.PLATFORM_GSTIN, legalName: values.PLATFORM_LEGAL_NAME, address: values.PLATFORM_ADDRESS },
    },
    payoutBatchSchedule:
      values.PAYOUT_BATCH_WEEKDAY === 'off' ? null : { weekday: WEEKDAYS.indexOf(values.PAYOUT_BATCH_WEEKDAY) + 1, hour: values.PAYOUT_BATCH_HOUR },
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    publicOrigin: values.PUBLIC_ORIGIN === undefined ? undefined : new URL(values.PUBLIC_ORIGIN).origin,
    linkOrigin: values.PUBLIC_ORIGIN === undefined ? `http://localhost:${values.PORT}` : new URL(values.PUBLIC_ORIGIN).origin,
    shutdownDrainSeconds: values.SHUTDOWN_DRAIN_SECONDS,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
  };
}

/** Scheme, host and an optional port, nothing else (a trailing slash is fine). */
function isBareOrigin(value: string): boolean {
  // zod runs this refinement even when the URL check before it failed.
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !value.includes('?') && !value.includes('#');
}

function isSameOrInside(folder: string, candidate: string): boolean {
  const relative = path.relative(folder, candidate);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or 'false' trusts no proxy; 'true' every peer (only where nothing but the
 * balancer can reach the server); a whole number that many hops; otherwise a comma-separated
 * list of addresses, CIDR ranges or proxy-addr's named ranges ('loopback, 10.0.0.0/8').
 */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const knownAddress = NAMED_RANGES.has(entry) || (isIP(address ?? '') !== 0 && rest.length === 0);
    const knownPrefix = prefix === undefined || NAMED_RANGES.has(entry) || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address ?? '') === 6 ? 128 : 32));
    if (!knownAddress || !knownPrefix) {
      throw new ConfigError(`Invalid server configuration:\n  TRUST_PROXY: "${entry}" is not an address, a CIDR range, loopback, linklocal or uniquelocal`);
    }
  }
  return entries;
}
