import { enquiryAnswerSchema } from '@servenear/shared/enquiry-schemas';
import { demo, login, registerPartner, signUpVerified } from '../../../test/accounts';
import { queuedTextsTo, smsJobStates } from '../../../test/jobs';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { HttpError } from '../../lib/httpError';
import { recordEnquiryDecision } from '../notifications/record';
import { capturingSms, serviceIdNamed } from '../partner/bookings/testBookings';
import { allocatePd, answerEnquiry, listEnquiriesForOps, listPartnersNear, rejectEnquiry, type EnquiryOpsDeps } from './ops';
import { enquiryRow, insertPdEnquiry, insertServiceEnquiry, northOf, partnerAt, sea, toldTo } from './opsTestKit';

/**
 * Ops' decisions on enquiries (ops.ts), called as the admin API and the CLI call them: one
 * conditional update each, the customer's notification and its queued SMS in its transaction.
 */
let testApp: TestApp;
let adminToken: string;
let makeup: number;
const sms = capturingSms();
let deps: EnquiryOpsDeps;

beforeAll(async () => {
  testApp = await createTestApp({ sms: sms.provider, env: { PARTNER_REGISTRATIONS_PER_HOUR: '200', REGISTRATIONS_PER_HOUR: '200' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  makeup = await serviceIdNamed(testApp.db, 'Party & Bridal Makeup Package');
  deps = { db: testApp.db, clock: () => new Date(), nearRadiusKm: 25 };
});
afterAll(() => testApp.close());

const customer = () => signUpVerified(testApp.app, testApp.db);
const serviceEnquiry = async () => {
  const { id: userId } = await customer();
  return { userId, id: await insertServiceEnquiry(testApp.db, userId, makeup, 'Party & Bridal Makeup Package') };
};
const pdEnquiry = async (from: Parameters<typeof insertPdEnquiry>[2] = sea) => {
  const { id: userId } = await customer();
  return { userId, id: await insertPdEnquiry(testApp.db, userId, from) };
};

/** The HTTP status a call was refused with. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string | undefined }> {
  const error = await call.then(
    () => {
      throw new Error('expected a refusal');
    },
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw error;
  return { status: error.statusCode, message: error.publicMessage };
}

describe('answering and rejecting', () => {
  it('stores the answer and the quote, tells the customer in the app and by a queued SMS', async () => {
    const { userId, id } = await serviceEnquiry();
    await answerEnquiry(deps, id, enquiryAnswerSchema.parse({ message: 'We can do it on the 12th.', quote: '4500' }));
    const row = await enquiryRow(testApp.db, id);
    expect(row).toMatchObject({ status: 'enquired', answer: 'We can do it on the 12th.', quote: 4500 });
    expect(row.answeredAt).toBeInstanceOf(Date);
    expect(await toldTo(testApp.db, userId)).toEqual([
      { kind: 'service_enquiry_answered', message: 'ServeNear has answered your enquiry for Party & Bridal Makeup Package with a quote of ₹4,500.' },
    ]);
    expect(await queuedTextsTo(testApp.db, sms, userId)).toEqual([
      'ServeNear has answered your enquiry for Party & Bridal Makeup Package with a quote of Rs 4,500. Read the answer at http://localhost:8080/service-enquiry.',
    ]);
  });

  it('answers a move request without a quote', async () => {
    const { userId, id } = await pdEnquiry();
    await answerEnquiry(deps, id, { message: 'Call us to fix a time.' });
    expect(await enquiryRow(testApp.db, id)).toMatchObject({ status: 'enquired', answer: 'Call us to fix a time.', quote: null });
    expect(await toldTo(testApp.db, userId)).toEqual([{ kind: 'pd_enquiry_answered', message: 'ServeNear has answered your Pass Fast Express request.' }]);
    expect(await queuedTextsTo(testApp.db, sms, userId)).toEqual(['ServeNear has answered your Pass Fast Express request. Read the answer at http://localhost:8080/pd-enquiry.']);
  });

  it('stores the reason of a rejection as the answer', async () => {
    const { userId, id } = await serviceEnquiry();
    await rejectEnquiry(deps, id, { reason: 'No artist is free that week.' });
    const row = await enquiryRow(testApp.db, id);
    expect(row).toMatchObject({ status: 'rejected', answer: 'No artist is free that week.', quote: null });
    expect(row.answeredAt).toBeInstanceOf(Date);
    expect(await toldTo(testApp.db, userId)).toEqual([
      { kind: 'service_enquiry_rejected', message: 'ServeNear could not take up your enquiry for Party & Bridal Makeup Package: No artist is free that week.' },
    ]);
    expect(await queuedTextsTo(testApp.db, sms, userId)).toEqual([
      'ServeNear could not take up your enquiry for Party & Bridal Makeup Package: No artist is free that week. See your enquiries at http://localhost:8080/service-enquiry.',
    ]);

    const move = await pdEnquiry();
    await rejectEnquiry(deps, move.id, { reason: 'We do not move pianos.' });
    expect(await toldTo(testApp.db, move.userId)).toEqual([{ kind: 'pd_enquiry_rejected', message: 'ServeNear could not take up your Pass Fast Express request: We do not move pianos.' }]);
    expect(await queuedTextsTo(testApp.db, sms, move.userId)).toEqual([
      'ServeNear could not take up your Pass Fast Express request: We do not move pianos. See your requests at http://localhost:8080/pd-enquiry.',
    ]);
  });

  it('decides once: a second decision is a 409 and changes nothing', async () => {
    const { userId, id } = await serviceEnquiry();
    await answerEnquiry(deps, id, { message: 'Yes.', quote: 1000 });
    expect(await refusal(answerEnquiry(deps, id, { message: 'Again.', quote: 2000 }))).toEqual({ status: 409, message: 'This enquiry has already been answered or rejected.' });
    expect(await refusal(rejectEnquiry(deps, id, { reason: 'Changed my mind.' }))).toEqual({ status: 409, message: 'This enquiry has already been answered or rejected.' });
    expect(await enquiryRow(testApp.db, id)).toMatchObject({ status: 'enquired', answer: 'Yes.', quote: 1000 });
    expect(await toldTo(testApp.db, userId)).toHaveLength(1);
    expect(await queuedTextsTo(testApp.db, sms, userId)).toHaveLength(1);
  });

  it('answers 404 for no such enquiry', async () => {
    expect(await refusal(answerEnquiry(deps, 99_999_999, { message: 'Yes.' }))).toEqual({ status: 404, message: 'Enquiry not found' });
    expect(await refusal(rejectEnquiry(deps, 99_999_999, { reason: 'No.' }))).toEqual({ status: 404, message: 'Enquiry not found' });
  });

  it('lets exactly one of a racing answer and rejection win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { userId, id } = await serviceEnquiry();
      const results = await Promise.allSettled([answerEnquiry(deps, id, { message: 'Yes.', quote: 900 }), rejectEnquiry(deps, id, { reason: 'No.' })]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const [lost] = results.filter((result) => result.status === 'rejected');
      expect((lost?.reason as HttpError).statusCode).toBe(409);
      const row = await enquiryRow(testApp.db, id);
      expect(row.status).toBe(results[0]!.status === 'fulfilled' ? 'enquired' : 'rejected');
      expect(await toldTo(testApp.db, userId)).toHaveLength(1);
    }
  });

  it('queues the SMS in the decision\'s transaction: rolled back, nothing is queued', async () => {
    const { userId } = await serviceEnquiry();
    await queuedTextsTo(testApp.db, sms, userId);
    const before = await smsJobStates(testApp.db);
    const decision = { customerId: userId, kind: 'service', serviceName: 'Party & Bridal Makeup Package', decision: { answered: true, quote: null } } as const;
    await expect(
      testApp.db.transaction(async (tx) => {
        await recordEnquiryDecision(tx, decision, new Date());
        throw new Error('the decision failed after its notification was written');
      }),
    ).rejects.toThrow('the decision failed');
    expect(await smsJobStates(testApp.db)).toEqual(before);
    expect(await toldTo(testApp.db, userId)).toEqual([]);
    expect(await queuedTextsTo(testApp.db, sms, userId)).toEqual([]);
  });

  it('keeps the decision when the SMS fails: the queue sends it on a later try', async () => {
    const { userId, id } = await serviceEnquiry();
    await answerEnquiry(deps, id, { message: 'Yes.' });
    sms.failNext();
    expect(await queuedTextsTo(testApp.db, sms, userId)).toEqual([]);
    expect((await enquiryRow(testApp.db, id)).status).toBe('enquired');
    expect(await smsJobStates(testApp.db)).toHaveProperty('retry', 1);
  });

  it('lists by status and kind, oldest first', async () => {
    const service = await serviceEnquiry();
    const move = await pdEnquiry();
    const pending = await listEnquiriesForOps(deps, { status: 'pending' });
    const ids = pending.map((item) => item.id);
    expect(ids.indexOf(service.id)).toBeLessThan(ids.indexOf(move.id));
    expect(pending.find((item) => item.id === service.id)).toEqual({
      id: service.id,
      kind: 'service',
      status: 'pending',
      customer_id: service.userId,
      customer_name: 'Priya Sharma',
      mobile: '9876512345',
      title: 'Party & Bridal Makeup Package',
      summary: 'Bridal makeup for a wedding of 200 guests.',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      answer: null,
      quote: null,
      answered_at: null,
      partner_id: null,
      distance_km: null,
      booking_id: null,
      move_stage: null,
    });
    expect(pending.find((item) => item.id === move.id)).toMatchObject({
      kind: 'pd',
      move_stage: 'requested',
      customer_name: 'Meera Nair',
      title: 'Pass Fast Express',
      summary: '12 Park Street, Kolkata → 8 Salt Lake Sector V, Kolkata on 2026-03-15',
      distance_km: 9.4,
    });
    expect((await listEnquiriesForOps(deps, { status: 'pending', kind: 'pd' })).every((item) => item.kind === 'pd')).toBe(true);
    await rejectEnquiry(deps, move.id, { reason: 'No.' });
    expect((await listEnquiriesForOps(deps, { status: 'pending' })).map((item) => item.id)).not.toContain(move.id);
    expect(await listEnquiriesForOps(deps, { status: 'rejected', kind: 'pd' })).toContainEqual(expect.objectContaining({ id: move.id, answer: 'No.' }));
  });
});

describe('allocating a move', () => {
  it('lists verified partners whose places reach the From address, nearest first', async () => {
    const from = northOf(sea, 300);
    const near = await partnerAt(testApp.app, testApp.db, adminToken, northOf(from, 3));
    const further = await partnerAt(testApp.app, testApp.db, adminToken, northOf(from, 12));
    await partnerAt(testApp.app, testApp.db, adminToken, northOf(from, 8), 5); // its radius does not reach
    await partnerAt(testApp.app, testApp.db, adminToken, northOf(from, 40)); // beyond the near-me radius
    await registerPartner(testApp.app); // not verified, and no place
    const { id } = await pdEnquiry(from);
    expect(await listPartnersNear(deps, id)).toEqual([
      { partner_id: near.id, name: 'Karthik Raja', mobile: near.mobile, distance_km: 3 },
      { partner_id: further.id, name: 'Karthik Raja', mobile: further.mobile, distance_km: 12 },
    ]);
    const unplaced = await pdEnquiry(null);
    expect(await listPartnersNear(deps, unplaced.id)).toEqual([]);
    const service = await serviceEnquiry();
    expect(await refusal(listPartnersNear(deps, service.id))).toEqual({ status: 409, message: 'Only a Pass Fast Express request is allocated to a partner.' });
    expect(await refusal(listPartnersNear(deps, 99_999_999))).toEqual({ status: 404, message: 'Enquiry not found' });
  });

  it('allocates to a verified partner, who is told; again to another moves it', async () => {
    const first = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 500));
    const second = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 505));
    const { id } = await pdEnquiry(northOf(sea, 500));
    // Their verification's texts are sent first: only the move's are looked at below.
    await queuedTextsTo(testApp.db, sms, first.id);
    await allocatePd(deps, id, { partner_id: first.id });
    const row = await enquiryRow(testApp.db, id);
    expect(row).toMatchObject({ partnerId: first.id, status: 'pending' });
    expect(row.allocatedAt).toBeInstanceOf(Date);
    expect(await toldTo(testApp.db, first.id, 'pd_job_allocated')).toEqual([
      { kind: 'pd_job_allocated', message: 'You have a new Pass Fast Express job on 2026-03-15, from 12 Park Street, Kolkata.' },
    ]);
    expect(await queuedTextsTo(testApp.db, sms, first.id)).toEqual([
      'ServeNear: You have a new Pass Fast Express job on 2026-03-15, from 12 Park Street, Kolkata. See it at http://localhost:8080/employee-booking-pdenquiery.',
    ]);

    // The same partner again: nothing changes, nobody is told twice.
    await allocatePd(deps, id, { partner_id: first.id });
    expect(await toldTo(testApp.db, first.id, 'pd_job_allocated')).toHaveLength(1);
    expect(await queuedTextsTo(testApp.db, sms, first.id)).toEqual([]);

    await answerEnquiry(deps, id, { message: 'Booked for the 15th.', quote: 1800 });
    await allocatePd(deps, id, { partner_id: second.id });
    expect(await enquiryRow(testApp.db, id)).toMatchObject({ partnerId: second.id, status: 'enquired' });
    expect(await toldTo(testApp.db, second.id, 'pd_job_allocated')).toHaveLength(1);
    expect(await queuedTextsTo(testApp.db, sms, first.id)).toEqual([
      'ServeNear: The Pass Fast Express job on 2026-03-15 from 12 Park Street, Kolkata has been given to another partner. Do not go to the pick-up address.',
    ]);
  });

  it('refuses a service enquiry, a rejected move, an unverified or unknown partner', async () => {
    const partner = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 600));
    const service = await serviceEnquiry();
    expect(await refusal(allocatePd(deps, service.id, { partner_id: partner.id }))).toEqual({ status: 409, message: 'Only a Pass Fast Express request is allocated to a partner.' });
    const rejected = await pdEnquiry();
    await rejectEnquiry(deps, rejected.id, { reason: 'No.' });
    expect(await refusal(allocatePd(deps, rejected.id, { partner_id: partner.id }))).toEqual({ status: 409, message: 'A rejected request cannot be allocated.' });
    const move = await pdEnquiry();
    const pendingPartner = await registerPartner(testApp.app);
    expect(await refusal(allocatePd(deps, move.id, { partner_id: pendingPartner.id }))).toEqual({ status: 409, message: 'Only a verified partner can be allocated.' });
    const { id: customerId } = await customer();
    expect(await refusal(allocatePd(deps, move.id, { partner_id: customerId }))).toEqual({ status: 404, message: 'Partner not found.' });
    expect(await refusal(allocatePd(deps, 99_999_999, { partner_id: partner.id }))).toEqual({ status: 404, message: 'Enquiry not found' });
    expect((await enquiryRow(testApp.db, move.id)).partnerId).toBeNull();
  });

  it('never allocates a move rejected at the same time', async () => {
    const partner = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 700));
    for (let round = 0; round < 3; round += 1) {
      const { id } = await pdEnquiry();
      const [allocation] = await Promise.allSettled([allocatePd(deps, id, { partner_id: partner.id }), rejectEnquiry(deps, id, { reason: 'No.' })]);
      const row = await enquiryRow(testApp.db, id);
      expect(row.status).toBe('rejected');
      // Either the allocation came first (and the rejection still wins its own race), or it was refused.
      if (allocation.status === 'rejected') expect((allocation.reason as HttpError).statusCode).toBe(409);
      else expect(row.partnerId).toBe(partner.id);
    }
  });
});
