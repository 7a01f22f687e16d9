import { eq } from 'drizzle-orm';
import { contentPages, contentPageVersions, opsAudit } from '../../db/schema';
import { bearer, demo, freshMobile, login } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';

let testApp: TestApp;
let adminToken: string;
let supportToken: string;
let verificationToken: string;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOGINS_PER_15_MIN: '1000' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  supportToken = (await login(testApp.app, 'admin', demo.support)).token;
  const created = await admin(adminToken, 'POST', 'ops-members', { name: 'Vikram (verification)', mobile: freshMobile(), roles: ['verification'] });
  const { mobile, temporary_password: password } = created.json().data as { mobile: string; temporary_password: string };
  verificationToken = (await login(testApp.app, 'admin', { mobile, password })).token;
});
afterAll(() => testApp.close());

function admin(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}
const publicPage = async (slug: string) => (await testApp.app.inject({ method: 'GET', url: `/api/pages/${slug}` })).json().data as { title: string; content: string };

const hostile = '<h2 onclick="steal()">Help</h2><script>alert(1)</script><p>Call us <img src="x" onerror="alert(1)"><a href="javascript:alert(1)">now</a></p>';
const cleaned = '<h2>Help</h2><p>Call us <a>now</a></p>';

describe('content pages for ops (issue 39)', () => {
  it('lists every seeded page at version 1, by no one', async () => {
    const response = await admin(supportToken, 'GET', 'pages');

    expect(response.statusCode).toBe(200);
    const about = (response.json().data as Array<{ slug: string }>).find((page) => page.slug === 'about-us');
    expect(about).toEqual({ slug: 'about-us', title: 'About ServeNear', version: 1, versions: 1, updated_at: expect.any(String), updated_by: null });
  });

  it('previews as the site renders: no script, no event handler, nothing stored', async () => {
    const before = await publicPage('contact-us');

    const response = await admin(supportToken, 'POST', 'pages/preview', { title: 'Contact', content: hostile });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ title: 'Contact', content: cleaned });
    expect(await publicPage('contact-us')).toEqual(before);
    expect(await testApp.db.select().from(opsAudit).where(eq(opsAudit.action, 'pages.preview'))).toEqual([]);
  });

  it('saves a sanitised new version the site shows at once, then restores the old one as another version', async () => {
    const page = (await admin(supportToken, 'GET', 'pages/terms-and-conditions')).json().data;
    expect(page).toMatchObject({ slug: 'terms-and-conditions', version: 1, public_path: '/pages/terms-and-conditions', versions: [{ version: 1, edited_by: null }] });
    const original = await publicPage('terms-and-conditions');

    const saved = await admin(supportToken, 'PUT', 'pages/terms-and-conditions', { title: 'Terms of use', content: hostile, note: 'New help heading', base_version: 1 });

    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Page saved: the site shows it now.');
    expect(saved.json().data).toMatchObject({
      title: 'Terms of use',
      content: cleaned,
      version: 2,
      updated_by: { name: 'Meena (support)' },
      versions: [
        { version: 2, content: cleaned, note: 'New help heading', edited_by: { name: 'Meena (support)' }, restored_from: null },
        { version: 1, content: original.content },
      ],
    });
    const [stored] = await testApp.db.select().from(contentPages).where(eq(contentPages.slug, 'terms-and-conditions'));
    expect(stored).toMatchObject({ content: cleaned, version: 2 });
    expect(await publicPage('terms-and-conditions')).toEqual({ title: 'Terms of use', content: cleaned });
    // Nothing between the database and the reader keeps the old page: no cache header, no ETag to revalidate against.
    const read = await testApp.app.inject({ method: 'GET', url: '/api/pages/terms-and-conditions' });
    expect([read.headers['cache-control'], read.headers.etag, read.headers['last-modified']]).toEqual([undefined, undefined, undefined]);

    const restored = await admin(adminToken, 'POST', 'pages/terms-and-conditions/versions/1/restore', { base_version: 2 });

    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ version: 3, title: original.title, versions: [{ version: 3, restored_from: 1 }, { version: 2 }, { version: 1 }] });
    expect(await publicPage('terms-and-conditions')).toEqual(original);
    const audit = await testApp.db.select().from(opsAudit).where(eq(opsAudit.subject, 'page:terms-and-conditions'));
    expect(audit.map((row) => row.action)).toEqual(['page.edit', 'page.restore']);
    // The audit row names the version; the HTML is in the versions table, not copied into the log.
    expect(JSON.stringify(audit[0]!.details)).not.toContain('<h2');
  });

  it('refuses an edit or a restore started from a version that is no longer the page’s (409), storing nothing', async () => {
    await admin(supportToken, 'PUT', 'pages/privacy-policy', { title: 'Privacy', content: '<p>Mine</p>', base_version: 1 });

    const late = await admin(adminToken, 'PUT', 'pages/privacy-policy', { title: 'Privacy', content: '<p>Theirs</p>', base_version: 1 });

    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Someone else changed this page since you opened it. Reload it to see their version, then make your change again.');
    expect((await admin(adminToken, 'POST', 'pages/privacy-policy/versions/1/restore', { base_version: 1 })).statusCode).toBe(409);
    expect((await publicPage('privacy-policy')).content).toBe('<p>Mine</p>');
    const page = (await admin(adminToken, 'GET', 'pages/privacy-policy')).json().data;
    expect(page.versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
  });

  it('answers 404 for an unknown page or version, and 422 for an empty page or a missing base version', async () => {
    expect((await admin(supportToken, 'GET', 'pages/no-such-page')).statusCode).toBe(404);
    expect((await admin(supportToken, 'POST', 'pages/about-us/versions/99/restore', {})).statusCode).toBe(404);
    const empty = await admin(supportToken, 'PUT', 'pages/about-us', { title: ' ', content: '', base_version: 1 });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['content', 'title']);
    expect((await admin(supportToken, 'PUT', 'pages/about-us', { title: 'About', content: '<p>x</p>' })).json().errors).toEqual({
      base_version: ['Send the version the edit started from (base_version).'],
    });
  });

  it('keeps versions append-only in the database', async () => {
    await expect(testApp.db.update(contentPageVersions).set({ title: 'Rewritten' })).rejects.toThrow();
    await expect(testApp.db.delete(contentPageVersions)).rejects.toThrow();
  });

  it('refuses a member without pages.manage (verification only)', async () => {
    const refusal = { status: 403, errors: {}, message: 'You are not allowed to do this.' };
    expect((await admin(verificationToken, 'GET', 'pages')).json()).toEqual(refusal);
    expect((await admin(verificationToken, 'GET', 'pages/about-us')).statusCode).toBe(403);
    expect((await admin(verificationToken, 'POST', 'pages/preview', { title: 'A', content: '<p>b</p>' })).statusCode).toBe(403);
    expect((await admin(verificationToken, 'PUT', 'pages/about-us', { title: 'A', content: '<p>b</p>', base_version: 1 })).statusCode).toBe(403);
    expect((await admin(verificationToken, 'POST', 'pages/about-us/versions/1/restore', {})).statusCode).toBe(403);
    expect((await publicPage('about-us')).title).toBe('About ServeNear');
  });
});
