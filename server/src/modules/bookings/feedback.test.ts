import { eq } from 'drizzle-orm';
import type { PartnerSummaryWire } from '@servenear/shared/wire';
import { reviews, services } from '../../db/schema';
import { manualClock, signUpVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { advanceLine, bookThroughCart, call, demoPartnerId, linesOf, serviceIdNamed } from './testKit';

let testApp: TestApp;
const time = manualClock();
let electrician: number;
let partnerId: number;

beforeAll(async () => {
  // The near-me lists are cached here as in production, to see that a rating clears them.
  testApp = await createTestApp({ clock: time.clock, env: { LIST_CACHE_SECONDS: '600' } });
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
  partnerId = await demoPartnerId(testApp.app);
});
afterAll(() => testApp.close());

/** A customer whose Electrician line has been completed (not yet approved). */
async function customerWithCompletedLine() {
  const customer = await signUpVerified(testApp.app, testApp.db);
  const bookingId = await bookThroughCart(testApp.app, customer.token, [{ serviceId: electrician, serviceMethod: 'hour', workingDuration: 1 }]);
  const [line] = await linesOf(testApp.db, bookingId);
  await advanceLine(testApp.db, line!.id, 'completed', partnerId);
  return { ...customer, lineId: line!.id };
}

const feedback = (token: string, body: object) => call(testApp.app, token, 'POST', 'service/feedback', body);
const summary = async () => {
  const [row] = await testApp.db.select({ count: services.ratingCount, total: services.ratingTotal }).from(services).where(eq(services.id, electrician));
  return row!;
};
const listed = async () => {
  const [row] = await testApp.db.select().from(services).where(eq(services.id, electrician));
  const reply = await testApp.app.inject({ method: 'GET', url: `/api/sublist/service/${row!.categoryId}/${row!.subcategoryId}` });
  return (reply.json().data as Array<{ id: number; total_reviews: number }>).find((service) => service.id === electrician)!;
};
const details = async (token: string) => (await call(testApp.app, token, 'GET', `getservice/${electrician}`)).body.data;
const completedLine = async (token: string, lineId: number) =>
  ((await call(testApp.app, token, 'GET', 'completedbookings')).body.data as Array<{ id: number; partner: PartnerSummaryWire }>).find((line) => line.id === lineId)!;
/** A partner's average after one more 1-star review (to one decimal, as sent). */
const averageWithOne = (average: number, count: number) => (average * count + 1) / (count + 1);

describe('POST user/service/feedback', () => {
  it('is refused until the customer approved the work', async () => {
    const customer = await customerWithCompletedLine();
    const before = await summary();
    const reply = await feedback(customer.token, { service_id: electrician, rating: 5, description: 'Great' });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ status: 409, errors: {}, message: 'You can rate a service once its work is approved.' });

    const stranger = await signUpVerified(testApp.app, testApp.db);
    expect((await feedback(stranger.token, { service_id: electrician, rating: 5 })).status).toBe(409);
    expect(await summary()).toEqual(before);
  });

  it('rates the line’s partner once: his rating and jobs done move, the catalogue service’s average does not (issue 37)', async () => {
    const customer = await customerWithCompletedLine();
    await call(testApp.app, customer.token, 'POST', 'service/statusupdate', { id: customer.lineId });
    const before = await summary();
    const shownBefore = await details(customer.token);
    const listedBefore = await listed();
    const cardBefore = (await completedLine(customer.token, customer.lineId)).partner;
    expect(cardBefore).toMatchObject({ id: partnerId, name: 'Ravi Kumar', verified: true, mobile: null });

    const reply = await feedback(customer.token, { service_id: String(electrician), rating: '1', description: 'Came late.' });
    expect(reply.body).toEqual({ status: 200, message: 'Thank you for your feedback!' });
    const [review] = await testApp.db.select().from(reviews).where(eq(reviews.bookingLineId, customer.lineId));
    expect(review).toMatchObject({ serviceId: electrician, partnerId, reviewerName: 'Meera Nair', rating: 1, comment: 'Came late.', userId: customer.id });

    // The fault: one 1-star job moved every Electrician's average in India. Now it does not.
    expect(await summary()).toEqual(before);
    const shown = await details(customer.token);
    expect({ average: shown.average_rating, count: shown.total_reviews, reviews: shown.reviews }).toEqual({
      average: shownBefore.average_rating,
      count: shownBefore.total_reviews,
      reviews: shownBefore.reviews,
    });
    expect(await listed()).toEqual(listedBefore);

    // It is the partner's: his count grows by one and his average takes the 1 in.
    const card = (await completedLine(customer.token, customer.lineId)).partner;
    expect(card.total_reviews).toBe(cardBefore.total_reviews + 1);
    expect(card.average_rating).toBeCloseTo(averageWithOne(cardBefore.average_rating, cardBefore.total_reviews), 0);
    expect(card.jobs_done).toBe(cardBefore.jobs_done);

    for (const body of [{ service_id: electrician, rating: 4 }, { service_id: electrician, rating: 4, line_id: customer.lineId }]) {
      const again = await feedback(customer.token, body);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You have already rated this service.');
    }
    expect((await completedLine(customer.token, customer.lineId)).partner.total_reviews).toBe(cardBefore.total_reviews + 1);
  });

  it('rates the line named, which must be the customer’s approved line of that service', async () => {
    const owner = await customerWithCompletedLine();
    await call(testApp.app, owner.token, 'POST', 'service/statusupdate', { id: owner.lineId });
    const stranger = await customerWithCompletedLine();
    await call(testApp.app, stranger.token, 'POST', 'service/statusupdate', { id: stranger.lineId });

    const foreign = await feedback(stranger.token, { service_id: electrician, rating: 3, line_id: owner.lineId });
    expect(foreign.status).toBe(409);
    const plumber = await serviceIdNamed(testApp.db, 'Plumber');
    expect((await feedback(owner.token, { service_id: plumber, rating: 3, line_id: owner.lineId })).status).toBe(409);

    expect((await feedback(owner.token, { service_id: electrician, rating: 3, line_id: owner.lineId })).status).toBe(200);
    const rated = (await call(testApp.app, owner.token, 'GET', 'completedbookings')).body.data[0];
    expect(rated).toMatchObject({ id: owner.lineId, completed_status: 1, rated: true });
  });

  it('answers 422 for a malformed id and an over-long description', async () => {
    const customer = await customerWithCompletedLine();
    const cases: Array<[object, Record<string, string[]>]> = [
      [{ service_id: 'abc', rating: 4 }, { service_id: ['Service not found'] }],
      [{ service_id: electrician, rating: 4, line_id: 2 ** 31 }, { line_id: ['Booking not found'] }],
      [{ service_id: electrician, rating: 4, description: 'x'.repeat(2001) }, { description: ['Must be at most 2000 characters.'] }],
    ];
    for (const [body, errors] of cases) {
      const reply = await feedback(customer.token, body);
      expect(reply).toEqual({ status: 422, body: { status: 422, errors } });
    }
  });

  it('needs a rating from 1 to 5', async () => {
    const customer = await customerWithCompletedLine();
    for (const rating of [undefined, 0, 6, 'x']) {
      const reply = await feedback(customer.token, { service_id: electrician, rating, description: '' });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ rating: ['Please select a rating before submitting'] });
    }
  });
});
