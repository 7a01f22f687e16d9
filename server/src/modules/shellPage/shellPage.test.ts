import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { cookieFrom, login, registerPartner, signUpVerified } from '../../../test/accounts';
import { createShellFixture, shellIndexHtml, tempFolder } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { manifestUrl, pointRegistry } from '../releases/registry';
import { QUERY_CLIENT_CHUNK } from './pageHints';

let testApp: TestApp;
let shellDir: string;
let releasesDir: string;

const API_AREA = '@servenear/shared-0123456789/api';

/**
 * A released remote as the build writes it: the manifest (entry, the shared modules it
 * provides, with their consumers' fallback copies among the files, as Module Federation lists
 * them) and route-chunks.json (./App and each page: files, consumed shared modules; the files
 * each shared module's provider loads).
 */
async function release(remote: string, version: string, pages: Record<string, string[]>, consumes: string[] = [], root = releasesDir) {
  const folder = path.join(root, remote, version);
  await mkdir(folder, { recursive: true });
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    shared: [
      { name: 'react', assets: { js: { sync: ['react.remote.js'] }, css: { sync: [] } } },
      { name: API_AREA, assets: { js: { sync: ['api.remote.js', 'api.fallback-copy.js'] }, css: { sync: [] } } },
    ],
  };
  const chunks = {
    __federation_expose_App: { files: [`__federation_expose_App.${version}.js`], shared: [] },
    ...Object.fromEntries(Object.entries(pages).map(([name, files]) => [name, { files, shared: consumes }])),
  };
  await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(folder, 'route-chunks.json'), JSON.stringify({ chunks, provides: { react: ['react.remote.js'], [API_AREA]: ['api.remote.js'] } }));
  await writeFile(path.join(folder, 'remoteEntry.js'), `var ${remote.replace('-', '_')} = {};`);
}

beforeAll(async () => {
  shellDir = await createShellFixture();
  releasesDir = await tempFolder('releases');
  const listChunk = ['9602.0000000001.js', 'page-list-of-services.0000000002.css', 'page-list-of-services.0000000003.js'];
  await release('remote-catalog', '0.1.0-old', { 'page-list-of-services': listChunk });
  await release('remote-catalog', '0.1.0-new', { 'page-list-of-services': listChunk, 'page-user-home': ['page-user-home.0000000004.js'] });
  await release('remote-booking', '0.1.0-boo', { 'page-feedback': ['page-feedback.0000000008.js'] }, ['react', API_AREA]);
  await release('remote-account', '0.1.0-acc', { 'page-pages-slug': ['page-pages-slug.0000000005.js'], 'page-login': ['page-login.0000000006.js'] });
  await release('remote-partner', '0.1.0-par', { 'page-employee-home': ['page-employee-home.0000000007.js'] });
  await writeFile(
    path.join(releasesDir, 'remotes.json'),
    JSON.stringify({
      'remote-catalog': manifestUrl('remote-catalog', '0.1.0-new'),
      'remote-account': manifestUrl('remote-account', '0.1.0-acc'),
      'remote-partner': manifestUrl('remote-partner', '0.1.0-par'),
      'remote-booking': manifestUrl('remote-booking', '0.1.0-boo'),
    }),
  );
  testApp = await createTestApp({ shellDir, releasesDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(shellDir, { recursive: true, force: true });
  await rm(releasesDir, { recursive: true, force: true });
});

/** A shell build with its server render (dist-ssr/render.cjs, this source) beside dist/, as the shell's build makes it; the build's root. */
async function shellBuildWithRender(renderSource: string): Promise<string> {
  const buildRoot = await tempFolder('shell-build');
  await mkdir(path.join(buildRoot, 'dist'));
  await mkdir(path.join(buildRoot, 'dist-ssr'));
  await writeFile(path.join(buildRoot, 'dist', 'index.html'), shellIndexHtml);
  await writeFile(path.join(buildRoot, 'dist-ssr', 'render.cjs'), renderSource);
  return buildRoot;
}

async function page(url: string, cookie?: string) {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response;
}

/** The hrefs of the page's preload links of one kind ('script', 'style', 'fetch'). */
function preloads(html: string, as: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="(\w+)"[^>]*? href="([^"]+)">/g)].filter(([, kind]) => kind === as).map(([, , href]) => href ?? '');
}

function inlineRegistry(html: string): unknown {
  const json = /<script id="sn-registry" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe("the shell's page, rendered per request", () => {
  it('preloads the catalogue entry, its App and the list chunk, and the list page’s first API calls', async () => {
    const response = await page('/list-of-services?category=3&subcategory=11');
    const base = '/releases/remote-catalog/0.1.0-new/';

    expect(preloads(response.body, 'script')).toEqual([
      `${base}remoteEntry.js`,
      `${base}__federation_expose_App.0.1.0-new.js`,
      `${base}9602.0000000001.js`,
      `${base}page-list-of-services.0000000003.js`,
    ]);
    expect(preloads(response.body, 'style')).toEqual([`${base}page-list-of-services.0000000002.css`]);
    // The open category's subcategories first, then every other category's (the page lays out once all have answered).
    const subcategoryLists = ['/api/subcategory/3', '/api/subcategory/1', '/api/subcategory/2', '/api/subcategory/4'];
    expect(preloads(response.body, 'fetch')).toEqual(['/api/category', ...subcategoryLists, '/api/sublist/service/3/11', `${base}mf-manifest.json`]);
    expect(response.body).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/category">');
    // The federation runtime fetches the manifest without credentials options: the preload must match it.
    expect(response.body).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${base}mf-manifest.json">`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('inlines the registry this browser gets, and keeps the built page around it', async () => {
    const response = await page('/list-of-services');

    expect(inlineRegistry(response.body)).toEqual({
      'remote-catalog': '/releases/remote-catalog/0.1.0-new/mf-manifest.json',
      'remote-account': '/releases/remote-account/0.1.0-acc/mf-manifest.json',
      'remote-partner': '/releases/remote-partner/0.1.0-par/mf-manifest.json',
      'remote-booking': '/releases/remote-booking/0.1.0-boo/mf-manifest.json',
    });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<script src="/static/js/main.0123456789.js"></script>');
  });

  it('preloads an account route: a content page with its text', async () => {
    const response = await page('/pages/about-us');

    expect(preloads(response.body, 'script')).toEqual([
      '/releases/remote-account/0.1.0-acc/remoteEntry.js',
      '/releases/remote-account/0.1.0-acc/__federation_expose_App.0.1.0-acc.js',
      '/releases/remote-account/0.1.0-acc/page-pages-slug.0000000005.js',
    ]);
    expect(preloads(response.body, 'fetch')).toEqual(['/api/pages/about-us', '/releases/remote-account/0.1.0-acc/mf-manifest.json']);
  });

  it("preloads the list's first page of services near the point the browser stored, with the query the API client writes", async () => {
    const near = await page('/list-of-services?category=3&subcategory=11', 'sn_near=19.076:72.8777');
    expect(preloads(near.body, 'fetch')).toContain('/api/sublist/service/3/11?latitude=19.076&amp;longitude=72.8777');
    const whole = await page('/list-of-services?category=3', 'sn_near=-12.5:130');
    expect(preloads(whole.body, 'fetch')).toContain('/api/catlist/service/3?latitude=-12.5&amp;longitude=130');
    // A cookie that is no point is ignored: the list is preloaded as for a visitor with none.
    for (const cookie of ['sn_near=91:10', 'sn_near=19.0:abc', 'sn_near=1:2:3', 'sn_near=']) {
      expect(preloads((await page('/list-of-services?category=3&subcategory=11', cookie)).body, 'fetch')).toContain('/api/sublist/service/3/11');
    }
    // Without a category the page opens the first one, known only from the categories' answer.
    expect(preloads((await page('/list-of-services')).body, 'fetch')).toEqual([
      '/api/category',
      ...[1, 2, 3, 4].map((id) => `/api/subcategory/${id}`),
      '/releases/remote-catalog/0.1.0-new/mf-manifest.json',
    ]);
  });

  it('matches a route as the router does: any letter case, a trailing slash', async () => {
    const response = await page('/LOGIN/');
    expect(preloads(response.body, 'script')).toContain('/releases/remote-account/0.1.0-acc/page-login.0000000006.js');
  });

  it('preloads a partner route for a signed-in partner, and nothing for a visitor the guard sends away', async () => {
    const partner = await registerPartner(testApp.app);
    const { response: signedIn } = await login(testApp.app, 'employee', partner);
    const { cookie } = cookieFrom(signedIn);

    const asPartner = await page('/employee-home', cookie);
    expect(preloads(asPartner.body, 'script')).toEqual([
      '/releases/remote-partner/0.1.0-par/remoteEntry.js',
      '/releases/remote-partner/0.1.0-par/__federation_expose_App.0.1.0-par.js',
      '/releases/remote-partner/0.1.0-par/page-employee-home.0000000007.js',
    ]);
    // '/' is the partner's home too.
    expect(preloads((await page('/', cookie)).body, 'script')).toContain('/releases/remote-partner/0.1.0-par/page-employee-home.0000000007.js');

    const asVisitor = await page('/employee-home');
    expect(preloads(asVisitor.body, 'script')).toEqual([]);
    expect(inlineRegistry(asVisitor.body)).toBeDefined();
  });

  it("preloads the customer's home on '/' once signed in, and nothing of a remote for a visitor's landing page", async () => {
    const customer = await signUpVerified(testApp.app, testApp.db);
    const signedIn = await testApp.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${customer.token}` } });
    expect(signedIn.statusCode).toBe(200);

    const home = await page('/', `sn_session=${customer.token}`);
    expect(preloads(home.body, 'script')).toContain('/releases/remote-catalog/0.1.0-new/page-user-home.0000000004.js');
    expect(preloads((await page('/')).body, 'script')).toEqual([]);
  });

  it('names the old version at once after a rollback, with no rebuild of the shell', async () => {
    await pointRegistry(releasesDir, 'remote-catalog', '0.1.0-old');
    try {
      const response = await page('/list-of-services?category=3');

      expect(preloads(response.body, 'script')[0]).toBe('/releases/remote-catalog/0.1.0-old/remoteEntry.js');
      expect(response.body).not.toContain('0.1.0-new');
      expect(preloads(response.body, 'fetch')).toContain('/releases/remote-catalog/0.1.0-old/mf-manifest.json');
      expect(preloads(response.body, 'fetch')).toContain('/api/catlist/service/3');
    } finally {
      await pointRegistry(releasesDir, 'remote-catalog', '0.1.0-new');
    }
  });

  it("preloads the shared modules the page consumes from the copy it will use, and the shell's boot modules", async () => {
    // The shell provides react (and waits for it at boot) and the query module, not the API area.
    await writeFile(
      path.join(shellDir, 'mf-manifest.json'),
      JSON.stringify({
        shared: [
          { name: 'react', assets: { js: { sync: ['react.shell.js'] }, css: { sync: ['react.shell.css'] } } },
          { name: '@servenear/shared/query', assets: { js: { sync: ['query.shell.js'] }, css: { sync: [] } } },
        ],
      }),
    );
    await writeFile(
      path.join(shellDir, 'route-chunks.json'),
      JSON.stringify({
        chunks: { main: { files: ['main.js'], shared: ['react'] }, [QUERY_CLIENT_CHUNK]: { files: ['page-query-client.js'], shared: ['@servenear/shared/query'] } },
        provides: { react: ['react.shell.js', 'react.shell.css'], '@servenear/shared/query': ['query.shell.js'] },
      }),
    );
    await writeFile(path.join(shellDir, 'react.shell.css'), '.shell-react { color: teal }');
    try {
      const response = await page('/feedback');
      expect(preloads(response.body, 'script')).toEqual([
        '/react.shell.js',
        // The page's QueryClient, which the region waits for, and the query module it consumes.
        '/page-query-client.js',
        '/query.shell.js',
        '/releases/remote-booking/0.1.0-boo/remoteEntry.js',
        '/releases/remote-booking/0.1.0-boo/__federation_expose_App.0.1.0-boo.js',
        '/releases/remote-booking/0.1.0-boo/page-feedback.0000000008.js',
        // The API area's provider chunk, not the fallback copy the manifest lists beside it.
        '/releases/remote-booking/0.1.0-boo/api.remote.js',
      ]);
      // The shell's boot styles are in the page: the server's HTML is drawn with them.
      expect(response.body).toContain('<style>.shell-react { color: teal }</style>');
      expect(preloads(response.body, 'style')).toEqual([]);
      // The landing page is the shell's own: its HTML is the page, and no preload competes with it.
      expect(preloads((await page('/')).body, 'script')).toEqual([]);
    } finally {
      await rm(path.join(shellDir, 'mf-manifest.json'));
      await rm(path.join(shellDir, 'route-chunks.json'));
      await rm(path.join(shellDir, 'react.shell.css'));
    }
  });

  it("names the QueryClient chunk as the shell's code names it (a build-time comment no compiler checks)", async () => {
    const source = await readFile(path.join(__dirname, '../../../../shell/src/query/queryRuntime.ts'), 'utf8');
    expect(source).toContain(`webpackChunkName: "${QUERY_CLIENT_CHUNK}"`);
  });

  it('answers an unknown path 404 with the shell, which shows its not-found page to a browser', async () => {
    for (const unknown of ['/no-such-page/at-all', '/.git/config', '/metrics', '/pages', '/login/extra']) {
      const response = await testApp.app.inject({ method: 'GET', url: unknown, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
      expect(preloads(response.body, 'script')).toEqual([]);
      expect(inlineRegistry(response.body)).toBeDefined();
    }
  });

  it('answers an unknown path 404 in the API’s error shape to a client that does not ask for HTML', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const response = await testApp.app.inject({ method: 'GET', url: '/.git/config', headers: accept ? { accept } : {} });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, errors: {}, message: 'Not Found' });
    }
  });

  it('answers a content page that does not exist 404, and one that does 200', async () => {
    const missing = await testApp.app.inject({ method: 'GET', url: '/pages/no-such-page', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    await page('/pages/about-us');
  });

  it('answers every built route of the table 200, a guarded one too (the shell redirects there)', async () => {
    for (const known of ['/', '/login', '/LOGIN/', '/user-home', '/employee-home', '/otp-verification', '/ServiceEdit/other', '/privacy-policy']) {
      await page(known);
    }
  });

  it("gives each page its own title and description: the route's, a content page's own title, the signed-in home's", async () => {
    const headOf = (html: string) => ({
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
      titles: html.match(/<title>/g)?.length,
    });
    expect(headOf((await page('/')).body)).toEqual({
      title: 'ServeNear — Local services near you',
      description: 'Book trusted local service professionals near you in India, by the day or by the hour.',
      titles: 1,
    });
    expect(headOf((await page('/login')).body)).toEqual({ title: 'Login · ServeNear', description: 'Log in with your mobile number to book local services near you.', titles: 1 });
    expect(headOf((await page('/LOGIN/')).body).title).toBe('Login · ServeNear');
    expect(headOf((await page('/pages/about-us')).body).title).toBe('About ServeNear');
    expect(headOf((await page('/employee-booking-list')).body).title).toBe('Booking List · ServeNear');

    const customer = await signUpVerified(testApp.app, testApp.db);
    expect(headOf((await page('/', `sn_session=${customer.token}`)).body).title).toBe('Home · ServeNear');

    const missing = await testApp.app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(headOf(missing.body).title).toBe('Page not found · ServeNear');
  });

  it('preloads the entry alone when a release folder lacks its route list (a build from before it existed)', async () => {
    await rm(path.join(releasesDir, 'remote-partner', '0.1.0-par', 'route-chunks.json'));
    const partner = await registerPartner(testApp.app);
    const { response: signedIn } = await login(testApp.app, 'employee', partner);
    // A fresh app: the first reader cached this release's files already.
    const fresh = await createTestApp({ shellDir, releasesDir, db: testApp.db });
    try {
      const response = await fresh.app.inject({ method: 'GET', url: '/employee-home', headers: { cookie: cookieFrom(signedIn).cookie } });
      expect(preloads(response.body, 'script')).toEqual(['/releases/remote-partner/0.1.0-par/remoteEntry.js']);
    } finally {
      await fresh.close();
    }
  });

  it('serves the built page unchanged but for the head when nothing was ever released', async () => {
    const emptyReleases = await tempFolder('no-releases');
    const unreleased = await createTestApp({ shellDir, releasesDir: emptyReleases });
    try {
      const response = await unreleased.app.inject({ method: 'GET', url: '/pages/about-us' });
      expect(response.statusCode).toBe(200);
      const head = '<title>About ServeNear</title><meta name="description" content="About ServeNear: how local services are booked, our terms and our policies." />';
      expect(response.body).toBe(
        shellIndexHtml.replace('<title>ServeNear</title>', head).replace('</head>', '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/pages/about-us"></head>'),
      );
    } finally {
      await unreleased.close();
      await rm(emptyReleases, { recursive: true, force: true });
    }
  });
});

describe("the shell's server-side render", () => {
  let buildRoot: string;
  let app: TestApp;

  beforeAll(async () => {
    buildRoot = await shellBuildWithRender(
      `exports.renderShell = async ({ url, session, contentPage }) => {
        if (url.includes('/broken')) throw new Error('render failed');
        return '<header>' + new URL(url).pathname + ' for ' + (session ? session.name + ' (' + session.role + ')' : 'a visitor') + '</header>' +
          (contentPage ? '<h1>' + contentPage.title + '</h1>' : '');
      };`,
    );
    app = await createTestApp({ shellDir: path.join(buildRoot, 'dist'), releasesDir, db: testApp.db });
  });
  afterAll(async () => {
    await app.close();
    await rm(buildRoot, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  const serverState = (html: string) => JSON.parse(/<script id="sn-ssr-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it('puts the render into #root for a visitor, with what it was rendered from beside it', async () => {
    const response = await get('/login');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><header>/login for a visitor</header></div>');
    expect(serverState(response.body)).toEqual({ session: null, contentPage: null, queries: [] });
  });

  it("renders a content page with its text from the database, sanitised, so the text is the first paint", async () => {
    await testApp.db.execute(sql`UPDATE content_pages SET content = '<p>We connect you.</p><script>alert(1)</script>' WHERE slug = 'about-us'`);
    const response = await get('/pages/about-us');

    const state = serverState(response.body);
    expect(state.contentPage).toEqual({ slug: 'about-us', title: expect.any(String), content: '<p>We connect you.</p>' });
    expect(response.body).toContain(`<h1>${state.contentPage.title}</h1>`);
    // The text is in the page: no script is preloaded against it, and its API call is not made.
    expect(preloads(response.body, 'script')).toEqual([]);
    expect(preloads(response.body, 'fetch')).toEqual([]);
    // An unknown page: the shell's not-found page, with its status; nothing to render ahead of it.
    const missing = await app.app.inject({ method: 'GET', url: '/pages/no-such-page', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(serverState(missing.body).contentPage).toBeNull();
  });

  it("keeps a content page's dollar signs as written (no replacement pattern reads them)", async () => {
    const title = "Prices: $& and $$ and $'";
    await testApp.db.execute(sql`UPDATE content_pages SET title = ${title} WHERE slug = 'terms-and-conditions'`);
    const response = await get('/pages/terms-and-conditions');

    expect(response.body).toContain(`<h1>${title}</h1>`);
  });

  it("renders a signed-in partner's page with their session", async () => {
    const partner = await registerPartner(app.app);
    const { response: signedIn } = await login(app.app, 'employee', partner);
    const response = await get('/employee-home', cookieFrom(signedIn).cookie);

    expect(response.body).toMatch(/<div id="root"><header>\/employee-home for .+ \(employee\)<\/header><\/div>/);
    expect(serverState(response.body).session).toMatchObject({ role: 'employee', verified: false, phoneNumber: partner.mobile });
  });

  it('sends the page compressed as the browser accepts', async () => {
    const plain = (await get('/login')).body;
    const brotli = await app.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(brotli.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it('leaves #root empty for the browser to draw when the render fails', async () => {
    const response = await get('/login?from=/broken');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('sn-ssr-state');
  });
});

describe("a remote's page drawn on the server by the remote's own release", () => {
  let buildRoot: string;
  let drawnReleases: string;
  let app: TestApp;
  const version = '0.1.0-ssr';

  /**
   * The shell's render puts the picture where its region goes; the remote's render (ssr/render.cjs in
   * its release folder, as its build makes it) reads through the server's own API, as the page's
   * queries would, and says what it read.
   */
  beforeAll(async () => {
    buildRoot = await shellBuildWithRender(
      `exports.renderShell = async ({ remoteSnapshot }) =>
        '<header>shell</header>' + (remoteSnapshot ? '<div data-remote-snapshot="' + remoteSnapshot.remote + '">' + remoteSnapshot.html + '</div>' : '<p>skeleton</p>');`,
    );
    drawnReleases = await tempFolder('releases');
    await release('remote-catalog', version, { 'page-list-of-services': ['page-list-of-services.0000000002.css', 'page-list-of-services.0000000003.js'] }, [], drawnReleases);
    const folder = path.join(drawnReleases, 'remote-catalog', version);
    await writeFile(path.join(folder, 'page-list-of-services.0000000002.css'), '.card{color:teal}');
    await mkdir(path.join(folder, 'ssr'));
    await writeFile(
      path.join(folder, 'ssr', 'render.cjs'),
      `exports.renderPage = async ({ path, route, session, location, read, viewportWidth }) => {
        if (path.includes('broken')) throw new Error('render failed');
        const categories = await read({ url: '/api/category' });
        const cart = await read({ url: '/api/user/cartlist' });
        const names = JSON.parse(categories.body).data.map((category) => category.category_name);
        return {
          html: '<h1>' + route + ' at ' + path + '</h1><p>' + names.join(', ') + '</p><p>cart ' + cart.status + '</p><p>' +
            (session ? session.name : 'visitor') + ' near ' + location.latitude + ' on ' + viewportWidth + ' px</p>',
          queries: [{ key: ['catalog', 'categories'], data: names }],
        };
      };`,
    );
    await writeFile(path.join(drawnReleases, 'remotes.json'), JSON.stringify({ 'remote-catalog': manifestUrl('remote-catalog', version) }));
    app = await createTestApp({ shellDir: path.join(buildRoot, 'dist'), releasesDir: drawnReleases, db: testApp.db });
  });
  afterAll(async () => {
    await app.close();
    await rm(buildRoot, { recursive: true, force: true });
    await rm(drawnReleases, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });
  const serverState = (html: string) => JSON.parse(/<script id="sn-ssr-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it('paints the page from the remote’s render, with the reads it made in the page instead of preloads of them', async () => {
    const response = await get('/list-of-services?category=3&subcategory=11', { cookie: 'sn_near=13.0827:80.2707', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' });
    const names = (await testApp.app.inject({ method: 'GET', url: '/api/category' })).json().data.map((category: { category_name: string }) => category.category_name);

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<div data-remote-snapshot="remote-catalog"><h1>/list-of-services at /list-of-services?category=3&subcategory=11</h1><p>${names.join(', ')}</p><p>cart 401</p><p>visitor near 13.0827 on 412 px</p></div>`,
    );
    // The reads are in the page (and the picture only in the HTML): the browser asks for none of them again.
    expect(serverState(response.body)).toEqual({ session: null, contentPage: null, queries: [{ key: ['catalog', 'categories'], data: names }] });
    // The remote still comes alive: its files are listed for the shell to preload once the page has
    // painted (not from the head, where they would hold up the picture's images); its styles are
    // inlined, the picture is drawn with them.
    expect(preloads(response.body, 'fetch')).toEqual([]);
    expect(preloads(response.body, 'script')).toEqual([]);
    expect(preloads(response.body, 'style')).toEqual([]);
    const late = JSON.parse(/<script id="sn-late-preloads" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1] ?? 'null');
    expect(late.manifests).toEqual([`/releases/remote-catalog/${version}/mf-manifest.json`]);
    expect(late.scripts).toEqual(expect.arrayContaining([`/releases/remote-catalog/${version}/remoteEntry.js`, `/releases/remote-catalog/${version}/page-list-of-services.0000000003.js`]));
    expect(response.body).toContain('.card{color:teal}');
  });

  it("reads as the signed-in customer, with their cookies, and draws for a wide screen when the browser says it is not a phone", async () => {
    const customer = await signUpVerified(app.app, testApp.db);
    const { cookie } = cookieFrom((await login(app.app, 'user', { mobile: customer.mobile, password: 'tamarind42' })).response);
    const response = await get('/list-of-services', { cookie, 'sec-ch-ua-mobile': '?0' });

    expect(response.body).toContain('<p>cart 200</p><p>Meera Nair near null on 1280 px</p>');
  });

  it('draws with the release the registry names: a rollback changes the picture at once, with its images from that release', async () => {
    const older = '0.1.0-older';
    const folder = path.join(drawnReleases, 'remote-catalog', older);
    await mkdir(path.join(folder, 'ssr'), { recursive: true });
    await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, shared: [] }));
    // As a build writes it: the release's base, set by the server as it loads the file, is where its images are.
    await writeFile(
      path.join(folder, 'ssr', 'render.cjs'),
      `const base = globalThis.__servenearReleaseBase;
      exports.renderPage = async () => ({ html: '<img src="' + base + 'assets/card.svg" alt="older">', queries: [] });`,
    );
    await pointRegistry(drawnReleases, 'remote-catalog', older);
    try {
      const response = await get('/list-of-services');
      expect(response.body).toContain(`<div data-remote-snapshot="remote-catalog"><img src="/releases/remote-catalog/${older}/assets/card.svg" alt="older"></div>`);
    } finally {
      await pointRegistry(drawnReleases, 'remote-catalog', version);
    }
    expect((await get('/list-of-services')).body).toContain('<h1>/list-of-services at /list-of-services</h1>');
  });

  it('serves the skeleton when the remote’s render fails, and never serves the render itself', async () => {
    const broken = await get('/list-of-services?broken=1');
    const file = await get(`/releases/remote-catalog/${version}/ssr/render.cjs`);

    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<p>skeleton</p>');
    expect(serverState(broken.body).queries).toEqual([]);
    expect(preloads(broken.body, 'fetch')).toContain('/api/category');
    expect(file.statusCode).toBe(404);
  });
});
