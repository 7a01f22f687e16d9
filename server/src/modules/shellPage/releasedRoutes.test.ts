/**
 * Decision 0058 on the server: a remote that is not in the route table owns the routes its live
 * release claims. Its pages are pages of the site (200, their own title, their files preloaded)
 * while it is live, and not found once it is not; the shell gets the claims inlined.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createShellFixture, tempFolder } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { manifestUrl } from '../releases/registry';

let testApp: TestApp;
let shellDir: string;
let releasesDir: string;

const claims = {
  routes: [
    { path: '/ops/sign-in', access: 'public', title: 'Ops sign-in', ownChrome: true },
    { path: '/ops/*', access: 'ops', title: 'Ops console', signIn: '/ops/sign-in', ownChrome: true },
    // Refused: the route table gives /login to remote-account.
    { path: '/login', access: 'public', title: 'Stolen login' },
  ],
};

async function release(remote: string, version: string, chunks: Record<string, string[]>, routes?: unknown) {
  const folder = path.join(releasesDir, remote, version);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, shared: [] }));
  const chunkFiles = Object.fromEntries(Object.entries(chunks).map(([name, files]) => [name, { files, shared: [] }]));
  await writeFile(path.join(folder, 'route-chunks.json'), JSON.stringify({ chunks: { __federation_expose_App: { files: ['app.js'], shared: [] }, ...chunkFiles }, provides: {} }));
  await writeFile(path.join(folder, 'remoteEntry.js'), `var ${remote.replace('-', '_')} = {};`);
  if (routes) await writeFile(path.join(folder, 'routes.json'), JSON.stringify(routes));
}

async function pointAt(remotes: Record<string, string>) {
  await writeFile(path.join(releasesDir, 'remotes.json'), JSON.stringify(Object.fromEntries(Object.entries(remotes).map(([remote, version]) => [remote, manifestUrl(remote, version)]))));
}

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

function inlinedRoutes(html: string): unknown {
  const json = /<script id="sn-released-routes" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

beforeAll(async () => {
  shellDir = await createShellFixture();
  releasesDir = await tempFolder('releases');
  await release('remote-account', '0.1.0-acc', { 'page-login': ['page-login.js'] });
  await release('remote-ops', '0.1.0-ops', { 'page-ops-sign-in': ['page-ops-sign-in.0000000001.js'], 'page-ops': ['page-ops.0000000002.js'] }, claims);
  testApp = await createTestApp({ shellDir, releasesDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(shellDir, { recursive: true, force: true });
  await rm(releasesDir, { recursive: true, force: true });
});

describe('a remote that joined through its release', () => {
  it('serves its sign-in page with its title and files, and hands the shell its claims', async () => {
    await pointAt({ 'remote-account': '0.1.0-acc', 'remote-ops': '0.1.0-ops' });

    const response = await get('/ops/sign-in');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Ops sign-in · ServeNear</title>');
    expect(response.body).toContain('href="/releases/remote-ops/0.1.0-ops/page-ops-sign-in.0000000001.js"');
    expect(inlinedRoutes(response.body)).toEqual([
      { path: '/ops/sign-in', access: 'public', title: 'Ops sign-in', ownChrome: true, remote: 'remote-ops' },
      { path: '/ops/*', access: 'ops', title: 'Ops console', signIn: '/ops/sign-in', ownChrome: true, remote: 'remote-ops' },
    ]);
  });

  it('answers any path under its splat as a page, which the shell guards; a visitor’s page preloads none of its files', async () => {
    await pointAt({ 'remote-account': '0.1.0-acc', 'remote-ops': '0.1.0-ops' });

    const response = await get('/ops/partners/12');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Ops console · ServeNear</title>');
    expect(response.body).not.toContain('page-ops.0000000002.js');
  });

  it('keeps a path of the route table its owner’s, whatever a release claims', async () => {
    await pointAt({ 'remote-account': '0.1.0-acc', 'remote-ops': '0.1.0-ops' });

    const response = await get('/login');

    expect(response.body).toContain('href="/releases/remote-account/0.1.0-acc/page-login.js"');
    expect(JSON.stringify(inlinedRoutes(response.body))).not.toContain('Stolen login');
  });

  it('has no pages once it is not in the registry', async () => {
    await pointAt({ 'remote-account': '0.1.0-acc' });

    const response = await get('/ops/sign-in');

    expect(response.statusCode).toBe(404);
    expect(inlinedRoutes(response.body)).toBeUndefined();
  });
});
