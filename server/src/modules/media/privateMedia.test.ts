import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createFile, MP4BoxBuffer } from 'mp4box';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { workMediaJobs } from '../../../test/jobs';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { idProofs } from '../../db/schema';
import { bearer, demo, login, manualClock, multipart, partnerFields, signUp } from '../../../test/accounts';
import { tempFolder } from '../../../test/fixtures';
import { file, moveForm, sendMove } from '../enquiries/testKit';
import { MediaStore } from './store';
import { multipartRequest, uploadApp } from './testSupport';
import { GPS_TEXT, mp4WithGps, webmWithTags } from './videoMetadata/testVideos';

const time = manualClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock });
});
afterAll(() => testApp.close());

/** A phone photo: EXIF with the camera and where it was taken (Chennai). */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Snap 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 16/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

const get = (url: string, token?: string) => testApp.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
/** The URL without its signature: what an old reply, a guess or a leaked log would hold. */
const plain = (url: string) => url.split('?')[0]!;

async function customerWithPhoto() {
  const customer = await signUp(testApp.app);
  const body = await multipart({ name: 'Meera N', mobile: customer.mobile }, [{ field: 'profile_image', name: 'me.jpg', type: 'image/jpeg', bytes: await photoWithGps() }]);
  const response = await testApp.app.inject({ method: 'POST', url: '/api/user/updateprofile', payload: body.payload, headers: { ...body.headers, ...bearer(customer.token) } });
  expect(response.statusCode).toBe(200);
  return { ...customer, imageUrl: response.json().data.image_url as string };
}

describe('profile photos (N5)', () => {
  it('are stored without EXIF or GPS, and the owner gets theirs on the signed link their profile gives', async () => {
    const { token, imageUrl } = await customerWithPhoto();
    expect(imageUrl).toMatch(/^\/api\/files\/profile\/[0-9a-f]{32}\.jpg\?expires=\d+&signature=[\w-]{43}$/);
    const profile = await get('/api/user/user-details', token);
    expect(profile.json().data.image_url).toBe(imageUrl);

    const response = await get(imageUrl);
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(response.rawPayload.includes('PhoneMaker')).toBe(false);
    const stored = await readFile(path.join(testApp.dataDir, 'uploads', 'profile', path.basename(plain(imageUrl))));
    expect(stored.includes('PhoneMaker')).toBe(false);
  });

  it('refuses the plain URL to anyone and to another customer; ops get it', async () => {
    const { imageUrl } = await customerWithPhoto();
    const other = await login(testApp.app, 'user', demo.customer);
    const admin = await login(testApp.app, 'admin', demo.admin);

    const anonymous = await get(plain(imageUrl));
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ status: 403, errors: {}, message: 'This link has expired or is not valid. Open the page again.' });
    expect((await get(plain(imageUrl), other.token)).statusCode).toBe(403);
    expect((await get(plain(imageUrl), admin.token)).statusCode).toBe(200);
  });

  it('refuses a tampered link, a link to another file, and an expired one', async () => {
    const { imageUrl } = await customerWithPhoto();
    const { imageUrl: otherUrl } = await customerWithPhoto();
    const [, query] = imageUrl.split('?');
    const tampered = imageUrl.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    const later = imageUrl.replace(/expires=(\d+)/, (_match, expires: string) => `expires=${Number(expires) + 3600}`);

    expect((await get(tampered)).statusCode).toBe(403);
    expect((await get(later)).statusCode).toBe(403);
    expect((await get(`${plain(otherUrl)}?${query}`)).statusCode).toBe(403);
    expect((await get(imageUrl)).statusCode).toBe(200);

    // A link lives one to two hours: within the hour it still works, after two it never does.
    time.advance(59 * 60);
    expect((await get(imageUrl)).statusCode).toBe(200);
    time.advance(61 * 60 + 1);
    expect((await get(imageUrl)).statusCode).toBe(403);
  });
});

describe('Pass Fast Express photos and videos', () => {
  async function moveWithVideo() {
    const customer = await signUp(testApp.app);
    const form = await moveForm({ photos: 3, video: file(mp4WithGps(), 'move.mp4', 'video/mp4') });
    expect((await sendMove(testApp.app, customer.token, form)).statusCode).toBe(200);
    // Processed on the job queue (issue 37), after the answer.
    expect(await workMediaJobs(testApp)).toBe(1);
    const [move] = (await get('/api/user/pdenquiry/list', customer.token)).json().data as { images: string[]; image_sources: { webp: string }[]; video: string }[];
    return { customer, move: move! };
  }

  it('serves the video on its signed link without the GPS atom, still a parseable MP4 with its track', async () => {
    const { move } = await moveWithVideo();
    expect(move.video).toMatch(/^\/api\/files\/pd-videos\/[0-9a-f]{32}\.mp4\?expires=\d+&signature=[\w-]{43}$/);
    expect(move.images[0]).toMatch(/^\/api\/files\/pd-photos\/[0-9a-f]{32}-640\.jpg\?expires=\d+&signature=/);
    expect(move.image_sources[0]!.webp).toMatch(/-320\.webp\?expires=\d+&signature=[\w-]{43} 320w, /);

    const video = await get(move.video);
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.includes(GPS_TEXT)).toBe(false);
    const parsed = createFile();
    parsed.appendBuffer(MP4BoxBuffer.fromArrayBuffer(new Uint8Array(video.rawPayload).buffer, 0));
    parsed.flush();
    expect(parsed.getInfo().tracks).toHaveLength(1);
    expect((await get(move.images[0]!)).statusCode).toBe(200);
  });

  it('refuses plain URLs to anyone and to another customer; ops get them', async () => {
    const { move } = await moveWithVideo();
    const other = await login(testApp.app, 'user', demo.customer);
    const admin = await login(testApp.app, 'admin', demo.admin);
    for (const url of [move.video, move.images[0]!]) {
      expect((await get(plain(url))).statusCode).toBe(403);
      expect((await get(plain(url), other.token)).statusCode).toBe(403);
      expect((await get(plain(url), admin.token)).statusCode).toBe(200);
    }
  });
});

describe('ID proofs', () => {
  it('are stored without metadata: a photo re-encoded, a PDF without its author, producer or XMP', async () => {
    const pdf = await PDFDocument.create();
    pdf.setAuthor('Karthik Raja');
    pdf.setProducer('ScanMaker 9');
    pdf.addPage([300, 200]);
    const body = await multipart(partnerFields(), [
      { field: 'images[]', name: 'aadhaar.jpg', type: 'image/jpeg', bytes: await photoWithGps() },
      { field: 'images[]', name: 'pan.pdf', type: 'application/pdf', bytes: await pdf.save() },
    ]);
    const registered = await testApp.app.inject({ method: 'POST', url: '/api/employee/employee-register', ...body });
    expect(registered.statusCode).toBe(200);
    const proofs = await testApp.db.select().from(idProofs).where(eq(idProofs.userId, registered.json().data.id));
    const admin = await login(testApp.app, 'admin', demo.admin);
    const [photo, document] = await Promise.all(proofs.map((proof) => get(`/api/employee/id-proofs/${proof.id}`, admin.token)));

    expect((await sharp(photo!.rawPayload).metadata()).exif).toBeUndefined();
    expect(photo!.rawPayload.includes('PhoneMaker')).toBe(false);
    const stored = await PDFDocument.load(document!.rawPayload, { updateMetadata: false });
    expect([stored.getAuthor(), stored.getProducer(), stored.getPageCount()]).toEqual([undefined, undefined, 1]);
  });
});

describe("partners' service videos (public)", () => {
  let root: string;
  beforeEach(async () => {
    root = await tempFolder('service-videos');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it.each([
    ['an MP4 loses its GPS atom', 'clip.mp4', mp4WithGps],
    ['a WebM loses its tags', 'clip.webm', webmWithTags],
  ])('%s before it reaches the served folder', async (_case, name, video) => {
    const store = new MediaStore(root);
    const app = await uploadApp(store);
    const form = new FormData();
    form.append('video', file(video(), name, 'application/octet-stream'));
    const response = await app.inject({ method: 'POST', url: '/upload', ...multipartRequest(form) });
    expect(response.statusCode).toBe(200);
    const stored = await readFile(store.videoPath(response.json().video));
    expect(stored.includes(GPS_TEXT)).toBe(false);
    expect(stored.length).toBe(video().length);
    await app.close();
  });
});
