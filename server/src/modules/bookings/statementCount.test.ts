import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookingRequests, bookings } from '../../db/schema';
import { manualClock, signUpVerified } from '../../../test/accounts';
import { statementLog, type StatementLog } from '../../../test/statementLog';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createTestDatabase, type TestDatabase } from '../../../test/testDb';
import { call, contact, serviceIdNamed, storedService } from './testKit';

/**
 * What a booking costs the database (bench/README.md, booking creation under load): every
 * statement is a round trip, and under load the round trips were most of the server's and
 * PostgreSQL's time. Adding a service to the cart and booking the cart run these many statements,
 * session lookup included; more means a change made the busiest calls slower.
 */
let database: TestDatabase;
let log: StatementLog;
let testApp: TestApp;
const time = manualClock();

beforeAll(async () => {
  database = await createTestDatabase();
  log = statementLog(database);
  testApp = await createTestApp({ db: log.db, clock: time.clock });
});
afterAll(async () => {
  await testApp.close();
  await database.close();
});

async function counted<T>(request: () => Promise<T>): Promise<{ reply: T; statements: string[] }> {
  log.clear();
  const reply = await request();
  return { reply, statements: [...log.statements] };
}

it('adds to the cart in two statements and books the cart in three, the double submit answered in three', async () => {
  const customer = await signUpVerified(testApp.app, testApp.db);
  const electrician = await serviceIdNamed(testApp.db, 'Electrician');
  const plumber = await serviceIdNamed(testApp.db, 'Plumber');

  for (const [serviceId, cartCount] of [[electrician, 1], [plumber, 2]] as const) {
    const added = await counted(() => call(testApp.app, customer.token, 'POST', 'addtocart', { serviceId }));
    expect(added.reply).toMatchObject({ status: 200, body: { cartCount } });
    expect(added.statements).toHaveLength(2);
  }
  const again = await counted(() => call(testApp.app, customer.token, 'POST', 'addtocart', { serviceId: plumber }));
  expect(again.reply.status).toBe(409);
  expect(again.statements).toHaveLength(2);

  const key = { 'idempotency-key': randomUUID() };
  const body = {
    storedServices: [storedService({ serviceId: electrician, serviceMethod: 'hour', workingDuration: 2 }), storedService({ serviceId: plumber, serviceMethod: 'day', workingDuration: 1 })],
    formData: contact,
    latitude: 13.0827,
    longitude: 80.2707,
  };
  // Session; the key claimed with the cart rows taken, their rates and the new id; booking, lines, key and notification.
  const booked = await counted(() => call(testApp.app, customer.token, 'POST', 'createbooking', body, key));
  expect(booked.reply.status).toBe(200);
  expect(booked.statements).toHaveLength(3);
  const bookingId = booked.reply.body.data.id as number;
  const [claim] = await testApp.db.select().from(bookingRequests).where(eq(bookingRequests.requestKey, key['idempotency-key']));
  expect(claim?.bookingId).toBe(bookingId);

  // Session, the claim found taken, the booking it names.
  const repeated = await counted(() => call(testApp.app, customer.token, 'POST', 'createbooking', body, key));
  expect(repeated.reply.body.data.id).toBe(bookingId);
  expect(repeated.statements).toHaveLength(3);
  expect(await testApp.db.select().from(bookings).where(eq(bookings.userId, customer.id))).toHaveLength(1);
});
