import * as z from 'zod/mini';
import { releasesOverviewWire, releaseStateWire } from '../wire/opsReleases';
import { envelope, defineEndpoint, messageEnvelope } from './define';
import { remoteSchema, versionSchema } from './telemetry';

// The console's and the server's names for these shapes: not in the wire area, which customers' pages load.
export type {
  ReleaseAuditWire,
  ReleaseCanaryWire,
  ReleaseFiguresWire,
  ReleaseInfoWire,
  ReleasesOverviewWire,
  ReleaseStateWire,
  ReleaseVersionFiguresWire,
  RemoteReleasesWire,
} from '../wire/opsReleases';

/*
 * Issue 39: the ops console's Releases panel. The same release registry the remotes CLI changes
 * (docs/architecture.md §7), under the same lock, through the same functions: a canary of a
 * version staged with `npm run remotes -- stage`, its share, promote, roll back.
 */

export const releasesMessages = {
  minutes: 'Minutes must be a whole number from 1 to 10080.',
  percent: 'The share is a whole percentage from 1 to 99.',
  failureRate: 'The failure rate is a number between 0 and 1 (0.2 for 20 %).',
  minBrowsers: 'The fewest browsers is a whole number from 1 to 100000.',
} as const;

const minutesError = { error: releasesMessages.minutes };
const percentError = { error: releasesMessages.percent };
const percentSchema = () => z.number(percentError).check(z.int(percentError), z.minimum(1, percentError), z.maximum(99, percentError));

/** GET admin/releases?minutes=: the window of the figures, 60 minutes unless told, up to the 7 days events are kept. */
export const releasesQuerySchema = /* @__PURE__ */ z.object({
  minutes: z._default(z.coerce.number(minutesError).check(z.int(minutesError), z.minimum(1, minutesError), z.maximum(7 * 24 * 60, minutesError)), 60),
});

const remoteParams = /* @__PURE__ */ z.object({ remote: remoteSchema });

export const opsReleasesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/releases',
  summary: 'Every remote with releases: live version, canary, versions to canary, figures per version over time, the release audit',
  description: 'Figures over the last `minutes` in 12 equal buckets, with totals; distinct browsers are those the server handed the version.',
  query: releasesQuerySchema,
  reply: envelope(releasesOverviewWire),
});

const failureRateError = { error: releasesMessages.failureRate };
const minBrowsersError = { error: releasesMessages.minBrowsers };

/** POST admin/releases/{remote}/canary. */
export const releaseCanarySchema = /* @__PURE__ */ z.object({
  version: versionSchema,
  percent: percentSchema(),
  auto_rollback: z.optional(
    z.nullable(
      z.object({
        failure_rate: z.number(failureRateError).check(z.gt(0, failureRateError), z.lt(1, failureRateError)),
        min_browsers: z._default(z.number(minBrowsersError).check(z.int(minBrowsersError), z.minimum(1, minBrowsersError), z.maximum(100_000, minBrowsersError)), 20),
      }),
    ),
  ),
});

export const opsStartCanaryEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/releases/:remote/canary',
  summary: 'Serve a staged version to a share of browsers (a canary)',
  description:
    'The publish gate runs again against the live shell. A version that is not staged, is live already, fails the gate, or a remote with no live version is a 409 saying why. Replaces a canary already running.',
  params: remoteParams,
  body: releaseCanarySchema,
  reply: messageEnvelope(releaseStateWire),
});

export const opsCanaryShareEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/releases/:remote/canary/share',
  summary: 'Serve the running canary to another share of browsers',
  description: 'No canary (ended meanwhile), another canary than `version`, or the same share is a 409.',
  params: remoteParams,
  body: z.object({ percent: percentSchema(), version: z.optional(versionSchema) }),
  reply: messageEnvelope(releaseStateWire),
});

export const opsPromoteCanaryEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/releases/:remote/promote',
  summary: 'Make the canary live for everyone',
  description: 'No canary to promote (ended meanwhile), or another canary than `version`, is a 409.',
  params: remoteParams,
  body: z.object({ version: z.optional(versionSchema) }),
  reply: messageEnvelope(releaseStateWire),
});

export const opsRollbackEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/releases/:remote/rollback',
  summary: 'End the canary, or make an earlier version live',
  description:
    'Without `version`: ends the canary when one runs, else makes the version live before the current one live again (per the audit). With `version`: makes that release live for everyone, ending any canary. Nothing to roll back is a 409.',
  params: remoteParams,
  body: z.object({ version: z.optional(versionSchema) }),
  reply: messageEnvelope(releaseStateWire),
});
