import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { createPaymentProvider, createPayoutProvider } from '../src/modules/payments/createProvider';
import type { PayoutProvider } from '../src/modules/payouts/provider';
import type { PaymentProvider } from '../src/modules/payments/provider';
import type { GeocodingProvider } from '../src/modules/geo/provider';
import type { AfterRemoteEvents } from '../src/modules/telemetry/routes';
import type { LiveWakeups } from '../src/modules/live/hub';
import type { SmsProvider } from '../src/providers/sms';
import { tempFolder } from './fixtures';
import { smallGeocoder } from './geo/smallGeocoder';
import { TEST_PASSWORD_HASH_COST } from './passwordCost';
import { createTestDatabase } from './testDb';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** DATA_DIR of this app (uploads land in its uploads/ folder). */
  dataDir: string;
  /** The app's payment provider: the one given, else a sandbox of its own (test/jobs.ts works its refunds with it). */
  payments: PaymentProvider;
  /** Its payout provider: a sandbox of its own unless configured (test/jobs.ts works its payouts with it). */
  payouts: PayoutProvider;
  /** The app's configuration (its money rules, its sandbox's refunds). */
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Defaults to a missing folder: no shell build. */
  shellDir?: string;
  /** Defaults to a missing folder: nothing published. */
  releasesDir?: string;
  /** Further environment variables, e.g. a lower rate limit. */
  env?: Record<string, string>;
  clock?: Clock;
  sms?: SmsProvider;
  /** A payment provider other than the configured one, e.g. Razorpay with a fake SDK client. */
  payments?: PaymentProvider;
  afterRemoteEvents?: AfterRemoteEvents;
  /** Defaults to the offline geocoder over the seeded cities' PIN regions (test/geo/smallGeocoder.ts). */
  geocoder?: GeocodingProvider;
  /** Issue 40: the database's wake-ups for the live hub (as main.ts gives them); none: it sweeps. */
  liveWakeups?: LiveWakeups;
  /** A database shared with other apps, as several instances share one; its creator closes it.
   *  Defaults to a fresh database of this app's own. */
  db?: Database;
}

const databases = new WeakMap<FastifyInstance, Database>();
const sentTexts = new WeakMap<FastifyInstance, Array<{ to: string; text: string }>>();

/**
 * The texts an app made with its own SMS provider (`sms`) sent, oldest first: helpers read the
 * codes there that would otherwise be in the outbox (an ops sign-in's, test/accounts.ts).
 */
export function textsSentBy(app: FastifyInstance): ReadonlyArray<{ to: string; text: string }> {
  return sentTexts.get(app) ?? [];
}

/** The database of an app createTestApp made: for helpers that get only the app. */
export function databaseOf(app: FastifyInstance): Database {
  const db = databases.get(app);
  if (!db) throw new Error('not an app of createTestApp');
  return db;
}

/** The real app on its own fresh database, for `app.inject()`; the app is not yet ready. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const scratch = await tempFolder('scratch');
  const config = loadConfig({
    DATA_DIR: scratch,
    SHELL_DIR: options.shellDir ?? path.join(scratch, 'shell'),
    RELEASES_DIR: options.releasesDir ?? path.join(scratch, 'releases'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // Production refuses a cheap hash: a test of production's behaviour hashes at its cost.
    ...(options.env?.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) }),
    // A test app's live hub reads the outbox once a minute unless a test asks for more: a sweep
    // every 2 s in every test file's app took the database from the tests beside it.
    LIVE_EVENTS_SWEEP_MS: '60000',
    ...options.env,
  });
  const database = options.db ? { db: options.db, close: async () => undefined } : await createTestDatabase();
  // As app.ts would make it, with a key of its own (the checkout's signatures need only agree with themselves).
  const payments = options.payments ?? createPaymentProvider(config.payments, config.otpSecret ? Buffer.from(config.otpSecret) : randomBytes(32), database.db);
  const payouts = createPayoutProvider(config.payments, database.db);
  const texts: Array<{ to: string; text: string }> = [];
  const given = options.sms;
  const sms = given && {
    async send(to: string, text: string) {
      await given.send(to, text);
      texts.push({ to, text });
    },
  };
  const app = buildApp({
    config,
    db: database.db,
    clock: options.clock,
    sms,
    payments,
    payouts,
    geocoder: options.geocoder ?? smallGeocoder(),
    afterRemoteEvents: options.afterRemoteEvents,
    liveWakeups: options.liveWakeups,
  });
  databases.set(app, database.db);
  sentTexts.set(app, texts);
  return {
    app,
    db: database.db,
    dataDir: scratch,
    payments,
    payouts,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
