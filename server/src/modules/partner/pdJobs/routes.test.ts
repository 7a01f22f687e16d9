import { bearer, demo, login, manualClock, signUpVerified } from '../../../../test/accounts';
import { SIGNED, withoutSignatures } from '../../../../test/signedLinks';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import * as z from 'zod/mini';
import { pdJobWire } from '@servenear/shared/wire';
import { allocatePd, answerEnquiry, type EnquiryOpsDeps } from '../../enquiries/ops';
import { insertPdEnquiry, insertServiceEnquiry, northOf, partnerAt, sea } from '../../enquiries/opsTestKit';
import { serviceIdNamed } from '../bookings/testBookings';

/** GET employee/pdenquiry/list and employee/pdenquiry/{id}: a partner reads only the moves allocated to them. */
let testApp: TestApp;
let adminToken: string;
let deps: EnquiryOpsDeps;
const time = manualClock(new Date('2026-03-01T10:00:00Z'));

beforeAll(async () => {
  testApp = await createTestApp({ env: { PARTNER_REGISTRATIONS_PER_HOUR: '100', REGISTRATIONS_PER_HOUR: '100' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  deps = { db: testApp.db, clock: time.clock, nearRadiusKm: 25 };
});
afterAll(() => testApp.close());

const read = (token: string, path: string) => testApp.app.inject({ method: 'GET', url: `/api/employee/pdenquiry/${path}`, headers: bearer(token) });

async function move() {
  const { id: userId } = await signUpVerified(testApp.app, testApp.db);
  return insertPdEnquiry(testApp.db, userId, sea);
}

describe('a partner’s Pass Fast Express jobs', () => {
  it('lists the moves allocated to the partner, newest allocation first, and nobody else’s', async () => {
    const partner = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 1));
    const other = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 2));
    expect((await read(partner.token, 'list')).json()).toEqual({ status: 200, data: [] });

    const older = await move();
    const newer = await move();
    const theirs = await move();
    await move(); // allocated to nobody
    await allocatePd(deps, older, { partner_id: partner.id });
    time.advance(60);
    await answerEnquiry(deps, newer, { message: 'Fixed for the 15th.', quote: 1800 });
    await allocatePd(deps, newer, { partner_id: partner.id });
    await allocatePd(deps, theirs, { partner_id: other.id });

    const list = await read(partner.token, 'list');
    expect(list.statusCode).toBe(200);
    const jobs = list.json().data;
    expect(jobs.map((job: { id: number }) => job.id)).toEqual([newer, older]);
    expect(z.array(pdJobWire).parse(jobs)).toHaveLength(2);
    // The partner gets signed links to the move's private files.
    expect(jobs[0].video).toMatch(SIGNED);
    expect(withoutSignatures(jobs[0])).toEqual({
      id: newer,
      name: 'Meera Nair',
      mobile: '9876554321',
      fromaddress: '12 Park Street, Kolkata',
      toaddress: '8 Salt Lake Sector V, Kolkata',
      date: '2026-03-15',
      description: 'Two cupboards and a fridge.',
      images: ['pd-photo-a', 'pd-photo-b', 'pd-photo-c'].map((stem) => `/api/files/pd-photos/${stem}-640.jpg`),
      image_sources: expect.arrayContaining([expect.objectContaining({ jpeg: expect.stringContaining('/api/files/pd-photos/pd-photo-a-320.jpg 320w') })]),
      video: '/api/files/pd-videos/pd-video.mp4',
      distance_km: 9.4,
      status: 'enquired',
      answer: 'Fixed for the 15th.',
      quote: 1800,
      allocated_at: '2026-03-01T10:01:00.000Z',
      stage: 'quoted',
      picked_up_at: null,
      pickup_photo: null,
      delivered_at: null,
      delivery_photo: null,
    });
    expect((await read(other.token, 'list')).json().data.map((job: { id: number }) => job.id)).toEqual([theirs]);
  });

  it('shows one job only to the partner it is allocated to', async () => {
    const partner = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 3));
    const other = await partnerAt(testApp.app, testApp.db, adminToken, northOf(sea, 4));
    const id = await move();
    await allocatePd(deps, id, { partner_id: partner.id });

    const own = await read(partner.token, String(id));
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id, status: 'pending', answer: null, quote: null });
    const notTheirs = await read(other.token, String(id));
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe('Enquiry not found');

    // Allocated again to the other partner: it moves with the allocation.
    await allocatePd(deps, id, { partner_id: other.id });
    expect((await read(partner.token, String(id))).statusCode).toBe(404);
    expect((await read(other.token, String(id))).statusCode).toBe(200);
    expect((await read(partner.token, 'list')).json().data).toEqual([]);

    expect((await read(partner.token, '99999999')).statusCode).toBe(404);
    const { id: userId } = await signUpVerified(testApp.app, testApp.db);
    const service = await insertServiceEnquiry(testApp.db, userId, await serviceIdNamed(testApp.db, 'Party & Bridal Makeup Package'), 'Party & Bridal Makeup Package');
    expect((await read(partner.token, String(service))).statusCode).toBe(404);
  });

  it('is for partners only', async () => {
    const { token: customerToken } = await signUpVerified(testApp.app, testApp.db);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/employee/pdenquiry/list' })).statusCode).toBe(401);
    expect((await read(customerToken, 'list')).statusCode).toBe(403);
    expect((await read(adminToken, '1')).statusCode).toBe(403);
  });
});
