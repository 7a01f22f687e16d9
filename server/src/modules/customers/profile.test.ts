import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, freshMobile, login, multipart, sampleFiles, signUp } from '../../../test/accounts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const profileFolder = () => path.join(testApp.dataDir, 'uploads', 'profile');
const storedPhotos = () => readdir(profileFolder()).catch(() => [] as string[]);

async function update(token: string, fields: Record<string, string>, image?: { bytes: Uint8Array; name: string }) {
  const files = image ? [{ field: 'profile_image', name: image.name, type: 'image/jpeg', bytes: image.bytes }] : [];
  const body = await multipart(fields, files);
  return testApp.app.inject({ method: 'POST', url: '/api/user/updateprofile', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

describe('POST /api/user/updateprofile', () => {
  it('saves the fields and a photo under a random name, served privately cached and nosniff', async () => {
    const { token, mobile, id } = await signUp(testApp.app);

    const response = await update(token, { name: 'Meera N', email: 'meera@example.in', mobile, address: 'Adyar, Chennai' }, { bytes: sampleFiles.png, name: 'me.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: 'Profile updated successfully.',
      data: {
        id,
        name: 'Meera N',
        mobile,
        email: 'meera@example.in',
        address: 'Adyar, Chennai',
        image_url: expect.stringMatching(/^\/api\/files\/profile\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]{43}$/),
        is_verified: 0,
        role: 'user',
        pending_mobile: null,
      },
    });
    const photo = await testApp.app.inject({ method: 'GET', url: response.json().data.image_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['cache-control']).toBe('private, max-age=3600');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    // Re-encoded (no metadata), still a PNG of the same picture.
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
  });

  it('replaces the old photo file with the new one', async () => {
    const { token, mobile } = await signUp(testApp.app);
    const first = await update(token, { name: 'A', mobile }, { bytes: sampleFiles.jpeg, name: 'a.jpg' });
    const firstName = path.basename(new URL(first.json().data.image_url, 'http://x').pathname);
    expect(await storedPhotos()).toContain(firstName);

    const second = await update(token, { name: 'A', mobile }, { bytes: sampleFiles.png, name: 'b.png' });
    const secondName = path.basename(new URL(second.json().data.image_url, 'http://x').pathname);
    expect(await storedPhotos()).toContain(secondName);
    expect(await storedPhotos()).not.toContain(firstName);
    expect((await testApp.app.inject({ method: 'GET', url: first.json().data.image_url })).statusCode).toBe(404);
  });

  it.each([
    ['a renamed Windows executable', sampleFiles.exe],
    ['a PDF', sampleFiles.pdf],
    ['an image over 2 MB', Buffer.concat([Buffer.from(sampleFiles.jpeg), Buffer.alloc(2 * 1024 * 1024)])],
  ])('refuses %s as the photo', async (_case, bytes) => {
    const { token, mobile } = await signUp(testApp.app);
    const before = await storedPhotos();

    const response = await update(token, { name: 'A', mobile }, { bytes, name: 'photo.jpg' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { profile_image: ['Upload a JPG, PNG or WebP image up to 2 MB.'] } });
    expect(await storedPhotos()).toEqual(before);
  });

  it('changes only the session account, whatever ids the body carries', async () => {
    const victim = await login(testApp.app, 'user', demo.customer);
    const victimId = (await testApp.app.inject({ method: 'GET', url: '/api/session', headers: bearer(victim.token) })).json().data.user_id;
    const { token, mobile, id } = await signUp(testApp.app);

    const response = await update(token, { name: 'Changed', mobile, id: String(victimId), user_id: String(victimId), role: 'admin' });
    expect(response.json().data).toMatchObject({ id, name: 'Changed', role: 'user' });
    const [victimRow] = await testApp.db.select().from(users).where(eq(users.id, victimId));
    expect(victimRow!.name).toBe('Asha Verma');
  });

  it('refuses the number of another customer and keeps a new number pending (its code: accounts/mobileChange.test.ts)', async () => {
    const { token } = await signUp(testApp.app);
    const taken = await update(token, { name: 'A', mobile: demo.customer.mobile });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ mobile: ['This mobile number is already used by another account.'] });

    const customer = await login(testApp.app, 'user', demo.customer);
    const fresh = freshMobile();
    const moved = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/updateprofile',
      headers: bearer(customer.token),
      payload: { name: 'Asha Verma', mobile: fresh },
    });
    expect(moved.json().data).toMatchObject({ mobile: demo.customer.mobile, pending_mobile: fresh, is_verified: 1 });
  });

  it('answers 422 per field', async () => {
    const { token } = await signUp(testApp.app);

    const response = await update(token, { name: '', email: 'nope', mobile: '123' });
    expect(response.json()).toEqual({
      status: 422,
      errors: {
        name: ['Please enter your name.'],
        email: ['Please enter a valid email'],
        mobile: ['Please enter a valid 10-digit mobile number.'],
      },
    });
  });
});

describe('GET /api/files/profile/:name', () => {
  it.each(['../../etc/passwd', 'abc.jpg', `${'a'.repeat(32)}.pdf`, `${'a'.repeat(32)}.exe`])('answers 404 for %s, even to ops', async (name) => {
    const admin = await login(testApp.app, 'admin', demo.admin);
    const response = await testApp.app.inject({ method: 'GET', url: `/api/files/profile/${encodeURIComponent(name)}`, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(404);
  });
});

describe('the profile form outside the route schema', () => {
  it('refuses control characters in any multipart field, read or not, and stores nothing', async () => {
    const { token, mobile } = await signUp(testApp.app);
    const before = await storedPhotos();

    const response = await update(token, { name: 'Meera\u0000', mobile, extra: 'x\u0007' }, { bytes: sampleFiles.jpeg, name: 'me.jpg' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      errors: { name: ['Remove the control characters from this field.'], extra: ['Remove the control characters from this field.'] },
    });
    expect(await storedPhotos()).toEqual(before);
  });

  it('answers 422 for an over-long field', async () => {
    const { token, mobile } = await signUp(testApp.app);

    const response = await update(token, { name: 'Meera', mobile, address: 'a'.repeat(301) });
    expect(response.json()).toEqual({ status: 422, errors: { address: ['Must be at most 300 characters.'] } });
  });
});

describe('GET /api/files/profile/:name schema', () => {
  it('answers 422 for a name longer than any stored one', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/files/profile/${'a'.repeat(65)}.jpg` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { name: ['Must be at most 64 characters.'] } });
  });

  it('answers 422 for a control character in the name', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/files/profile/${'a'.repeat(32)}%00.jpg` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { name: ['Remove the control characters from this field.'] } });
  });
});
