import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod/mini';
import type { remoteEventsEndpoint, remoteHealthEndpoint } from '@servenear/shared/endpoints';
import type { RemoteHealthReportWire, RemoteHealthWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { redactErrorMessage, redactRoute } from './redact';
import {
  countBrowserVotes,
  countRemoteEvents,
  deleteRemoteEventsBefore,
  insertRemoteEvents,
  type StoredRemoteEvent,
} from './repository';

export type { BrowserVotes, StoredRemoteEvent } from './repository';

/** How many distinct browsers, handed a version, report on it, and how many of them saw it fail. */
export const browserVotes = countBrowserVotes;

const HOUR_MS = 60 * 60 * 1000;
const KEEP_MS = 7 * 24 * HOUR_MS;

/** Old events are deleted on the back of an insert, at most once an hour: no timer to stop. */
export function createPurgeSchedule() {
  let lastPurge: number | undefined;
  return {
    /** True at most once an hour; claims the turn, so concurrent requests do not purge twice. */
    claim(now: Date): boolean {
      if (lastPurge !== undefined && now.getTime() - lastPurge < HOUR_MS) return false;
      lastPurge = now.getTime();
      return true;
    },
  };
}

export interface TelemetryDeps {
  db: Database;
  clock: Clock;
  purgeSchedule: ReturnType<typeof createPurgeSchedule>;
}

/**
 * The browser behind a post, as far as the server can prove it (a rollout id it signed), and
 * whether it was handed a version: only such events are votes on a canary (releases/telemetryVoter.ts).
 */
export interface TelemetryVoter {
  /** Stored with the event, so a browser is counted once per version. */
  browser: string;
  wasHanded(remote: string, version: string): boolean;
}

/** A batch the route's schema (the catalogue's remoteEventsEndpoint) has checked. */
export type RemoteEventBatch = z.output<NonNullable<typeof remoteEventsEndpoint.body>>;

/**
 * Stores a batch the route's schema has checked, redacted and with the server's time, and
 * answers what was stored. A failed purge is only logged: the events are in, and a retry by the
 * browser would store them twice.
 */
export async function recordRemoteEvents(
  deps: TelemetryDeps,
  { events }: RemoteEventBatch,
  voter: TelemetryVoter | null,
  log: FastifyBaseLogger,
): Promise<StoredRemoteEvent[]> {
  const now = deps.clock();
  const stored = await insertRemoteEvents(
    deps.db,
    events.map((event) => ({
      remote: event.remote,
      version: event.version,
      route: redactRoute(event.route),
      kind: event.kind,
      errorName: event.errorName || null,
      errorMessage: event.errorMessage ? redactErrorMessage(event.errorMessage) || null : null,
      // Anything else is kept for the admins' view but votes on nothing.
      browser: voter?.wasHanded(event.remote, event.version) ? voter.browser : null,
      createdAt: now,
    })),
  );
  if (deps.purgeSchedule.claim(now)) {
    try {
      await deleteRemoteEventsBefore(deps.db, new Date(now.getTime() - KEEP_MS));
    } catch (error) {
      log.error({ err: error }, 'deleting old remote events failed');
    }
  }
  return stored;
}

/** How one remote version fares: the shared wire shape, named as the CLI knows it. */
export type RemoteHealth = RemoteHealthWire;

function failureRate(loads: number, failures: number): number {
  if (loads > 0) return Math.min(1, failures / loads);
  return failures > 0 ? 1 : 0;
}

// Sorted here, not in SQL: the database's collation may order '-' and '.' differently.
const byCodeUnits = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

/** Per remote and version since a moment, sorted by remote then version. */
export async function remoteHealth(
  db: Database,
  filter: { since: Date; remote?: string; version?: string },
): Promise<RemoteHealth[]> {
  const rows = await countRemoteEvents(db, filter);
  return rows
    .map((row) => ({ ...row, failureRate: failureRate(row.loads, row.failures) }))
    .sort((left, right) => byCodeUnits(left.remote, right.remote) || byCodeUnits(left.version, right.version));
}

/** GET admin/remotes/health's query once checked: the window in minutes (60 when absent), and optionally one remote and version. */
export type HealthQuery = z.output<NonNullable<typeof remoteHealthEndpoint.query>>;

export async function remoteHealthSince(
  deps: Pick<TelemetryDeps, 'db' | 'clock'>,
  { minutes, remote, version }: HealthQuery,
): Promise<RemoteHealthReportWire> {
  const since = new Date(deps.clock().getTime() - minutes * 60 * 1000);
  return { since: since.toISOString(), remotes: await remoteHealth(deps.db, { since, remote, version }) };
}
