import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { remoteNames } from '@servenear/shared/routes';
import { textMessages } from '@servenear/shared/schemas';
import type { RemoteHealthReportWire, RemoteHealthWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { redactErrorMessage, redactRoute } from './redact';
import {
  countRemoteEvents,
  deleteRemoteEventsBefore,
  insertRemoteEvents,
  type RemoteEventKind,
  type StoredRemoteEvent,
} from './repository';

export type { StoredRemoteEvent } from './repository';

export const telemetryMessages = {
  events: 'Send 1 to 20 events.',
  remote: 'Unknown remote.',
  version: 'Version must be 1 to 64 letters, digits, dots, plus or minus signs, starting with a letter or digit.',
  route: 'Route must be 1 to 200 characters.',
  kind: 'Kind must be loaded, load_failed or render_failed.',
  errorName: 'Error name must be at most 100 characters.',
  errorMessage: 'Error message must be at most 1000 characters.',
  /** The words every route uses for them (the request validator refuses most before this schema runs). */
  controlCharacters: textMessages.controlCharacters,
  minutes: 'Minutes must be a whole number from 1 to 10080.',
} as const;

const MAX_EVENTS = 20;
const kinds = ['loaded', 'load_failed', 'render_failed'] as const satisfies readonly RemoteEventKind[];
const MAX_VERSION_LENGTH = 64;
const versionPattern = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
// Every control character, C1 (U+0080 to U+009F) included: the request validator's own rule lets
// those and tab and newline through, and none belongs in a remote's name, route or error name.
const controlCharacter = /\p{Cc}/u;
// Browsers' error messages span lines (a chunk error quotes its URL on a second line): tabs and
// line breaks are let through there only, and redaction turns them into single spaces.
const controlCharacterButWhitespace = /(?![\t\n\r])\p{Cc}/u;

const text = (max: number, message: string, forbidden = controlCharacter) =>
  z
    .string({ error: message })
    .max(max, { error: message })
    .refine((value) => !forbidden.test(value), { error: telemetryMessages.controlCharacters });

const remoteSchema = z.enum(remoteNames, { error: telemetryMessages.remote });
const versionSchema = z
  .string({ error: telemetryMessages.version })
  .max(MAX_VERSION_LENGTH, { error: telemetryMessages.version })
  .regex(versionPattern, { error: telemetryMessages.version });

const eventSchema = z.object({
  remote: remoteSchema,
  version: versionSchema,
  route: text(200, telemetryMessages.route).min(1, { error: telemetryMessages.route }),
  kind: z.enum(kinds, { error: telemetryMessages.kind }),
  errorName: text(100, telemetryMessages.errorName).optional(),
  errorMessage: text(1000, telemetryMessages.errorMessage, controlCharacterButWhitespace).optional(),
});

/**
 * POST telemetry/remote-events: a batch as the shell sends it (shell/src/federation/telemetry.ts),
 * by fetch or, when the page is hidden, by sendBeacon; both send application/json.
 */
export const remoteEventsSchema = z.object({
  events: z
    .array(eventSchema, { error: telemetryMessages.events })
    .min(1, { error: telemetryMessages.events })
    .max(MAX_EVENTS, { error: telemetryMessages.events }),
});

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

export type RemoteEventBatch = z.output<typeof remoteEventsSchema>;

/**
 * Stores a batch the route's schema has checked, redacted and with the server's time, and
 * answers what was stored. A failed purge is only logged: the events are in, and a retry by the
 * browser would store them twice.
 */
export async function recordRemoteEvents(deps: TelemetryDeps, { events }: RemoteEventBatch, log: FastifyBaseLogger): Promise<StoredRemoteEvent[]> {
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

const minutesError = { error: telemetryMessages.minutes };

/** GET admin/remotes/health?minutes=&remote=&version=. */
export const healthQuerySchema = z.object({
  // Up to the 7 days events are kept.
  minutes: z.coerce.number(minutesError).int(minutesError).min(1, minutesError).max(7 * 24 * 60, minutesError).default(60),
  remote: remoteSchema.optional(),
  version: versionSchema.optional(),
});

export type HealthQuery = z.output<typeof healthQuerySchema>;

export async function remoteHealthSince(
  deps: Pick<TelemetryDeps, 'db' | 'clock'>,
  { minutes, remote, version }: HealthQuery,
): Promise<RemoteHealthReportWire> {
  const since = new Date(deps.clock().getTime() - minutes * 60 * 1000);
  return { since: since.toISOString(), remotes: await remoteHealth(deps.db, { since, remote, version }) };
}
