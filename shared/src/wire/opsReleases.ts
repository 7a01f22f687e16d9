import * as z from 'zod/mini';

/**
 * Issue 39: the wire shapes of the ops console's Releases panel (GET admin/releases and its
 * actions). Not exported from the wire index, which customers' pages load; the endpoint file
 * (../endpoints/releases.ts) re-exports the types.
 */

/** A released or staged build (its release.json). */
const releaseInfoWire = /* @__PURE__ */ z.object({
  version: z.string(),
  /** When its folder was written: staged, or published in one go. */
  published_at: z.string(),
  git_commit: z.nullable(z.string()),
});
export type ReleaseInfoWire = z.infer<typeof releaseInfoWire>;

const canaryWire = /* @__PURE__ */ z.object({
  version: z.string(),
  /** Share of browsers, 1–99. */
  percent: z.int(),
  /** The live version when it started: what the other browsers get. */
  stable: z.string(),
  started_at: z.string(),
  /** Ended by the server itself above this failure rate (0–1) of at least min_browsers browsers. */
  auto_rollback: z.nullable(z.object({ failure_rate: z.number(), min_browsers: z.int() })),
});
export type ReleaseCanaryWire = z.infer<typeof canaryWire>;

/** What browsers reported of one version over a stretch of time. */
const figuresWire = /* @__PURE__ */ z.object({
  /** Distinct browsers the server handed this version (a signed rollout cookie) that reported on it. */
  browsers: z.int(),
  loads: z.int(),
  failures: z.int(),
  /** failures / loads, at most 1; 1 with failures but no load. */
  failure_rate: z.number(),
});
export type ReleaseFiguresWire = z.infer<typeof figuresWire>;

const versionFiguresWire = /* @__PURE__ */ z.object({
  version: z.string(),
  role: z.enum(['live', 'canary', 'other']),
  totals: figuresWire,
  /** The window cut into equal buckets, oldest first, each with its start. */
  buckets: z.array(z.extend(figuresWire, { start: z.string() })),
});
export type ReleaseVersionFiguresWire = z.infer<typeof versionFiguresWire>;

/** One line of the release audit (RELEASES_DIR/audit.log): the CLI's, the console's and the server's own. */
const releaseAuditWire = /* @__PURE__ */ z.object({
  at: z.string(),
  who: z.string(),
  action: z.string(),
  from: z.nullable(z.string()),
  to: z.string(),
  percent: z.nullable(z.int()),
  reason: z.nullable(z.string()),
});
export type ReleaseAuditWire = z.infer<typeof releaseAuditWire>;

const remoteReleasesWire = /* @__PURE__ */ z.object({
  remote: z.string(),
  live: z.nullable(releaseInfoWire),
  /** The registry's entry when it is no release of the folder (a development server). */
  live_url: z.nullable(z.string()),
  canary: z.nullable(canaryWire),
  /** Versions a canary may serve: staged or released before, newest first, neither live nor the canary. */
  available: z.array(releaseInfoWire),
  /** The live version, the canary and every version reported on in the window. */
  figures: z.array(versionFiguresWire),
  /** This remote's latest audit lines, newest first. */
  audit: z.array(releaseAuditWire),
});
export type RemoteReleasesWire = z.infer<typeof remoteReleasesWire>;

/** GET admin/releases → data. */
export const releasesOverviewWire = /* @__PURE__ */ z.object({
  since: z.string(),
  until: z.string(),
  bucket_minutes: z.number(),
  remotes: z.array(remoteReleasesWire),
});
export type ReleasesOverviewWire = z.infer<typeof releasesOverviewWire>;

/** What a release action answers: the remote's state after it. */
export const releaseStateWire = /* @__PURE__ */ z.object({
  remote: z.string(),
  live: z.nullable(z.string()),
  canary: z.nullable(canaryWire),
});
export type ReleaseStateWire = z.infer<typeof releaseStateWire>;
