import http, { type IncomingMessage } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { bookingLines, bookings, services, users } from '../../db/schema';
import { bearer, demo, login } from '../../../test/accounts';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../test/testApp';
import { LIVE_EVENTS_CHANNEL } from './hub';
import { createTestDatabase, type TestDatabase } from '../../../test/testDb';
import { insertNotification } from '../notifications/repository';
import { deleteEventsBefore } from './repository';

/** A quick sweep: these tests wait for it rather than for a wake-up. */
const env = { LIVE_EVENTS_SWEEP_MS: '100' };

let database: TestDatabase;
/** A second connection to the same database, as another instance would have. */
let otherConnection: DatabaseHandle;
const apps: TestApp[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  otherConnection = await database.connectAgain();
});
// Each test's instances stop (their hubs end any stream still open), before the database closes.
afterEach(async () => {
  await Promise.all(apps.splice(0).map((testApp) => testApp.close()));
});
afterAll(async () => {
  await otherConnection.close();
  await database.close();
});

/** One server instance listening on a port of its own, on the shared database. */
async function instance(db = database.db, options: Pick<TestAppOptions, 'liveWakeups' | 'env'> = {}): Promise<{ testApp: TestApp; url: string }> {
  const testApp = await createTestApp({ db, env, ...options });
  apps.push(testApp);
  const url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { testApp, url };
}

interface ServerEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * A live stream read as a browser's EventSource would, event by event, on a connection of its
 * own (node:http, no agent): closing it closes that socket, and nothing else stays connected.
 */
async function openStream(url: string, token: string, lastEventId?: string, { inAddress = false } = {}) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    // A browser's new EventSource cannot send the header: the shell puts the id in the address.
    const path = lastEventId && inAddress ? `/api/events?last_event_id=${lastEventId}` : '/api/events';
    const headers = { ...bearer(token), ...(lastEventId && !inAddress ? { 'last-event-id': lastEventId } : {}) };
    const request = http.get(`${url}${path}`, { agent: false, headers }, resolve);
    request.on('error', reject);
  });
  const events: ServerEvent[] = [];
  let buffered = '';
  response.setEncoding('utf8');
  response.on('error', () => undefined);
  response.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => line && !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      if (fields.event) events.push({ id: fields.id ?? null, event: fields.event, data: JSON.parse(fields.data ?? 'null') });
    }
  });
  const until = async (found: (all: ServerEvent[]) => boolean, what: string) => {
    for (const started = Date.now(); !found(events); ) {
      if (Date.now() - started > 10_000) throw new Error(`no ${what} within 10 s; got ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const ended = new Promise<void>((resolve) => response.once('close', () => resolve()));
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    /** Settles when the server ends the stream (or the test closes it). */
    ended,
    events,
    until,
    close: () => new Promise<void>((resolve) => {
      response.socket.once('close', () => resolve());
      response.destroy();
    }),
  };
}

const userId = async (mobile: string) => (await database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;

/** A notification written as the code that makes an event writes it: in a transaction of its own. */
const tell = (db: typeof database.db, to: number, message: string) =>
  db.transaction((tx) => insertNotification(tx, { userId: to, kind: 'booking_received', bookingId: null, lineId: null, message, at: new Date() }));

const notifications = (events: ServerEvent[]) => events.filter((event) => event.event === 'notification').map((event) => (event.data as { message: string }).message);

/**
 * The demo customer's open stream from an instance whose sweep looks only once a minute: what
 * reaches it within seconds came through LISTEN/NOTIFY (on its own connection).
 */
async function customerStreamWokenByNotifyOnly() {
  const { testApp, url } = await instance(otherConnection.db, {
    env: { LIVE_EVENTS_SWEEP_MS: '60000' },
    liveWakeups: (onWake) => otherConnection.listen(LIVE_EVENTS_CHANNEL, onWake),
  });
  const customer = await login(testApp.app, 'user', demo.customer);
  const stream = await openStream(url, customer.token);
  await stream.until((all) => all.some((event) => event.event === 'ready'), 'ready');
  return stream;
}

describe('GET /api/events (issue 40)', () => {
  it('asks for a session', async () => {
    const { testApp } = await instance();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, errors: {}, message: 'Please log in to continue.' });
  });

  it("streams a person's own events as they commit, none of a rolled-back change, none of another person's", async () => {
    const { testApp, url } = await instance();
    const customer = await login(testApp.app, 'user', demo.customer);
    const stream = await openStream(url, customer.token);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    await stream.until((all) => all.some((event) => event.event === 'ready'), 'ready');

    const [me, someoneElse] = [await userId(demo.customer.mobile), await userId(demo.partner.mobile)];
    await tell(database.db, someoneElse, 'Not yours.');
    await database.db
      .transaction(async (tx) => {
        await insertNotification(tx, { userId: me, kind: 'booking_received', bookingId: null, lineId: null, message: 'Rolled back.', at: new Date() });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await tell(database.db, me, 'Yours.');

    await stream.until((all) => notifications(all).includes('Yours.'), 'notification');
    expect(notifications(stream.events)).toEqual(['Yours.']);
    expect(stream.events.at(-1)).toMatchObject({ event: 'notification', id: expect.stringMatching(/^\d+-\d+$/), data: { kind: 'booking_received', message: 'Yours.' } });
    await stream.close();
  });

  it('reaches a person streaming from another instance, and a reconnecting stream is given what it missed', async () => {
    const { testApp: first, url: firstUrl } = await instance();
    const { url: secondUrl } = await instance(otherConnection.db);
    const customer = await login(first.app, 'user', demo.customer);
    const me = await userId(demo.customer.mobile);

    const onSecond = await openStream(secondUrl, customer.token);
    await onSecond.until((all) => all.some((event) => event.event === 'ready'), 'ready');
    await tell(database.db, me, 'Written through the first instance’s database connection.');
    await onSecond.until((all) => notifications(all).length === 1, 'notification');
    const lastSeen = onSecond.events.at(-1)!.id!;
    await onSecond.close();

    // Missed while away: given first on reconnecting to the other instance, in order, then live.
    await tell(otherConnection.db, me, 'Missed one.');
    await tell(database.db, me, 'Missed two.');
    const resumed = await openStream(firstUrl, customer.token, lastSeen);
    await resumed.until((all) => notifications(all).length === 2, 'the missed notifications');
    await tell(database.db, me, 'Live again.');
    await resumed.until((all) => notifications(all).length === 3, 'the live notification');
    expect(notifications(resumed.events)).toEqual(['Missed one.', 'Missed two.', 'Live again.']);
    // The missed ones come from the outbox, or live when this instance had not read them yet:
    // either way once each, in order, and one `ready`.
    expect(resumed.events.filter((event) => event.event === 'ready')).toHaveLength(1);
    const positions = resumed.events.filter((event) => event.event === 'notification').map((event) => event.id!.split('-').map(BigInt));
    expect(positions.every(([txid, id], index) => index === 0 || txid! > positions[index - 1]![0]! || (txid === positions[index - 1]![0] && id! > positions[index - 1]![1]!))).toBe(true);
    await resumed.close();
    // The same from the address, as the shell's new EventSource asks after the old one gave up.
    const fromAddress = await openStream(secondUrl, customer.token, lastSeen, { inAddress: true });
    await fromAddress.until((all) => notifications(all).length === 3, 'the missed notifications');
    expect(notifications(fromAddress.events)).toEqual(['Missed one.', 'Missed two.', 'Live again.']);
    await fromAddress.close();
  });

  it('is woken by the commit itself (LISTEN/NOTIFY), not by its once-a-minute look', async () => {
    const stream = await customerStreamWokenByNotifyOnly();
    const started = Date.now();
    await tell(database.db, await userId(demo.customer.mobile), 'Woken.');
    await stream.until((all) => notifications(all).includes('Woken.'), 'the notification');
    expect(Date.now() - started).toBeLessThan(5000);
    await stream.close();
  });

  // PostgreSQL only: PGlite serves one connection at a time, so no transaction can run beside another.
  (process.env.DATABASE_URL ? it : it.skip)('delivers an event held back by an older transaction once that one ends, though its end sends no NOTIFY', async () => {
    const stream = await customerStreamWokenByNotifyOnly();

    // A transaction that began first and writes no event (a job, another request) is still running.
    const elsewhere = await database.connectAgain();
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    let began!: () => void;
    const running = new Promise<void>((resolve) => (began = resolve));
    const older = elsewhere.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_current_xact_id()`);
      began();
      await ended;
    });
    await running;
    await tell(database.db, await userId(demo.customer.mobile), 'Held back.');
    // Its NOTIFY woke the hub, but the event lies past the running transaction: not yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notifications(stream.events)).toEqual([]);

    end();
    await older;
    const released = Date.now();
    await stream.until((all) => notifications(all).includes('Held back.'), 'the held-back notification');
    expect(Date.now() - released).toBeLessThan(2000);
    await stream.close();
    await elsewhere.close();
  });

  it("tells a line's customer and partner, and the ops who read the bookings queue, when the line changes with no notification", async () => {
    const { testApp, url } = await instance();
    const [customerId, partnerId] = [await userId(demo.customer.mobile), await userId(demo.partner.mobile)];
    const [service] = await database.db.select({ id: services.id }).from(services).limit(1);

    const customer = await openStream(url, (await login(testApp.app, 'user', demo.customer)).token);
    const partner = await openStream(url, (await login(testApp.app, 'employee', demo.partner)).token);
    const ops = await openStream(url, (await login(testApp.app, 'admin', demo.admin)).token);
    const supportOnly = await openStream(url, (await login(testApp.app, 'admin', demo.support)).token);
    for (const stream of [customer, partner, ops, supportOnly]) await stream.until((all) => all.some((event) => event.event === 'ready'), 'ready');

    // The line is made once the streams are open, and the ops streams wait for its queue change:
    // a stream starts where its instance has read the outbox to, so a change committed just before
    // it opened may still come (under load, CI saw the insert's arrive in one run of several).
    const { booking, line, txid } = await database.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(bookings)
        .values({ userId: customerId, name: 'A', email: 'a@example.com', mobile: demo.customer.mobile, address: 'Here', description: '', totalAmount: 500 })
        .returning({ id: bookings.id });
      const [madeLine] = await tx
        .insert(bookingLines)
        .values({ bookingId: made!.id, serviceId: service!.id, workMethod: 'hour', duration: 1, serviceDate: '2026-03-02', serviceTime: '10:00', rate: 500, price: 500 })
        .returning({ id: bookingLines.id });
      const current = (await tx.execute(sql`SELECT pg_current_xact_id()::text AS txid`)) as unknown as { rows: Array<{ txid: string }> };
      return { booking: made, line: madeLine, txid: current.rows[0]!.txid };
    });
    const afterInsert = new Map<typeof ops, number>();
    for (const stream of [ops, supportOnly]) {
      await stream.until((all) => all.some((event) => event.event === 'queue_changed' && event.id?.startsWith(`${txid}-`)), 'the line’s queue change');
      afterInsert.set(stream, stream.events.length);
    }

    const changes = (events: ServerEvent[]) => events.filter((event) => event.event === 'booking_changed').map((event) => event.data);
    const queues = (events: ServerEvent[]) => events.filter((event) => event.event === 'queue_changed').map((event) => event.data);
    // Assigned, then started: the start writes no notification, yet both people see it.
    await database.db.update(bookingLines).set({ status: 'assigned', partnerId }).where(eq(bookingLines.id, line!.id));
    await database.db.update(bookingLines).set({ status: 'confirmed', startedAt: new Date() }).where(eq(bookingLines.id, line!.id));
    // A conditional update that matched nothing tells nobody.
    await database.db.update(bookingLines).set({ status: 'completed' }).where(eq(bookingLines.id, -1));
    const expected = [
      { booking_id: booking!.id, line_id: line!.id, status: 'assigned' },
      { booking_id: booking!.id, line_id: line!.id, status: 'confirmed' },
    ];
    for (const stream of [customer, partner]) await stream.until((all) => changes(all).length === 2, 'both changes');
    expect(changes(customer.events)).toEqual(expected);
    expect(changes(partner.events)).toEqual(expected);
    // The ops of the bookings queue hear that it changed (each update that changed a row), and only that.
    const sinceInsert = (stream: typeof ops) => stream.events.slice(afterInsert.get(stream));
    for (const stream of [ops, supportOnly]) await stream.until(() => queues(sinceInsert(stream)).length === 2, 'the queue changes');
    expect(sinceInsert(supportOnly)).toEqual([expect.objectContaining({ event: 'queue_changed', data: { queue: 'bookings' } }), expect.objectContaining({ event: 'queue_changed', data: { queue: 'bookings' } })]);
    expect(changes(ops.events)).toEqual([]);
    expect(queues(customer.events)).toEqual([]);
    for (const stream of [customer, partner, ops, supportOnly]) await stream.close();
  });

  it('ends the streams of a session that signs out, and only those; says nothing of it to the others', async () => {
    const { testApp, url } = await instance();
    const [phone, laptop] = [await login(testApp.app, 'user', demo.customer), await login(testApp.app, 'user', demo.customer)];
    const onPhone = await openStream(url, phone.token);
    const onLaptop = await openStream(url, laptop.token);
    for (const stream of [onPhone, onLaptop]) await stream.until((all) => all.some((event) => event.event === 'ready'), 'ready');

    const signedOut = await testApp.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(phone.token) });
    expect(signedOut.statusCode).toBe(200);
    await onPhone.ended;
    await tell(database.db, await userId(demo.customer.mobile), 'Still here.');
    await onLaptop.until((all) => notifications(all).includes('Still here.'), 'the notification');
    expect(onLaptop.events.map((event) => event.event)).toEqual(['ready', 'notification']);
    expect(notifications(onPhone.events)).toEqual([]);
    await onLaptop.close();
  });

  it('says resync only when the clean-up deleted what a reconnecting stream missed, not because it was quiet', async () => {
    const { testApp, url } = await instance();
    const customer = await login(testApp.app, 'user', demo.customer);
    const me = await userId(demo.customer.mobile);
    const first = await openStream(url, customer.token);
    await first.until((all) => all.some((event) => event.event === 'ready'), 'ready');
    const readyAt = first.events[0]!.id!;
    await first.close();

    // Quiet since it opened: nothing the clean-up deleted lies after its last id.
    await tell(database.db, me, 'While away.');
    const quiet = await openStream(url, customer.token, readyAt);
    await quiet.until((all) => notifications(all).includes('While away.') && all.some((event) => event.event === 'ready'), 'the missed notification');
    // From the outbox before `ready`, or live after it when this instance had not read it yet.
    expect(quiet.events.map((event) => event.event).sort()).toEqual(['notification', 'ready']);
    const lastSeen = quiet.events.find((event) => event.event === 'notification')!.id!;
    await quiet.close();

    // Missed, then deleted by the retention clean-up: read everything again.
    await tell(database.db, me, 'Deleted before it was read.');
    await deleteEventsBefore(database.db, new Date(Date.now() + 60_000));
    const behind = await openStream(url, customer.token, lastSeen);
    await behind.until((all) => all.some((event) => event.event === 'ready'), 'ready');
    expect(behind.events.map((event) => event.event)).toEqual(['resync', 'ready']);
    await behind.close();
  });
});
