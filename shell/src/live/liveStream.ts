import type { LiveEvent, LiveEvents, LiveStatus } from '@servenear/shared/host';

/** The events the server sends besides `ready` (server/src/modules/live, migrations 0033–0034). */
const EVENT_TYPES = ['notification', 'booking_changed', 'move_changed', 'queue_changed'] as const;

/** After the browser's EventSource gave up (a 401, a 503, a proxy's error page): a new one after this long, doubling to the cap. */
const FIRST_RETRY_MS = 3000;
const LAST_RETRY_MS = 60_000;
/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;

export interface LiveStream extends LiveEvents {
  /** Opens the stream for the person now signed in; a new person gets a new stream. */
  open(personKey: string): void;
  close(): void;
}

type EventSourceConstructor = new (url: string) => EventSource;

/**
 * Issue 40: the tab's one connection to GET /api/events, owned by the shell and handed to the
 * remotes through the host contract (`live`). The browser's EventSource reconnects by itself
 * with Last-Event-ID when a stream ends (an instance stopped or died), so nothing is missed;
 * when it gives up instead (an answer that is not a stream), a new one resumes from the last id
 * in the address (`onGaveUp` is told first: the shell checks the session). `resync` (events missed beyond the server's retention) goes to the listeners,
 * which read everything again.
 */
export function createLiveStream(Source: EventSourceConstructor | undefined = globalThis.EventSource, onGaveUp: () => void = () => undefined): LiveStream {
  const listeners = new Set<(event: LiveEvent) => void>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = 'off';
  let source: EventSource | null = null;
  let person: string | null = null;
  let lastEventId = '';
  let retryMs = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    statusListeners.forEach((listener) => listener());
  };
  const hand = (event: LiveEvent) => listeners.forEach((listener) => listener(event));

  function connect(): void {
    if (!Source) return;
    const url = lastEventId ? `/api/events?last_event_id=${encodeURIComponent(lastEventId)}` : '/api/events';
    const current = new Source(url);
    source = current;
    setStatus('connecting');
    const remember = (message: MessageEvent) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
    };
    // Only this object's first `ready`, and only without a last id: the browser's own reconnects
    // send the id they were given (the `ready` carries one), and so resume.
    let startsFromNow = lastEventId === '';
    current.addEventListener('ready', (message) => {
      // A stream that starts from now misses what changed between a screen's read and this
      // moment: the screens read again, once (a read under way is kept: CI's Bookings queue
      // stayed at 0 rows when the booking committed between its read and the stream's start).
      if (startsFromNow) hand({ type: 'resync', data: { opened: true } });
      startsFromNow = false;
      remember(message);
      retryMs = FIRST_RETRY_MS;
      setStatus('open');
    });
    current.addEventListener('resync', () => hand({ type: 'resync', data: {} }));
    for (const type of EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        remember(message);
        hand({ type, data: parseData(message.data) });
      });
    }
    current.onerror = () => {
      // CONNECTING: the browser is already retrying with Last-Event-ID; the screens poll meanwhile.
      setStatus('connecting');
      if (current.readyState !== CLOSED || source !== current) return;
      source = null;
      onGaveUp();
      retry = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
  }

  function close(): void {
    clearTimeout(retry);
    source?.close();
    source = null;
    person = null;
    lastEventId = '';
    retryMs = FIRST_RETRY_MS;
    setStatus('off');
  }

  return {
    open(personKey) {
      if (person === personKey) return;
      close();
      person = personKey;
      connect();
    },
    close,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStatus: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}

function parseData(data: unknown): Readonly<Record<string, unknown>> {
  try {
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
