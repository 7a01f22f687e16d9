import * as z from 'zod/mini';

/**
 * Wire shapes of the remote telemetry calls (docs/architecture.md §7), as zod schemas with their
 * types inferred. The shell posts its events as `{ events: RemoteEvent[] }` (its own type, in
 * shell/src/federation/telemetry.ts) and gets 204 with no body.
 */

/** How one remote version fares over a window. */
export const remoteHealthWire = /* @__PURE__ */ z.object({
  remote: z.string(),
  version: z.string(),
  /** Load attempts: 'loaded' plus 'load_failed'. */
  loads: z.int(),
  /** 'load_failed' plus 'render_failed': a version that loads but cannot render is failing too. */
  failures: z.int(),
  /** failures / loads, at most 1; 1 when there are failures but no load was reported. */
  failureRate: z.number(),
});
export type RemoteHealthWire = z.infer<typeof remoteHealthWire>;

/** GET admin/remotes/health → the whole body (no envelope): per remote and version, sorted. */
export const remoteHealthReportWire = /* @__PURE__ */ z.object({
  /** ISO date-time the window starts at. */
  since: z.string(),
  remotes: z.array(remoteHealthWire),
});
export type RemoteHealthReportWire = z.infer<typeof remoteHealthReportWire>;
