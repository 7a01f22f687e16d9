import { asc } from 'drizzle-orm';
import { remoteEvents } from '../../db/schema';
import { manualClock } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import type { StoredRemoteEvent } from './service';

const time = manualClock();
const afterStore = jest.fn(async (_stored: StoredRemoteEvent[]): Promise<void> => undefined);
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock, afterRemoteEvents: afterStore });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  afterStore.mockReset();
  afterStore.mockResolvedValue(undefined);
  await testApp.db.delete(remoteEvents);
});

const event = (overrides: Record<string, unknown> = {}) => ({
  remote: 'remote-catalog',
  version: '0.1.0-a5c5a96da6',
  route: '/list-of-services',
  kind: 'loaded',
  ...overrides,
});

function send(payload: unknown, app = testApp) {
  return app.app.inject({ method: 'POST', url: '/api/telemetry/remote-events', payload: payload as object });
}

const storedRows = () => testApp.db.select().from(remoteEvents).orderBy(asc(remoteEvents.id));

describe('POST /api/telemetry/remote-events', () => {
  it('stores the events with the server time and a redacted message, without a session', async () => {
    const response = await send({
      events: [
        event(),
        event({
          remote: 'remote-booking',
          kind: 'load_failed',
          route: '/service-booking?coupon=SAVE10',
          errorName: 'ChunkLoadError',
          errorMessage: 'Loading chunk 123 failed.\n(error: https://cdn.example.in/remote-booking/123.js?sig=abc) for meera@example.in, 9876543210',
        }),
      ],
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedRows()).toEqual([
      expect.objectContaining({ remote: 'remote-catalog', kind: 'loaded', errorName: null, errorMessage: null, createdAt: time.clock() }),
      expect.objectContaining({
        remote: 'remote-booking',
        version: '0.1.0-a5c5a96da6',
        route: '/service-booking',
        kind: 'load_failed',
        errorName: 'ChunkLoadError',
        errorMessage: 'Loading chunk 123 failed. (error: https://cdn.example.in/remote-booking/123.js) for [email], [number]',
      }),
    ]);
  });

  it.each([
    ['a name that is no remote\'s', { events: [event({ remote: 'admin_console' })] }, 'events.0.remote', 'Unknown remote.'],
    ['21 events', { events: Array.from({ length: 21 }, () => event()) }, 'events', 'Send 1 to 20 events.'],
    ['no event', { events: [] }, 'events', 'Send 1 to 20 events.'],
    // Refused by the request validator before the schema, in the words every route uses.
    ['a control character', { events: [event({ route: '/list\u0007' })] }, 'events.0.route', 'Remove the control characters from this field.'],
    ['a NUL in the message', { events: [event({ errorMessage: 'bad\u0000' })] }, 'events.0.errorMessage', 'Remove the control characters from this field.'],
    // The validator lets C1 controls through; the schema refuses them in the same words.
    ['a C1 control character', { events: [event({ errorName: 'Type\u0085Error' })] }, 'events.0.errorName', 'Remove the control characters from this field.'],
    ['a bad version', { events: [event({ version: '-1' })] }, 'events.0.version', expect.stringMatching(/^Version must/)],
    ['a version over 64 characters', { events: [event({ version: '1'.repeat(65) })] }, 'events.0.version', expect.stringMatching(/^Version must/)],
    ['events that are not a list', { events: 'loaded' }, 'events', 'Send 1 to 20 events.'],
    ['an unknown kind', { events: [event({ kind: 'crashed' })] }, 'events.0.kind', expect.stringMatching(/^Kind must/)],
    ['a long message', { events: [event({ errorMessage: 'x'.repeat(1001) })] }, 'events.0.errorMessage', expect.stringMatching(/at most 1000/)],
  ])('answers 422 for %s, storing nothing', async (_case, payload, field, message) => {
    const response = await send(payload);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { [field]: [message] } });
    expect(await testApp.db.$count(remoteEvents)).toBe(0);
    expect(afterStore).not.toHaveBeenCalled();
  });

  it('takes the JSON a beacon sends, and refuses a text/plain body as before', async () => {
    const body = JSON.stringify({ events: [event()] });
    const post = (contentType: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/telemetry/remote-events', headers: { 'content-type': contentType }, payload: body });

    expect((await post('application/json')).statusCode).toBe(204);
    const plain = await post('text/plain;charset=UTF-8');
    expect(plain.statusCode).toBe(422);
    expect(plain.json().status).toBe(422);
    expect(await testApp.db.$count(remoteEvents)).toBe(1);
  });

  it('answers 413 for a body over 16 KB', async () => {
    const response = await send({ events: [event({ errorMessage: 'x'.repeat(20 * 1024) })] });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, errors: {} });
  });

  it('tells afterStore what was stored, and answers 204 even when it throws', async () => {
    await send({ events: [event(), event({ remote: 'remote-partner', kind: 'render_failed', errorName: 'TypeError' })] });
    expect(afterStore).toHaveBeenCalledTimes(1);
    expect(afterStore).toHaveBeenCalledWith([
      { remote: 'remote-catalog', version: '0.1.0-a5c5a96da6', kind: 'loaded' },
      { remote: 'remote-partner', version: '0.1.0-a5c5a96da6', kind: 'render_failed' },
    ]);

    afterStore.mockRejectedValueOnce(new Error('rollback failed'));
    expect((await send({ events: [event()] })).statusCode).toBe(204);
    expect(await testApp.db.$count(remoteEvents)).toBe(3);
  });

  it('deletes events older than 7 days, at most once an hour', async () => {
    const insertAged = (days: number) =>
      testApp.db.insert(remoteEvents).values({ ...event(), kind: 'loaded', createdAt: new Date(time.clock().getTime() - days * 86_400_000) });
    const count = () => testApp.db.$count(remoteEvents);
    await insertAged(8);
    await insertAged(6);
    time.advance(2 * 3600);

    await send({ events: [event()] });
    expect(await count()).toBe(2);

    await insertAged(8);
    time.advance(30 * 60);
    await send({ events: [event()] });
    expect(await count()).toBe(4);

    time.advance(30 * 60);
    await send({ events: [event()] });
    expect(await count()).toBe(4);
  });
});

describe('rate limit', () => {
  let limitedApp: TestApp;
  beforeAll(async () => {
    limitedApp = await createTestApp({ env: { TELEMETRY_EVENTS_PER_MINUTE: '2' } });
  });
  afterAll(() => limitedApp.close());

  it('refuses a third post from one address within the minute', async () => {
    expect((await send({ events: [event()] }, limitedApp)).statusCode).toBe(204);
    expect((await send({ events: [event()] }, limitedApp)).statusCode).toBe(204);

    const refused = await send({ events: [event()] }, limitedApp);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, errors: {}, message: 'Too many requests. Please try again later.' });
    expect(await limitedApp.db.$count(remoteEvents)).toBe(2);
  });
});
