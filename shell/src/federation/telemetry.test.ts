import { endpointUrl, remoteEventsEndpoint } from '@servenear/shared/endpoints';
import { createTelemetryReporter, errorFields, type RemoteEvent } from './telemetry';

const event = (kind: RemoteEvent['kind'], n = 0): RemoteEvent => ({ remote: 'remote-booking', version: '0.1.0-abc', route: `/r${n}`, kind });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('batches the events of a moment into one request', () => {
  const sent: string[] = [];
  const reporter = createTelemetryReporter({ send: (body) => sent.push(body), delayMs: 1000 });

  reporter.report(event('loaded'));
  reporter.report(event('render_failed'));
  expect(sent).toEqual([]);
  jest.advanceTimersByTime(1000);

  expect(sent.map((body) => JSON.parse(body))).toEqual([{ events: [event('loaded'), event('render_failed')] }]);
});

test('sends at once when a batch is full, never more than 20 events a request', () => {
  const sent: string[] = [];
  const reporter = createTelemetryReporter({ send: (body) => sent.push(body) });

  for (let n = 0; n < 25; n += 1) reporter.report(event('loaded', n));
  expect(sent).toHaveLength(1);
  jest.runAllTimers();

  expect(sent.map((body) => JSON.parse(body).events.length)).toEqual([20, 5]);
});

test('stops reporting after 200 events on one page', () => {
  const sent: string[] = [];
  const reporter = createTelemetryReporter({ send: (body) => sent.push(body) });

  for (let n = 0; n < 260; n += 1) reporter.report(event('load_failed', n));
  jest.runAllTimers();

  expect(sent.reduce((sum, body) => sum + JSON.parse(body).events.length, 0)).toBe(200);
});

test('keeps only the name and a bounded message of an error, no stack', () => {
  const error = new RangeError('x'.repeat(500));
  expect(errorFields(error)).toEqual({ errorName: 'RangeError', errorMessage: 'x'.repeat(300) });
  expect(errorFields('plain text')).toEqual({ errorName: 'Error', errorMessage: 'plain text' });
});

test("posts to remoteEventsEndpoint's URL a batch its body schema takes", () => {
  const posted: Array<[string, RequestInit | undefined]> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    posted.push([String(url), init]);
    return { ok: true, status: 204 } as Response;
  }) as typeof fetch;
  const reporter = createTelemetryReporter({ delayMs: 10 });

  reporter.report(event('loaded'));
  reporter.report({ ...event('render_failed', 1), ...errorFields(new TypeError('x is undefined\nat line 2')) });
  jest.advanceTimersByTime(10);

  expect(posted.map(([url]) => url)).toEqual([`/api/${endpointUrl(remoteEventsEndpoint)}`]);
  expect(remoteEventsEndpoint.body?.safeParse(JSON.parse(String(posted[0]?.[1]?.body))).success).toBe(true);
});

test("posts with the site's cookies: the signed rollout cookie is what lets a report count towards ending a canary", () => {
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 204 });
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetchMock;
  try {
    const reporter = createTelemetryReporter({ delayMs: 10 });
    reporter.report(event('loaded'));
    jest.advanceTimersByTime(10);

    expect(fetchMock).toHaveBeenCalledWith('/api/telemetry/remote-events', expect.objectContaining({ method: 'POST', credentials: 'same-origin', keepalive: true }));
  } finally {
    globalThis.fetch = realFetch;
  }
});
