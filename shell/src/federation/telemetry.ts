/**
 * Reports how each remote version fares in real browsers (docs/architecture.md §7, "Error
 * telemetry"): successful loads, load failures and render errors, with the remote, its
 * version, the route pattern and the error's name and message. Never personal data: no URL
 * with ids or query, no user, no stack. Events are batched and sent to one endpoint, which
 * limits size and rate; what is still queued when the page is hidden goes by sendBeacon.
 * Both carry the site's cookies: the HttpOnly rollout cookie the server signed is what lets a
 * report count towards ending a canary (docs/decisions/0040-signed-telemetry.md).
 */
import type { RemoteEvent } from '@servenear/shared/endpoints';

// One event as POST telemetry/remote-events takes it (the catalogue's remoteEventsEndpoint): only
// its type is read here, so the shell loads no schema.
export type { RemoteEvent };

export interface TelemetryReporter {
  report(event: RemoteEvent): void;
}

export interface TelemetryOptions {
  endpoint?: string;
  /** How long events wait for company before a batch goes. */
  delayMs?: number;
  /** Sends one batch; the default posts JSON with fetch (keepalive). */
  send?: (body: string) => void;
}

const MAX_BATCH = 20;
/** A page stuck in a failure loop must not flood the endpoint. */
const MAX_EVENTS_PER_PAGE = 200;
const MAX_MESSAGE = 300;

export function errorFields(error: unknown): Pick<RemoteEvent, 'errorName' | 'errorMessage'> {
  const value = error instanceof Error ? error : new Error(String(error));
  return { errorName: value.name.slice(0, 100), errorMessage: value.message.slice(0, MAX_MESSAGE) };
}

export function createTelemetryReporter(options: TelemetryOptions = {}): TelemetryReporter {
  const endpoint = options.endpoint ?? '/api/telemetry/remote-events';
  const delayMs = options.delayMs ?? 2000;
  const send =
    options.send ??
    ((body: string) => {
      void fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true, credentials: 'same-origin' }).catch(
        () => undefined,
      );
    });
  let queue: RemoteEvent[] = [];
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush(viaBeacon = false): void {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const body = JSON.stringify({ events: queue.slice(0, MAX_BATCH) });
      queue = queue.slice(MAX_BATCH);
      const beaconed = viaBeacon && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
      if (!beaconed) send(body);
    }
  }

  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush(true);
    });
  }

  return {
    report(event) {
      if (sent >= MAX_EVENTS_PER_PAGE) return;
      sent += 1;
      queue.push(event);
      if (queue.length >= MAX_BATCH) flush();
      else timer ??= setTimeout(() => flush(), delayMs);
    },
  };
}
