import * as z from 'zod/mini';
import { REMOTE_NAME_PATTERN } from '../routes/releasedRoutes';
import { textMessages } from '../schemas/texts';
import { remoteHealthReportWire } from '../wire/telemetry';
import { defineEndpoint } from './define';

/*
 * Remote telemetry (docs/architecture.md §7): the shell's public report of remote loads and
 * render errors (shell/src/federation/telemetry.ts posts it with fetch or sendBeacon), and the
 * admins' view of failure rates per remote version (the ops CLI's `remotes health`).
 */

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
/** What the shell reports of a remote: it loaded, it failed to load, or it failed to render. */
const remoteEventKinds = ['loaded', 'load_failed', 'render_failed'] as const;
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
    .check(z.maxLength(max, { error: message }), z.refine((value) => !forbidden.test(value), { error: telemetryMessages.controlCharacters }));

// Any remote's name, one that joined through its release included (decision 0058); the server counts only remotes it serves.
export const remoteSchema = z.string({ error: telemetryMessages.remote }).check(z.maxLength(45, { error: telemetryMessages.remote }), z.regex(REMOTE_NAME_PATTERN, { error: telemetryMessages.remote }));
export const versionSchema = z
  .string({ error: telemetryMessages.version })
  .check(z.maxLength(MAX_VERSION_LENGTH, { error: telemetryMessages.version }), z.regex(versionPattern, { error: telemetryMessages.version }));

const eventSchema = /* @__PURE__ */ z.object({
  remote: remoteSchema,
  version: versionSchema,
  route: text(200, telemetryMessages.route).check(z.minLength(1, { error: telemetryMessages.route })),
  kind: z.enum(remoteEventKinds, { error: telemetryMessages.kind }),
  errorName: z.optional(text(100, telemetryMessages.errorName)),
  errorMessage: z.optional(text(1000, telemetryMessages.errorMessage, controlCharacterButWhitespace)),
});

/**
 * POST telemetry/remote-events: a batch as the shell sends it (shell/src/federation/telemetry.ts),
 * by fetch or, when the page is hidden, by sendBeacon; both send application/json.
 */
const remoteEventsSchema = /* @__PURE__ */ z.object({
  events: z
    .array(eventSchema, { error: telemetryMessages.events })
    .check(z.minLength(1, { error: telemetryMessages.events }), z.maxLength(MAX_EVENTS, { error: telemetryMessages.events })),
});

/** One event as the shell reports it (shell/src/federation/telemetry.ts). */
export type RemoteEvent = z.input<typeof eventSchema>;

/** Public and unauthenticated, so small and rate limited; answered 204 with no body. */
export const remoteEventsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'telemetry/remote-events',
  summary: "Stores the shell's report of remote loads and render errors",
  description: 'Public: 1 to 20 events a post, each with its remote, version, route pattern and kind, and an error’s name and message (redacted when stored). Events are kept 7 days.',
  body: remoteEventsSchema,
  successStatus: 204,
  // Stored: the browser has nothing to read back, so nothing is sent.
  reply: z.null().check(z.describe('The events were stored.')),
});

const minutesError = { error: telemetryMessages.minutes };

/** GET admin/remotes/health?minutes=&remote=&version=. */
const healthQuerySchema = /* @__PURE__ */ z.object({
  // Up to the 7 days events are kept.
  minutes: z._default(z.coerce.number(minutesError).check(z.int(minutesError), z.minimum(1, minutesError), z.maximum(7 * 24 * 60, minutesError)), 60),
  remote: z.optional(remoteSchema),
  version: z.optional(versionSchema),
});

/** The admins' view (the ops CLI): per remote and version over the last `minutes`, the whole body without an envelope. */
export const remoteHealthEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/remotes/health',
  summary: 'Loads and failures per remote version over a window (admins)',
  description: 'Over the last `minutes` (60 by default, up to the 7 days events are kept), optionally of one remote and version, sorted by remote then version.',
  query: healthQuerySchema,
  reply: remoteHealthReportWire,
});
