import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { partnerServiceOffers, services } from '../../../db/schema';
import { workMediaJobs } from '../../../../test/jobs';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { bearer, demo, login, multipart } from '../../../../test/accounts';
import { filesUnder } from '../../media/testSupport';
import { verifiedPartner } from '../bookings/testBookings';
import { addWorkPlace, cataloguePlace, hasLink, jaisalmer, listedNear, northOf, partnerCalls } from './testServices';

/** employee/upload-service and employee/edit-upload-service: multipart forms with photos and a video. */
let testApp: TestApp;
let adminToken: string;
let call: ReturnType<typeof partnerCalls>;
let electrical: Awaited<ReturnType<typeof cataloguePlace>>;
/** Another service of the electrician's subcategory, for moving an offer. */
let sibling: number;
/** Photos of different content: the same photo twice is kept once (issue 37). */
let jpegs: Buffer[];

beforeAll(async () => {
  testApp = await createTestApp({ env: { PARTNER_REGISTRATIONS_PER_HOUR: '100' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  call = partnerCalls(testApp.app);
  electrical = await cataloguePlace(testApp.db, 'Electrician');
  const choices = (await testApp.app.inject({ method: 'GET', url: `/api/service/subcategory/${electrical.subCategory}` })).json().data as Array<{ id: number }>;
  sibling = choices.find((choice) => choice.id !== electrical.service)!.id;
  jpegs = await Promise.all(['#c33', '#3c3', '#33c', '#cc3', '#3cc', '#c3c'].map((background) => sharp({ create: { width: 64, height: 48, channels: 3, background } }).jpeg().toBuffer()));
});
afterAll(() => testApp.close());

const photosDir = () => path.join(testApp.dataDir, 'uploads', 'service-photos');
const videosDir = () => path.join(testApp.dataDir, 'uploads', 'service-videos');
/** An MP4's first box: size, then 'ftyp', brand 'isom'. */
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41'), Buffer.alloc(2048, 7)]);

const photoFiles = (count: number) => Array.from({ length: count }, (_, index) => ({ field: 'images[]', name: `p${index}.jpg`, type: 'image/jpeg', bytes: jpegs[index % jpegs.length]! }));
const videoFile = () => ({ field: 'video', name: 'clip.mp4', type: 'video/mp4', bytes: mp4 });

const formFields = (overrides: Record<string, string> = {}) => ({
  name: 'Karthik Raja',
  mobile: '9876543210',
  email: 'karthik@example.in',
  address: 'Velachery, Chennai',
  category: String(electrical.category),
  subCategory: String(electrical.subCategory),
  service: String(electrical.service),
  employeeType: 'full_time',
  description: 'Wiring, switchboards and fans.',
  checkbox: 'true',
  ...overrides,
});

async function send(token: string, url: 'upload-service' | 'edit-upload-service', fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) {
  const body = await multipart(fields, files);
  return testApp.app.inject({ method: 'POST', url: `/api/employee/${url}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

async function uploaded(token: string, fields: Record<string, string> = formFields(), files = photoFiles(1)) {
  const response = await send(token, 'upload-service', fields, files);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().data as { action_id: number; id: number | null; image_url: string[] };
}

const offerRow = async (id: number) => (await testApp.db.select().from(partnerServiceOffers).where(eq(partnerServiceOffers.id, id)))[0];

describe('employee/upload-service', () => {
  it('offers a catalogue service with one photo: the card shows it, and the new partner is listed near their work area only', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const place = northOf(jaisalmer, 40);
    await addWorkPlace(testApp.db, partner.id, place, 8);
    expect(await listedNear(testApp.app, electrical, electrical.service, northOf(place, 4))).toBe(false);

    const response = await send(partner.token, 'upload-service', formFields(), photoFiles(1));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 200,
      success: true,
      message: 'Service uploaded successfully',
      data: {
        id: electrical.service,
        action_id: expect.any(Number),
        name: 'Electrician',
        servicetype: 'service',
        category_name: expect.any(String),
        subcategory_name: expect.any(String),
        employee_type: 'full_time',
        image_url: [expect.stringMatching(/^\/api\/files\/service-photos\/[0-9a-f]{32}-640\.jpg$/)],
        image_sources: [{ webp: expect.stringContaining('-320.webp 320w'), jpeg: expect.stringContaining('-1280.jpg 1280w') }],
        video_url: null,
        approval: 'approved',
        rejection_reason: null,
        // Issue 37: the photo is processed after the answer.
        media_status: [{ name: /([0-9a-f]{32})-640\.jpg$/.exec(body.data.image_url[0])![1]!, status: 'processing' }],
      },
    });
    // Issue 37: the answer names the URL the photo will have; the media job makes it.
    expect(await workMediaJobs(testApp)).toBe(1);
    const served = await testApp.app.inject({ method: 'GET', url: body.data.image_url[0] });
    expect(served.statusCode).toBe(200);
    expect(await hasLink(testApp.db, partner.id, electrical.service)).toBe(true);
    expect(await listedNear(testApp.app, electrical, electrical.service, northOf(place, 4))).toBe(true);
    expect(await listedNear(testApp.app, electrical, electrical.service, northOf(place, 12))).toBe(false);

    expect((await call(partner.token, 'GET', 'getservice')).json().data.map((card: { action_id: number }) => card.action_id)).toEqual([body.data.action_id]);
    expect((await call(partner.token, 'GET', `editservice/${body.data.action_id}`)).json().data).toMatchObject({
      username: 'Karthik Raja',
      mobile_number: '9876543210',
      service_id: electrical.service,
      employee_type: 'full_time',
      description: 'Wiring, switchboards and fans.',
      image_url: body.data.image_url,
      custom_service: null,
    });
    // The same service again is an edit, not a second offer.
    const again = await send(partner.token, 'upload-service', formFields(), photoFiles(1));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ service: ['You already offer this service. Edit it instead.'] });

    // Deleting it takes the partner off the list and removes the files.
    const before = await filesUnder(photosDir());
    expect(before.length).toBeGreaterThan(0);
    expect((await call(partner.token, 'POST', 'delete-service', { serviceId: body.data.action_id })).statusCode).toBe(200);
    expect(await hasLink(testApp.db, partner.id, electrical.service)).toBe(false);
    expect(await listedNear(testApp.app, electrical, electrical.service, northOf(place, 4))).toBe(false);
    const stem = /([0-9a-f]{32})-640/.exec(body.data.image_url[0])![1]!;
    expect((await filesUnder(photosDir())).filter((file) => file.startsWith(stem))).toEqual([]);
  });

  it.each([
    ['no photo', {}, 0, { images: ['At least 1 image is required'] }],
    ['four photos', {}, 4, { images: ['Only 3 images are allowed'] }],
    ['"other" without its name', { service: 'other' }, 1, { customService: ['Please enter the name of your service'] }],
    ['an invalid service id', { service: '0' }, 1, { service: ['Please select a service'] }],
    ['bad fields and no photo', { mobile: '12345', checkbox: 'false' }, 0, {
      mobile: ['Invalid mobile number'],
      checkbox: ['Please confirm that these details are correct'],
      images: ['At least 1 image is required'],
    }],
  ])('refuses %s, keeping no file', async (_case, overrides: Record<string, string>, photos, errors) => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const before = [...(await filesUnder(photosDir())), ...(await filesUnder(videosDir()))];
    const response = await send(partner.token, 'upload-service', formFields(overrides), [...photoFiles(photos), videoFile()]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 422, errors });
    expect([...(await filesUnder(photosDir())), ...(await filesUnder(videosDir()))]).toEqual(before);
    expect((await call(partner.token, 'GET', 'getservice')).json().data).toEqual([]);
  });

  it('refuses a service that is not in the chosen subcategory', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const tutor = await cataloguePlace(testApp.db, 'Home Tutor – Maths');
    const response = await send(partner.token, 'upload-service', formFields({ service: String(tutor.service) }), photoFiles(1));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ service: ['Please select a service'] });
  });

  it('keeps an "other" service and its video out of sight until ops approve it; then the partner is near', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const place = northOf(jaisalmer, 140);
    await addWorkPlace(testApp.db, partner.id, place, 8);
    const name = 'Inverter Battery Care';
    const response = await send(partner.token, 'upload-service', formFields({ service: 'other', customService: name }), [...photoFiles(2), videoFile()]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Service uploaded. Customers will see it once our team approves it.',
      data: { id: null, name, servicetype: 'other', approval: 'pending', video_url: expect.stringMatching(/^\/api\/files\/service-videos\/[0-9a-f]{32}\.mp4$/) },
    });
    const card = response.json().data;
    expect(card.image_url).toHaveLength(2);
    expect(await workMediaJobs(testApp)).toBe(1);
    expect((await testApp.app.inject({ method: 'GET', url: card.video_url })).statusCode).toBe(200);
    // Ops see the processed photos before deciding.
    const waiting = await testApp.app.inject({ method: 'GET', url: '/api/admin/partner-services?per_page=200', headers: bearer(adminToken) });
    const listed = waiting.json().data.find((item: { action_id: number }) => item.action_id === card.action_id);
    expect(listed).toMatchObject({ image_url: card.image_url, image_sources: [expect.objectContaining({ jpeg: expect.stringContaining('-1280.jpg 1280w') }), expect.anything()] });

    expect((await call(partner.token, 'GET', 'getservice')).json().data).toEqual([]);
    expect((await call(partner.token, 'GET', 'newservice')).json().data.map((item: { action_id: number }) => item.action_id)).toEqual([card.action_id]);
    const searchedBefore = await testApp.app.inject({ method: 'GET', url: `/api/services/search?query=${encodeURIComponent(name)}` });
    expect(searchedBefore.json().data.map((item: { name: string }) => item.name)).not.toContain(name);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/service/subcategory/${electrical.subCategory}` })).json().data.map((item: { name: string }) => item.name)).not.toContain(name);

    const approved = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/partner-services/${card.action_id}/approve`,
      headers: bearer(adminToken),
      payload: { rate_per_day: 1800, rate_per_hour: 250 },
    });
    expect(approved.statusCode).toBe(200);
    const [service] = await testApp.db.select().from(services).where(eq(services.name, name));
    // The catalogue shows the partner's first photo for the new service.
    expect(service!.imageUrl).toBe(card.image_url[0]);
    expect(await listedNear(testApp.app, electrical, service!.id, northOf(place, 4))).toBe(true);
    expect(await listedNear(testApp.app, electrical, service!.id, northOf(place, 12))).toBe(false);
    const search = await testApp.app.inject({ method: 'GET', url: `/api/services/search?query=${encodeURIComponent(name)}&latitude=${northOf(place, 4).latitude}&longitude=${place.longitude}` });
    // Its own name first; similar services near the point may follow.
    expect(search.json().data[0].id).toBe(service!.id);

    // Once approved its name is fixed: an edit keeps it.
    const edited = await send(partner.token, 'edit-upload-service', { ...formFields({ service: 'other', customService: 'Something Else' }), action_id: String(card.action_id) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: service!.id, name, approval: 'approved' });
  });
});

describe('employee/edit-upload-service', () => {
  it('keeps the photos without new ones, replaces them with exactly 3, refuses 2, and moves the link with the service', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const card = await uploaded(partner.token);
    const edit = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) =>
      send(partner.token, 'edit-upload-service', { ...formFields(fields), action_id: String(card.action_id), service_id: String(electrical.service) }, files);

    const two = await edit({}, photoFiles(2));
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toEqual({ images: ['You must upload exactly 3 images'] });

    const kept = await edit({ name: 'K. Raja', employeeType: 'part_time' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ status: 200, success: true, message: 'Service updated successfully', data: { image_url: card.image_url, employee_type: 'part_time' } });
    expect((await call(partner.token, 'GET', `editservice/${card.action_id}`)).json().data.username).toBe('K. Raja');

    const oldStem = /([0-9a-f]{32})-640/.exec(card.image_url[0]!)![1]!;
    const replaced = await edit({ service: String(sibling) }, [...photoFiles(3), videoFile()]);
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json().data;
    expect(after.id).toBe(sibling);
    expect(after.image_url).toHaveLength(3);
    expect(after.image_url).not.toContain(card.image_url[0]);
    expect(after.video_url).toMatch(/\.mp4$/);
    expect((await filesUnder(photosDir())).filter((file) => file.startsWith(oldStem))).toEqual([]);
    expect(await hasLink(testApp.db, partner.id, electrical.service)).toBe(false);
    expect(await hasLink(testApp.db, partner.id, sibling)).toBe(true);

    // A new video replaces the old file.
    const oldVideo = path.basename(after.video_url as string);
    expect((await edit({ service: String(sibling) }, [videoFile()])).statusCode).toBe(200);
    expect(await filesUnder(videosDir())).not.toContain(oldVideo);
  });

  it('refuses moving onto a service the partner already offers', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    await uploaded(partner.token);
    const second = await uploaded(partner.token, formFields({ service: String(sibling) }));
    const response = await send(partner.token, 'edit-upload-service', { ...formFields(), action_id: String(second.action_id) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ service: ['You already offer this service. Edit it instead.'] });
  });

  it('sends a rejected "other" service back to ops with its new name', async () => {
    const partner = await verifiedPartner(testApp.app, adminToken);
    const card = await uploaded(partner.token, formFields({ service: 'other', customService: 'Geyser Fitting' }));
    const rejected = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/partner-services/${card.action_id}/reject`,
      headers: bearer(adminToken),
      payload: { reason: 'Geyser fitting is a plumber’s job here.' },
    });
    expect(rejected.statusCode).toBe(200);
    const edited = await send(partner.token, 'edit-upload-service', { ...formFields({ service: 'other', customService: 'Water Heater Wiring' }), action_id: String(card.action_id) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Water Heater Wiring', approval: 'pending', rejection_reason: null });
    expect(await offerRow(card.action_id)).toMatchObject({ customName: 'Water Heater Wiring', approval: 'pending', serviceId: null });
  });

  it("answers another partner's offer as a missing one and changes nothing", async () => {
    const owner = await verifiedPartner(testApp.app, adminToken);
    const other = await verifiedPartner(testApp.app, adminToken);
    const card = await uploaded(owner.token);
    const before = await offerRow(card.action_id);
    const files = await filesUnder(videosDir());
    const response = await send(other.token, 'edit-upload-service', { ...formFields({ name: 'Intruder' }), action_id: String(card.action_id) }, [videoFile()]);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Service not found');
    expect(await offerRow(card.action_id)).toEqual(before);
    expect(await filesUnder(videosDir())).toEqual(files);
  });
});
