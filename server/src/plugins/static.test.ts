import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../test/testApp';
import {
  createReleasesFixture,
  createShellFixture,
  releaseEntry,
  registry,
  releaseVersion,
  shellIndexHtml,
  shellScript,
  tempFolder,
} from '../../test/fixtures';

let testApp: TestApp;
let shellDir: string;
let releasesDir: string;

beforeAll(async () => {
  shellDir = await createShellFixture();
  releasesDir = await createReleasesFixture();
  testApp = await createTestApp({ shellDir, releasesDir });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await testApp.close();
  await rm(shellDir, { recursive: true, force: true });
  await rm(releasesDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

/**
 * A real HTTP request with the path exactly as written: `app.inject()` parses URLs like a
 * browser and would resolve `..` and `%2e%2e` before the server sees them.
 */
function rawGet(rawPath: string): Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { port } = testApp.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

/** The registry as the server inlines it in the shell's page (modules/shellPage). */
const inlineRegistry = `<script id="sn-registry" type="application/json">${JSON.stringify(registry)}</script>`;

const releaseUrl = (file: string) => `/releases/remote-account/${releaseVersion}/${file}`;

describe('GET /releases/:remote/:version/*', () => {
  it('serves a released file with a one-year immutable cache and CORS', async () => {
    const response = await get(releaseUrl('remoteEntry.js'));

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(releaseEntry);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('serves the brotli file when the browser accepts br', async () => {
    const response = await get(releaseUrl('remoteEntry.js'), { 'accept-encoding': 'gzip, deflate, br' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(releaseEntry);
  });

  it('serves the gzip file when the browser accepts only gzip', async () => {
    const response = await get(releaseUrl('mf-manifest.json'), { 'accept-encoding': 'gzip' });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual({ name: 'remote_account' });
  });

  it.each([
    ['an unknown remote', `/releases/remote-admin/${releaseVersion}/remoteEntry.js`],
    ['a bad version', '/releases/remote-account/1.0.0~x/remoteEntry.js'],
    ['a missing file', releaseUrl('missing.js')],
    ['the registry through a remote folder', '/releases/x/y/../../remotes.json'],
    ['a traversal out of a version', releaseUrl('../../remotes.json')],
    ['an encoded traversal', releaseUrl('%2e%2e/%2e%2e/audit.log')],
    ['a version made of dots', '/releases/remote-account/../remotes.json'],
    ['an encoded version traversal', '/releases/remote-account/..%2F..%2F/remotes.json'],
    ['the audit log', '/releases/audit.log'],
    ['a folder', `/releases/remote-account/${releaseVersion}/`],
    ['an empty segment', releaseUrl('/remoteEntry.js')],
    ['a dot segment', releaseUrl('./remoteEntry.js')],
  ])('refuses %s', async (_case, url) => {
    const response = await rawGet(url);

    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('remote-account":');
    expect(response.body).not.toContain('publish');
    expect(JSON.parse(response.body).status).toBe(response.statusCode);
    expect(String(response.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
  });
});

describe('source maps', () => {
  it.each([
    ['of the shell', '/static/js/main.0123456789.js.map'],
    ['of a released remote', `/releases/remote-account/${releaseVersion}/remoteEntry.js.map`],
  ])('are not served %s, though they stay on disk for ops', async (_which, url) => {
    const response = await get(url);

    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sources');
  });
});

describe('shell files', () => {
  it('serves hashed assets immutable and precompressed', async () => {
    const response = await get('/static/js/main.0123456789.js', { 'accept-encoding': 'br' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(shellScript);
  });

  it('serves files without a content hash with no-cache', async () => {
    const response = await get('/robots.txt');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the shell page for / with no-cache, for this browser only: the built index.html with the registry in its head', async () => {
    const response = await get('/', { accept: 'text/html' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const head =
      '<title>ServeNear — Local services near you</title><meta name="description" content="Book trusted local service professionals near you in India, by the day or by the hour." />';
    expect(response.body).toBe(shellIndexHtml.replace('<title>ServeNear</title>', head).replace('</head>', `${inlineRegistry}</head>`));
  });

  it('answers a deep link with index.html so a reload works', async () => {
    const response = await get('/employee-booking-list', { accept: 'text/html' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // The page's own title and description (issue 37), in place of the built page's title.
    const head = '<title>Booking List · ServeNear</title><meta name="description" content="The jobs you are given: start, complete or cancel them." />';
    expect(response.body).toBe(shellIndexHtml.replace('<title>ServeNear</title>', head).replace('</head>', `${inlineRegistry}</head>`));
  });

  it('keeps the query string of a deep link out of the way', async () => {
    const response = await get('/list-of-services?category=1&subcategory=2', { accept: 'text/html' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const response = await get('/static/js/missing.abcdef1234.js');

    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(404);
  });

  it('refuses a traversal out of the shell folder', async () => {
    const response = await rawGet('/static/../../../etc/hostname.txt');

    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).status).toBe(404);
  });

  it('answers an unknown /api path with 404 JSON, not with index.html', async () => {
    const response = await get('/api/no/such/route', { accept: 'text/html' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, errors: {}, message: 'Not Found' });
  });

  it('asks for a build when the shell has not been built', async () => {
    const emptyShell = await tempFolder('empty-shell');
    const unbuilt = await createTestApp({ shellDir: emptyShell });
    try {
      const response = await unbuilt.app.inject({ method: 'GET', url: '/pages/about-us' });

      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await unbuilt.close();
      await rm(emptyShell, { recursive: true, force: true });
    }
  });
});
