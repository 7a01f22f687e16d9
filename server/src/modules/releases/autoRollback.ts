// The server ends a canary by itself when browsers report that it fails too often
// (`remotes publish <remote> --canary N --auto-rollback <rate>`): after each stored batch
// of telemetry, every canary version in it is checked against its threshold. Browsers are
// counted, not posts: only browsers the server drew for the canary, once each
// (telemetryVoter.ts), and never fewer than AUTO_ROLLBACK_MIN_BROWSERS of them.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AfterRemoteEvents } from '../telemetry/routes';
import { browserVotes, type BrowserVotes } from '../telemetry/service';
import { endCanary } from './canary';
import { readCanaries, type Canary } from './registry';

export const AUTO_ROLLBACK_OPERATOR = 'servenear-server (auto-rollback)';

export interface CanaryWatchOptions {
  releasesDir: string;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The fewest distinct browsers any canary is judged on, whatever its own --min-loads says. */
  minBrowsers: number;
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** Why the canary must end, or null while it may go on. */
export function rollbackReason(canary: Canary, votes: BrowserVotes, minBrowsers: number): string | null {
  const watch = canary.autoRollback;
  if (!watch || votes.browsers === 0 || votes.browsers < Math.max(watch.minLoads, minBrowsers)) return null;
  const rate = votes.failed / votes.browsers;
  if (rate <= watch.failureRate) return null;
  return `failure rate ${percent(rate)} (${votes.failed} of ${votes.browsers} browsers failed) passed ${percent(watch.failureRate)}`;
}

export function createCanaryWatch(options: CanaryWatchOptions): AfterRemoteEvents {
  return async (stored) => {
    const canaries = await readCanaries(options.releasesDir);
    const watched = new Map<string, Canary>();
    for (const event of stored) {
      const canary = canaries[event.remote];
      if (canary?.autoRollback && canary.version === event.version) watched.set(event.remote, canary);
    }
    for (const [remote, canary] of watched) {
      // Counted since the canary started: an earlier try of the same version does not count.
      const votes = await browserVotes(options.db, { since: new Date(canary.startedAt), remote, version: canary.version });
      const reason = rollbackReason(canary, votes, options.minBrowsers);
      if (!reason) continue;
      const actor = { releasesDir: options.releasesDir, operator: AUTO_ROLLBACK_OPERATOR, now: options.clock };
      const ended = await endCanary(actor, remote, { action: 'auto-rollback', version: canary.version, reason });
      if (ended) options.log.warn({ remote, version: canary.version, stable: ended.to, reason }, 'canary rolled back automatically');
    }
  };
}
