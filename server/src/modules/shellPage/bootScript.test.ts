import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createReleasesFixture, createShellFixture } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { BOOT_SCRIPT, BOOT_SCRIPT_PATH, paintBeforeMain } from './bootScript';

const built = '<!doctype html><html><head><title>ServeNear</title><script defer src="/main.4ed0e3e9ab.js"></script></head><body><div id="root"></div></body></html>';

describe('paintBeforeMain', () => {
  it("loads the build's deferred main script through the boot script, preloaded at once", () => {
    const html = paintBeforeMain(built);
    expect(html).not.toContain('<script defer src="/main.4ed0e3e9ab.js">');
    expect(html).toContain(`<link rel="preload" as="script" href="/main.4ed0e3e9ab.js"><script defer src="${BOOT_SCRIPT_PATH}" data-main="/main.4ed0e3e9ab.js"></script>`);
  });

  it('leaves a page without a deferred script as it is', () => {
    const html = '<html><head></head><body><script src="/static/js/main.js"></script></body></html>';
    expect(paintBeforeMain(html)).toBe(html);
  });

  it('is named after its text, so a new text is a new file', () => {
    expect(BOOT_SCRIPT_PATH).toMatch(/^\/boot\.[0-9a-f]{10}\.js$/);
    expect(BOOT_SCRIPT).toContain("getAttribute('data-main')");
  });
});

describe('the served page and boot script', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const shellDir = await createShellFixture();
    await writeFile(path.join(shellDir, 'index.html'), built);
    testApp = await createTestApp({ shellDir, releasesDir: await createReleasesFixture() });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('sends every page with main loaded after the first paint', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/pages/about-us' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<script defer src="${BOOT_SCRIPT_PATH}" data-main="/main.4ed0e3e9ab.js"></script>`);
    expect(response.body).not.toContain('<script defer src="/main.4ed0e3e9ab.js">');
  });

  it('serves the boot script as JavaScript, cached for good, from the site itself (the CSP allows no inline script)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: BOOT_SCRIPT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(BOOT_SCRIPT);
  });
});
