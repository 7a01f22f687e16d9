import type { LiveEvent } from '@servenear/shared/host';
import { createLiveStream } from './liveStream';

/**
 * A stand-in for the browser's EventSource (jsdom has none): the test plays the server's side,
 * sending named events, failing the connection, and the browser's, giving up (CLOSED).
 */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(message: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  send(type: string, data: unknown, lastEventId = '') {
    this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data), lastEventId } as MessageEvent);
  }
  fail({ givenUp }: { givenUp: boolean }) {
    this.readyState = givenUp ? 2 : 0;
    this.onerror?.();
  }
}

const Source = FakeEventSource as unknown as new (url: string) => EventSource;

beforeEach(() => {
  FakeEventSource.opened = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('one stream per signed-in person: events reach the listeners, the status follows the connection', () => {
  const stream = createLiveStream(Source);
  const received: LiveEvent[] = [];
  const statuses: string[] = [];
  stream.subscribe((event) => received.push(event));
  stream.subscribeStatus(() => statuses.push(stream.getStatus()));

  stream.open('user:7');
  stream.open('user:7');
  expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/events']);
  const [source] = FakeEventSource.opened;
  source!.send('ready', {}, '10-1');
  source!.send('booking_changed', { booking_id: 3, status: 'assigned' }, '11-4');
  // A stream that starts from now first asks the screens to read again what they read before it.
  expect(received).toEqual([
    { type: 'resync', data: { opened: true } },
    { type: 'booking_changed', data: { booking_id: 3, status: 'assigned' } },
  ]);

  // The browser reconnects by itself (with Last-Event-ID): meanwhile the screens poll.
  source!.fail({ givenUp: false });
  expect(stream.getStatus()).toBe('connecting');
  source!.send('ready', {}, '11-4');
  expect(statuses).toEqual(['connecting', 'open', 'connecting', 'open']);
  // That one resumed: nothing to read again.
  expect(received.filter((event) => event.type === 'resync')).toHaveLength(1);

  // Another person: the old stream closes, a new one starts from now.
  stream.open('employee:9');
  expect(source!.closed).toBe(true);
  expect(FakeEventSource.opened.at(-1)!.url).toBe('/api/events');
  stream.close();
  expect(FakeEventSource.opened.at(-1)!.closed).toBe(true);
  expect(stream.getStatus()).toBe('off');
});

test('after the browser gives up (a 401, a 503), the shell is told and a new stream resumes from the last event it had, later each time', () => {
  const gaveUp = jest.fn();
  const stream = createLiveStream(Source, gaveUp);
  stream.open('user:7');
  const first = FakeEventSource.opened[0]!;
  first.send('ready', {}, '10-1');
  first.send('notification', { message: 'Partner assigned' }, '12-7');

  first.fail({ givenUp: false });
  expect(gaveUp).not.toHaveBeenCalled();
  first.fail({ givenUp: true });
  expect(gaveUp).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(2999);
  expect(FakeEventSource.opened).toHaveLength(1);
  jest.advanceTimersByTime(1);
  const second = FakeEventSource.opened[1]!;
  expect(second.url).toBe('/api/events?last_event_id=12-7');

  second.fail({ givenUp: true });
  jest.advanceTimersByTime(3000);
  expect(FakeEventSource.opened).toHaveLength(2);
  jest.advanceTimersByTime(3000);
  expect(FakeEventSource.opened).toHaveLength(3);
});

test('resync reaches the listeners, so that the screens read everything again', () => {
  const stream = createLiveStream(Source);
  const received: string[] = [];
  stream.subscribe((event) => received.push(event.type));
  stream.open('user:7');
  FakeEventSource.opened[0]!.send('ready', {}, '10-1');
  FakeEventSource.opened[0]!.send('resync', {});
  expect(received).toEqual(['resync', 'resync']);
});
