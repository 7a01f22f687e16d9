import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaFiles, partnerLocations, partnerProfiles, partnerServiceOffers, partnerServices, reviews, services, users } from '../../db/schema';
import { bearer, demo, login, manualClock, signUpVerified } from '../../../test/accounts';
import { SIGNED } from '../../../test/signedLinks';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { advanceLine, bookThroughCart, linesOf, serviceIdNamed } from '../bookings/testKit';
import { createMediaLinks } from '../media/links';
import { partnerWorkNear } from './nearWork';
import { partnerSummaries } from './partnerSummary';

/** One partner's summary, as a caller with one partner (a move's mover) reads it. */
const partnerSummary = async (deps: Parameters<typeof partnerSummaries>[0], id: number, options: { withMobile: boolean } = { withMobile: false }) =>
  (await partnerSummaries(deps, [id], { withMobile: () => options.withMobile })).get(id) ?? null;

let testApp: TestApp;
const time = manualClock();
let carpenter: number;
const links = createMediaLinks(Buffer.alloc(32, 7), time.clock);

// Coimbatore has no seeded partner; Madurai is about 170 km away, beyond the 25 km radius.
const coimbatore = { latitude: 11.0168, longitude: 76.9558 };
const madurai = { latitude: 9.9252, longitude: 78.1198 };
const RADIUS_KM = 25;

beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock });
  carpenter = await serviceIdNamed(testApp.db, 'Carpenter');
});
afterAll(() => testApp.close());

let serial = 0;

/** A partner written straight into the tables: his account, profile, one place, and his approved Carpenter upload. */
async function partner(db: Database, options: { status?: 'verified' | 'pending' | 'suspended'; at?: typeof coimbatore; photos?: string[]; video?: string | null; approval?: 'approved' | 'pending'; imagePath?: string | null }) {
  serial += 1;
  const name = `Test Partner ${serial}`;
  const mobile = `69000${String(serial).padStart(5, '0')}`;
  const [user] = await db.insert(users).values({ role: 'employee', name, mobile, passwordHash: 'x', isVerified: options.status !== 'pending', imagePath: options.imagePath ?? null }).returning({ id: users.id });
  const id = user!.id;
  await db.insert(partnerProfiles).values({ userId: id, partnerType: 'individual', verificationStatus: options.status ?? 'verified' });
  const place = options.at ?? coimbatore;
  await db.insert(partnerLocations).values({ userId: id, latitude: place.latitude, longitude: place.longitude, city: 'Test', radiusKm: 20 });
  const [service] = await db.select().from(services).where(eq(services.id, carpenter));
  const approval = options.approval ?? 'approved';
  if (approval === 'approved') await db.insert(partnerServices).values({ userId: id, serviceId: carpenter });
  await db.insert(partnerServiceOffers).values({
    userId: id,
    serviceId: approval === 'approved' ? carpenter : null,
    customName: approval === 'approved' ? null : 'Carpentry',
    categoryId: service!.categoryId!,
    subcategoryId: service!.subcategoryId!,
    origin: approval === 'approved' ? 'catalogue' : 'other',
    approval,
    employeeType: 'full_time',
    contactName: name,
    mobile,
    email: `partner${serial}@example.in`,
    address: 'Test address',
    photos: options.photos ?? [`stem${serial}a`, `stem${serial}b`],
    video: options.video === undefined ? `video${serial}.mp4` : options.video,
  });
  return { id, name };
}

describe('partnerSummary (the partner card’s data)', () => {
  it('derives rating and jobs done from his reviews and completed lines, with a signed photo link and the verified badge', async () => {
    const ravi = await partner(testApp.db, { imagePath: 'face.jpg' });
    const empty = await partnerSummary({ db: testApp.db, mediaLinks: links }, ravi.id);
    expect(empty).toMatchObject({ id: ravi.id, name: ravi.name, average_rating: 0, total_reviews: 0, jobs_done: 0, verified: true, mobile: null });
    expect(empty!.image_url).toMatch(new RegExp(`^/api/files/profile/face\\.jpg${SIGNED.source}$`));

    // Two completed lines and one only assigned: two jobs done.
    const customer = await signUpVerified(testApp.app, testApp.db);
    const bookingId = await bookThroughCart(testApp.app, customer.token, [
      { serviceId: carpenter, serviceMethod: 'hour', workingDuration: 1 },
      { serviceId: await serviceIdNamed(testApp.db, 'Electrician'), serviceMethod: 'hour', workingDuration: 1 },
      { serviceId: await serviceIdNamed(testApp.db, 'Plumber'), serviceMethod: 'hour', workingDuration: 1 },
    ]);
    const [first, second, third] = await linesOf(testApp.db, bookingId);
    await advanceLine(testApp.db, first!.id, 'completed', ravi.id);
    await advanceLine(testApp.db, second!.id, 'completed', ravi.id);
    await advanceLine(testApp.db, third!.id, 'assigned', ravi.id);
    await testApp.db.insert(reviews).values([
      { serviceId: carpenter, reviewerName: 'A', rating: 5, comment: '', partnerId: ravi.id, bookingLineId: first!.id },
      { serviceId: carpenter, reviewerName: 'B', rating: 4, comment: '', partnerId: ravi.id, bookingLineId: second!.id },
      // Another partner's review is not his.
      { serviceId: carpenter, reviewerName: 'C', rating: 1, comment: '', partnerId: (await partner(testApp.db, {})).id },
    ]);

    const summary = await partnerSummary({ db: testApp.db, mediaLinks: links }, ravi.id, { withMobile: true });
    expect(summary).toMatchObject({ average_rating: 4.5, total_reviews: 2, jobs_done: 2, verified: true, mobile: expect.stringMatching(/^69000/) });
  });

  it('has no badge for a suspended or unverified partner, and is null for an id that is no partner', async () => {
    const suspended = await partner(testApp.db, { status: 'suspended' });
    const pending = await partner(testApp.db, { status: 'pending' });
    expect((await partnerSummary({ db: testApp.db, mediaLinks: links }, suspended.id))!.verified).toBe(false);
    expect((await partnerSummary({ db: testApp.db, mediaLinks: links }, pending.id))!.verified).toBe(false);
    const customer = await signUpVerified(testApp.app, testApp.db);
    expect(await partnerSummary({ db: testApp.db, mediaLinks: links }, customer.id)).toBeNull();
  });
});

describe('the partners’ own work on service details (near the customer)', () => {
  it('shows approved uploads of verified partners whose work area reaches the customer, and no one else’s', async () => {
    const near = await partner(testApp.db, {});
    const nearNoVideo = await partner(testApp.db, { video: null });
    const far = await partner(testApp.db, { at: madurai });
    const unverified = await partner(testApp.db, { status: 'pending' });
    const suspended = await partner(testApp.db, { status: 'suspended' });
    const notApproved = await partner(testApp.db, { approval: 'pending' });
    const nothingUploaded = await partner(testApp.db, { photos: [], video: null });

    const work = await partnerWorkNear(testApp.db, carpenter, coimbatore, RADIUS_KM);
    const shown = work.map((item) => item.partner.id);
    expect(shown).toEqual(expect.arrayContaining([near.id, nearNoVideo.id]));
    for (const hidden of [far, unverified, suspended, notApproved, nothingUploaded]) expect(shown).not.toContain(hidden.id);

    const item = work.find((entry) => entry.partner.id === near.id)!;
    expect(item.photos.map((photo) => photo.url)).toEqual([expect.stringMatching(/^\/api\/files\/service-photos\/stem\d+a-640\.jpg$/), expect.any(String)]);
    expect(item.video_url).toMatch(/^\/api\/files\/service-videos\/video\d+\.mp4$/);
    // A public read: no number, no private photo.
    expect(item.partner).toMatchObject({ name: near.name, verified: true, mobile: null, image_url: null });
    expect(work.find((entry) => entry.partner.id === nearNoVideo.id)!.video_url).toBeNull();

    // The far partner's work is shown where he works, and nobody's without a point.
    expect((await partnerWorkNear(testApp.db, carpenter, madurai, RADIUS_KM)).map((entry) => entry.partner.id)).toContain(far.id);
    expect(await partnerWorkNear(testApp.db, carpenter, null, RADIUS_KM)).toEqual([]);
  });

  it('shows only processed media: a photo or video still on the job queue, or failed, is left out (issue 37)', async () => {
    // Near Jaisalmer, where no other partner works: the list's limit leaves nobody of this test out.
    const jaisalmer = { latitude: 26.9157, longitude: 70.9083 };
    const waiting = await partner(testApp.db, { at: jaisalmer, photos: ['stem-w1', 'stem-w2'], video: 'video-w.mp4' });
    const allWaiting = await partner(testApp.db, { at: jaisalmer, photos: ['stem-p1'], video: null });
    await testApp.db.insert(mediaFiles).values([
      { name: 'stem-w1', store: 'service', kind: 'photo', status: 'ready', processedAt: new Date() },
      { name: 'stem-w2', store: 'service', kind: 'photo' },
      { name: 'video-w.mp4', store: 'service', kind: 'video', status: 'failed', processedAt: new Date() },
      { name: 'stem-p1', store: 'service', kind: 'photo' },
    ]);

    const work = await partnerWorkNear(testApp.db, carpenter, jaisalmer, RADIUS_KM);
    const item = work.find((entry) => entry.partner.id === waiting.id)!;
    expect(item.photos.map((photo) => photo.url)).toEqual(['/api/files/service-photos/stem-w1-640.jpg']);
    expect(item.video_url).toBeNull();
    expect(work.map((entry) => entry.partner.id)).not.toContain(allWaiting.id);

    await testApp.db.update(mediaFiles).set({ status: 'ready', processedAt: new Date() }).where(eq(mediaFiles.name, 'stem-p1'));
    expect((await partnerWorkNear(testApp.db, carpenter, jaisalmer, RADIUS_KM)).map((entry) => entry.partner.id)).toContain(allWaiting.id);
  });

  it('reaches the customer through GET user/getservice/{id} with the point, and a partner suspended later drops out', async () => {
    const later = await partner(testApp.db, {});
    const details = async (point: typeof coimbatore | null) => {
      const query = point ? `?latitude=${point.latitude}&longitude=${point.longitude}` : '';
      const reply = await testApp.app.inject({ method: 'GET', url: `/api/user/getservice/${carpenter}${query}` });
      return (reply.json().data.partner_work as Array<{ partner: { id: number } }>).map((entry) => entry.partner.id);
    };
    expect(await details(coimbatore)).toContain(later.id);
    expect(await details(madurai)).not.toContain(later.id);
    expect(await details(null)).toEqual([]);

    await testApp.db.update(partnerProfiles).set({ verificationStatus: 'suspended' }).where(eq(partnerProfiles.userId, later.id));
    expect(await details(coimbatore)).not.toContain(later.id);
  });
});

describe('a job’s review on the service’s details', () => {
  it('shows near where the partner works, counted in the details’ rating there, and nowhere else', async () => {
    const details = async (point: typeof coimbatore | null) => {
      const query = point ? `?latitude=${point.latitude}&longitude=${point.longitude}` : '';
      return (await testApp.app.inject({ method: 'GET', url: `/api/user/getservice/${carpenter}${query}` })).json().data as {
        total_reviews: number;
        rating_counts: Record<string, number>;
        reviews: Array<{ name: string; comment: string }>;
      };
    };
    const [nearBefore, farBefore, anywhereBefore] = await Promise.all([details(coimbatore), details(madurai), details(null)]);
    const worker = await partner(testApp.db, {});
    await testApp.db.insert(reviews).values({ serviceId: carpenter, reviewerName: 'Kavya', rating: 1, comment: 'Left the shelf loose', partnerId: worker.id });

    const [near, far, anywhere] = await Promise.all([details(coimbatore), details(madurai), details(null)]);
    expect(near.reviews[0]).toMatchObject({ name: 'Kavya', comment: 'Left the shelf loose' });
    // Counted where shown: one more review, and one more 1-star.
    expect(near.total_reviews).toBe(nearBefore.total_reviews + 1);
    expect(near.rating_counts['1']).toBe(nearBefore.rating_counts['1']! + 1);
    // Elsewhere, and without a point, nothing moved.
    expect(far).toEqual(farBefore);
    expect(anywhere).toEqual(anywhereBefore);
    // The catalogue's summary (every list card in India) is not moved by one partner's job.
    const [row] = await testApp.db.select({ count: services.ratingCount }).from(services).where(eq(services.id, carpenter));
    expect(row!.count).toBe(anywhere.total_reviews);
  });
});

describe('ops’ allocation list', () => {
  it('shows each eligible partner’s rating and jobs done beside his distance', async () => {
    const rated = await partner(testApp.db, {});
    await testApp.db.insert(reviews).values({ serviceId: carpenter, reviewerName: 'A', rating: 3, comment: '', partnerId: rated.id });
    const customer = await signUpVerified(testApp.app, testApp.db);
    const bookingId = await bookThroughCart(testApp.app, customer.token, [{ serviceId: carpenter, serviceMethod: 'hour', workingDuration: 1 }]);
    const [line] = await linesOf(testApp.db, bookingId);
    // The booking is placed at the work address; put it where the test partner works.
    await testApp.db.execute(sql`UPDATE bookings SET latitude = ${coimbatore.latitude}, longitude = ${coimbatore.longitude} WHERE id = ${bookingId}`);
    const { token } = await login(testApp.app, 'admin', demo.admin);
    const reply = await testApp.app.inject({ method: 'GET', url: `/api/admin/bookings/lines/${line!.id}/partners`, headers: bearer(token) });
    expect(reply.statusCode).toBe(200);
    const entry = (reply.json().data as Array<Record<string, unknown>>).find((candidate) => candidate.id === rated.id);
    expect(entry).toMatchObject({ id: rated.id, name: rated.name, mobile: expect.any(String), distance_km: 0, average_rating: 3, total_reviews: 1, jobs_done: 0 });
  });
});
