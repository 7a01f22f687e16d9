import { eq } from 'drizzle-orm';
import { bookings, taxInvoices, users } from '../../../db/schema';
import { bearer, demo, login, manualClock, partnerFields, signUpVerified } from '../../../../test/accounts';
import { workInvoiceJobs, workMediaJobs } from '../../../../test/jobs';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { SIGNED } from '../../../../test/signedLinks';
import { multipartRequest, photo } from '../../media/testSupport';
import { paymentCalls } from '../../payments/testBookings';
import { allocatePd, answerEnquiry, type EnquiryOpsDeps } from '../ops';
import { enquiryRow, insertPdEnquiry, northOf, partnerAt, sea, toldTo } from '../opsTestKit';

/**
 * A move from the quote to the mover's earnings (issue 37): the customer accepts and pays, the
 * mover picks up and delivers with a photo each, and everyone is told at each step. Each
 * transition is refused to the wrong person and in the wrong state.
 */
let testApp: TestApp;
let adminToken: string;
let adminId: number;
let deps: EnquiryOpsDeps;
const time = manualClock(new Date('2026-03-01T10:00:00Z'));
/** Every registered test partner's name. */
const moverName = partnerFields().name;

beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock, env: { PARTNER_REGISTRATIONS_PER_HOUR: '100', REGISTRATIONS_PER_HOUR: '100' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  const [admin] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.mobile, demo.admin.mobile));
  adminId = admin!.id;
  deps = { db: testApp.db, clock: time.clock, nearRadiusKm: 25 };
});
afterAll(() => testApp.close());

const customerCall = (token: string, method: 'GET' | 'POST', url: string) => testApp.app.inject({ method, url: `/api/user/${url}`, headers: bearer(token), payload: method === 'POST' ? {} : undefined });
const movesOf = async (token: string) => (await customerCall(token, 'GET', 'pdenquiry/list')).json().data as Array<Record<string, unknown>>;

async function step(token: string, id: number, which: 'picked-up' | 'delivered', withPhoto = true) {
  const form = new FormData();
  if (withPhoto) form.append('photo', new File([new Uint8Array(await photo(40, 30, 'jpeg'))], 'goods.jpg', { type: 'image/jpeg' }));
  else form.append('note', 'no photo');
  const { payload, headers } = multipartRequest(form);
  return testApp.app.inject({ method: 'POST', url: `/api/employee/pdenquiry/${id}/${which}`, payload, headers: { ...headers, ...bearer(token) } });
}

/** A quoted move with its mover allocated, from a new customer. */
async function quotedMove(km = 1) {
  const customer = await signUpVerified(testApp.app, testApp.db);
  const mover = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, km));
  const id = await insertPdEnquiry(testApp.db, customer.id, sea);
  await answerEnquiry(deps, id, { message: 'Fixed for the 15th.', quote: 1800 });
  await allocatePd(deps, id, { partner_id: mover.id });
  return { customer, mover, id };
}

async function pay(token: string, bookingId: number) {
  const calls = paymentCalls(testApp.app, token);
  const order = await calls.createOrder(bookingId);
  expect(order.statusCode).toBe(200);
  expect(order.json().data.amount).toBe(1800 * 100);
  const result = (await calls.sandboxPay(order.json().data.order_id)).json().data;
  expect((await calls.confirm(bookingId, result)).statusCode).toBe(200);
}

describe('a move from the quote to the earnings', () => {
  it('is accepted, paid, picked up and delivered, each step told to the customer, the mover and ops', async () => {
    const { customer, mover, id } = await quotedMove();
    const [quoted] = await movesOf(customer.token);
    expect(quoted).toMatchObject({ id, stage: 'quoted', booking_id: null, picked_up_at: null, delivered_at: null });
    expect(quoted!.mover).toEqual({ name: moverName, image_url: null, mobile: mover.mobile, verified: true, jobs_done: 0, rating: null });

    // The customer accepts: a booking of the quote, once however often it is pressed.
    const accepted = await customerCall(customer.token, 'POST', `pdenquiry/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const bookingId = accepted.json().data.id as number;
    expect((await customerCall(customer.token, 'POST', `pdenquiry/${id}/accept`)).json().data.id).toBe(bookingId);
    const [booking] = await testApp.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ userId: customer.id, totalAmount: 1800, paymentStatus: 'pending', address: '12 Park Street, Kolkata' });
    expect((await movesOf(customer.token))[0]).toMatchObject({ stage: 'accepted', booking_id: bookingId });
    expect((await toldTo(testApp.db, adminId, 'ops_pd_accepted'))[0]?.message).toBe(`Pass Fast Express request #${id}: the customer accepted the quote of ₹1,800.`);

    // Not paid yet: the mover cannot pick it up.
    const early = await step(mover.token, id, 'picked-up');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This move is not paid for yet: it cannot be picked up.');

    await pay(customer.token, bookingId);
    expect((await movesOf(customer.token))[0]).toMatchObject({ stage: 'paid' });
    expect((await toldTo(testApp.db, mover.id, 'pd_job_paid'))[0]?.message).toBe(
      'The Pass Fast Express job on 2026-03-15 from 12 Park Street, Kolkata has been paid: you can pick it up.',
    );
    expect((await toldTo(testApp.db, adminId, 'ops_pd_paid'))[0]?.message).toBe(`Pass Fast Express request #${id} has been paid.`);

    // Delivery before pick-up is refused; then picked up, with its photo.
    expect((await step(mover.token, id, 'delivered')).json().message).toBe('This move has not been picked up yet.');
    time.advance(60);
    const pickedUp = await step(mover.token, id, 'picked-up');
    expect(pickedUp.statusCode).toBe(200);
    expect(pickedUp.json()).toEqual({ status: 200, message: 'Marked as picked up.', data: { id } });
    const again = await step(mover.token, id, 'picked-up');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This move has already been picked up.');
    expect((await toldTo(testApp.db, customer.id, 'pd_picked_up'))[0]?.message).toBe(`${moverName} has picked up your Pass Fast Express goods (2026-03-15).`);
    expect((await toldTo(testApp.db, adminId, 'ops_pd_picked_up'))[0]?.message).toBe(`Pass Fast Express request #${id} was picked up by ${moverName}.`);

    time.advance(120);
    expect((await step(mover.token, id, 'delivered')).statusCode).toBe(200);
    expect((await step(mover.token, id, 'delivered')).json().message).toBe('This move has already been delivered.');
    expect((await toldTo(testApp.db, customer.id, 'pd_delivered'))[0]?.message).toBe(
      `${moverName} has delivered your Pass Fast Express goods to 8 Salt Lake Sector V, Kolkata.`,
    );
    expect((await toldTo(testApp.db, adminId, 'ops_pd_delivered'))[0]?.message).toBe(`Pass Fast Express request #${id} was delivered by ${moverName}.`);

    // The customer sees both steps with their photos, and the mover's finished job.
    // Issue 37: the mover's photos reach the customer once the media job processed them.
    const [waiting] = await movesOf(customer.token);
    expect(waiting).toMatchObject({ stage: 'delivered', pickup_photo: null, delivery_photo: null });
    // The mover's own screen names his photos and says both are processing, so it draws no broken picture.
    const jobOfMover = async () => (await testApp.app.inject({ method: 'GET', url: `/api/employee/pdenquiry/${id}`, headers: bearer(mover.token) })).json().data;
    const processing = await jobOfMover();
    expect(processing.pickup_photo).toMatch(/^\/api\/files\/pd-photos\/[0-9a-f]{32}-640\.jpg\?/);
    const stemOf = (url: string) => /([0-9a-f]{32})-640/.exec(url)![1];
    expect(processing.media_status).toEqual([
      { name: stemOf(processing.pickup_photo), status: 'processing' },
      { name: stemOf(processing.delivery_photo), status: 'processing' },
    ]);
    expect(await workMediaJobs(testApp)).toBe(2);
    expect((await jobOfMover()).media_status).toBeUndefined();
    const [delivered] = await movesOf(customer.token);
    expect(delivered).toMatchObject({ stage: 'delivered', picked_up_at: '2026-03-01T10:01:00.000Z', delivered_at: '2026-03-01T10:03:00.000Z' });
    expect(delivered!.pickup_photo).toMatch(SIGNED);
    expect(delivered!.pickup_photo).toMatch(/^\/api\/files\/pd-photos\/[0-9a-f]{32}-640\.jpg\?/);
    expect(delivered!.delivery_photo).toMatch(SIGNED);
    expect(delivered!.mover).toMatchObject({ jobs_done: 1 });
    const photoAnswer = await testApp.app.inject({ method: 'GET', url: delivered!.delivery_photo as string });
    expect(photoAnswer.statusCode).toBe(200);

    // The mover sees the stage, and the move in his earnings at its quote.
    expect(await jobOfMover()).toMatchObject({ stage: 'delivered' });
    const earnings = (await testApp.app.inject({ method: 'GET', url: '/api/employee/earning-data', headers: bearer(mover.token) })).json().data;
    expect(earnings.rows).toEqual([
      expect.objectContaining({
        id,
        kind: 'move',
        service_name: 'Pass Fast Express',
        payment_status: 'paid',
        payment_amount: 1800,
        completed_date: '2026-03-01',
        invoiceUrl: `/pd-delivery-popup?id=${id}`,
        // Issue 38: settled at delivery (goods transport: no GST of ours), on hold for a week.
        settlement: expect.objectContaining({ gross: 180_000, service_gst: 0, commission: 27_000, commission_gst: 4_860, tds: 180, net: 147_960, status: 'pending' }),
      }),
    ]);
    expect(earnings.totals).toEqual({ count: 1, amount: 1800, paid_amount: 1800, net_earned: 147_960, paid_out: 0, to_be_paid: 147_960 });
    // Issue 38: the customer's receipt (goods transport, SAC 9965, no GST of ours) and the mover's commission invoice.
    await workInvoiceJobs(testApp);
    const issued = await testApp.db.select().from(taxInvoices).where(eq(taxInvoices.enquiryId, id)).orderBy(taxInvoices.kind);
    expect(issued).toEqual([
      expect.objectContaining({ kind: 'commission', partnerId: mover.id, sac: '998599', taxablePaise: 27_000, totalPaise: 31_860 }),
      expect.objectContaining({ kind: 'receipt', customerId: customer.id, sac: '9965', description: expect.stringMatching(/^Pass Fast Express move \(SN-\d{6}\), done by /), totalPaise: 180_000 }),
    ]);
    // Ops see the stage in their list.
    const opsList = (await testApp.app.inject({ method: 'GET', url: '/api/admin/enquiries?status=enquired&kind=pd', headers: bearer(adminToken) })).json().data;
    expect(opsList.find((row: { id: number }) => row.id === id)).toMatchObject({ move_stage: 'delivered', booking_id: bookingId });
  });

  it('refuses to accept a request with no quote, and someone else’s', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    const id = await insertPdEnquiry(testApp.db, customer.id, sea);
    const pending = await customerCall(customer.token, 'POST', `pdenquiry/${id}/accept`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('This request has no quote to accept yet.');
    await answerEnquiry(deps, id, { message: 'We will call you.' });
    expect((await customerCall(customer.token, 'POST', `pdenquiry/${id}/accept`)).statusCode).toBe(409);
    expect((await movesOf(customer.token))[0]).toMatchObject({ stage: 'answered', mover: null });

    const { id: quoted } = await quotedMove(2);
    const stranger = await customerCall(customer.token, 'POST', `pdenquiry/${quoted}/accept`);
    expect(stranger.statusCode).toBe(404);
    expect((await enquiryRow(testApp.db, quoted)).bookingId).toBeNull();
  });

  it('lets only the allocated mover take the steps, and wants a photo for each', async () => {
    const { customer, mover, id } = await quotedMove(3);
    const other = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 4));
    const bookingId = (await customerCall(customer.token, 'POST', `pdenquiry/${id}/accept`)).json().data.id;
    await pay(customer.token, bookingId);

    const notTheirs = await step(other.token, id, 'picked-up');
    expect(notTheirs.statusCode).toBe(404);
    expect((await step(customer.token, id, 'picked-up')).statusCode).toBe(403);
    const noPhoto = await step(mover.token, id, 'picked-up', false);
    expect(noPhoto.statusCode).toBe(422);
    expect(noPhoto.json().errors).toEqual({ photo: ['Please add a photo of the goods.'] });
    expect((await enquiryRow(testApp.db, id)).pickedUpAt).toBeNull();
  });

  it('lets two racing pick-ups make one step and one notification', async () => {
    const { customer, mover, id } = await quotedMove(5);
    const bookingId = (await customerCall(customer.token, 'POST', `pdenquiry/${id}/accept`)).json().data.id;
    await pay(customer.token, bookingId);
    const answers = await Promise.all([step(mover.token, id, 'picked-up'), step(mover.token, id, 'picked-up')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await toldTo(testApp.db, customer.id, 'pd_picked_up')).toHaveLength(1);
  });
});

describe('allocating a move', () => {
  it('allocates only a mover whose work area reaches the pick-up point, and lists each candidate’s distance', async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    const id = await insertPdEnquiry(testApp.db, customer.id, sea);
    const near = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 6), 10);
    // 130 km away, travelling 25 km: his area does not reach the move.
    const far = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 130), 25);

    const candidates = await testApp.app.inject({ method: 'GET', url: `/api/admin/enquiries/${id}/partners`, headers: bearer(adminToken) });
    const listed = candidates.json().data as Array<{ partner_id: number; distance_km: number }>;
    expect(listed.find((row) => row.partner_id === near.id)?.distance_km).toBe(6);
    expect(listed.some((row) => row.partner_id === far.id)).toBe(false);

    await expect(allocatePd(deps, id, { partner_id: far.id })).rejects.toMatchObject({
      statusCode: 409,
      message: 'This partner’s work area does not reach the pick-up address.',
    });
    const viaApi = await testApp.app.inject({ method: 'POST', url: `/api/admin/enquiries/${id}/allocate`, headers: bearer(adminToken), payload: { partner_id: far.id } });
    expect(viaApi.statusCode).toBe(409);
    expect((await enquiryRow(testApp.db, id)).partnerId).toBeNull();
    expect(await toldTo(testApp.db, far.id, 'pd_job_allocated')).toEqual([]);

    const unplaced = await insertPdEnquiry(testApp.db, customer.id, null);
    await expect(allocatePd(deps, unplaced, { partner_id: near.id })).rejects.toMatchObject({ statusCode: 409 });
  });

  it('tells the mover who loses a move, and keeps a picked-up move with its mover', async () => {
    const { customer, mover, id } = await quotedMove(7);
    const next = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 8));
    await allocatePd(deps, id, { partner_id: next.id });
    expect(await toldTo(testApp.db, mover.id, 'pd_job_withdrawn')).toEqual([
      { kind: 'pd_job_withdrawn', message: 'The Pass Fast Express job on 2026-03-15 from 12 Park Street, Kolkata has been given to another partner.' },
    ]);
    expect(await toldTo(testApp.db, next.id, 'pd_job_allocated')).toHaveLength(1);

    const bookingId = (await customerCall(customer.token, 'POST', `pdenquiry/${id}/accept`)).json().data.id;
    await pay(customer.token, bookingId);
    expect((await step(next.token, id, 'picked-up')).statusCode).toBe(200);
    await expect(allocatePd(deps, id, { partner_id: mover.id })).rejects.toMatchObject({
      statusCode: 409,
      message: 'This move has already been picked up: it cannot be given to another partner.',
    });
    expect((await enquiryRow(testApp.db, id)).partnerId).toBe(next.id);
  });
});
