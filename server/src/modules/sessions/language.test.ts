/**
 * Issue 41: the language a person reads is chosen by `?lang=`, the browser's `sn_lang` cookie,
 * the account, then the browser's languages, and is kept per browser and per account.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { cookieFrom, freshMobile, signUp, SITE_ORIGIN } from '../../../test/accounts';
import { createShellFixture } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ shellDir: await createShellFixture() });
});

afterAll(async () => {
  await testApp.close();
});

const page = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const languageCookie = (response: { cookies: Array<{ name: string; value: string }> }) => response.cookies.find((cookie) => cookie.name === 'sn_lang')?.value;
const accountLanguage = async (id: number) => (await testApp.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe('the page’s language', () => {
  it('follows the browser’s languages on a first visit, without keeping anything', async () => {
    const response = await page('/', { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' });
    expect(response.body).toContain('<html lang="ta">');
    expect(languageCookie(response)).toBeUndefined();
    expect((await page('/', { 'accept-language': 'fr-FR' })).body).toContain('<html lang="en">');
  });

  it('switches with ?lang= on any page and keeps it in the browser', async () => {
    const response = await page('/list-of-services?lang=hi', { 'accept-language': 'ta' });
    expect(response.body).toContain('<html lang="hi">');
    expect(languageCookie(response)).toBe('hi');
    // The cookie then wins over the browser's languages; an unknown ?lang= changes nothing.
    expect((await page('/?lang=fr', { cookie: 'sn_lang=hi', 'accept-language': 'ta' })).body).toContain('<html lang="hi">');
  });

  it('opens a signed-in person’s page in their account’s language when the browser has not chosen', async () => {
    const { id, response } = await signUp(testApp.app, freshMobile());
    await testApp.db.update(users).set({ language: 'ta' }).where(eq(users.id, id));
    const { cookie } = cookieFrom(response);
    expect((await page('/', { cookie, 'accept-language': 'hi' })).body).toContain('<html lang="ta">');
    expect((await page('/', { cookie: `${cookie}; sn_lang=en`, 'accept-language': 'hi' })).body).toContain('<html lang="en">');
  });

  it('keeps a ?lang= switch on the account of whoever is signed in', async () => {
    const { id, response } = await signUp(testApp.app, freshMobile());
    const { cookie } = cookieFrom(response);
    await page('/?lang=ta', { cookie });
    expect(await accountLanguage(id)).toBe('ta');
  });
});

describe('PUT /api/session/language', () => {
  it('keeps a visitor’s choice in the browser only', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/session/language', payload: { language: 'hi' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, language: 'hi' });
    expect(languageCookie(response)).toBe('hi');
  });

  it('keeps a signed-in person’s choice on the account too', async () => {
    const { id, response: signedUp } = await signUp(testApp.app, freshMobile());
    const response = await testApp.app.inject({ method: 'PUT', url: '/api/session/language', payload: { language: 'ta' }, headers: { ...cookieFrom(signedUp) } });
    expect(response.statusCode).toBe(200);
    expect(await accountLanguage(id)).toBe('ta');
  });

  it('refuses a language we do not speak, and a cross-site request of a signed-in browser', async () => {
    const refused = await testApp.app.inject({ method: 'PUT', url: '/api/session/language', payload: { language: 'fr' } });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['language']);
    const { response: signedUp } = await signUp(testApp.app, freshMobile());
    const crossSite = await testApp.app.inject({
      method: 'PUT',
      url: '/api/session/language',
      payload: { language: 'ta' },
      headers: { cookie: cookieFrom(signedUp).cookie, origin: 'https://elsewhere.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('signing in', () => {
  it('keeps the language a person signed up in, so their texts are written in it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user-register',
      payload: { name: 'Kavya', mobile: freshMobile(), password: 'tamarind42' },
      headers: { 'accept-language': 'ta-IN' },
    });
    expect(response.statusCode).toBe(200);
    expect(await accountLanguage(response.json().success.id)).toBe('ta');
    expect(languageCookie(response)).toBe('ta');
  });

  it('brings the account’s language to a new browser, and a browser’s own choice to the account', async () => {
    const mobile = freshMobile();
    const { id } = await signUp(testApp.app, mobile);
    await testApp.db.update(users).set({ language: 'hi' }).where(eq(users.id, id));
    const login = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'POST', url: '/api/user/login', payload: { mobile, password: 'tamarind42' }, headers: { origin: SITE_ORIGIN, ...headers } });
    expect(languageCookie(await login({ 'accept-language': 'ta' }))).toBe('hi');
    expect(await accountLanguage(id)).toBe('hi');
    await login({ cookie: 'sn_lang=ta' });
    expect(await accountLanguage(id)).toBe('ta');
  });
});
