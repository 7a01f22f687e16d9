import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { expectVisible, horizontalOverflow, screenshot, waitForHydrated } from './support/browser';
import { signInDemoPartner } from './support/customer';
import { useSiteAndBrowser } from './support/lifecycle';

const e2e = useSiteAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterEach(async () => page.close());

test('a footer link opens its content page, rendered by remote-account', async () => {
  const accountEntryLoaded = page.waitForResponse((response) => /\/releases\/remote-account\/.*remoteEntry\.js$/.test(response.url()));
  await page.goto(e2e.site.url);
  // Until React has taken the server-drawn footer over, a click is a full page load (the server's
  // picture of the page), not the shell's navigation this test is about.
  const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
  await waitForHydrated(aboutUs);
  await aboutUs.click();

  await page.waitForURL(`${e2e.site.url}/pages/about-us`);
  await expectVisible(page.getByRole('heading', { level: 1, name: /About ServeNear/i }));
  await accountEntryLoaded;
  await screenshot(page, 'content-page-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'content-page-375');
});

test('an unknown slug shows the not-found texts', async () => {
  const response = await page.goto(`${e2e.site.url}/pages/no-such-page`);
  expect(response?.status()).toBe(404);
  await expectVisible(page.getByRole('heading', { name: 'Not Found' }));
  await expectVisible(page.getByText('Page content not available'));
});

test('a deep link reloads to the same page', async () => {
  await page.goto(`${e2e.site.url}/pages/terms-and-conditions`);
  await expectVisible(page.getByRole('heading', { level: 1 }));
  await page.reload();
  await expectVisible(page.getByRole('heading', { level: 1 }));
  expect(page.url()).toBe(`${e2e.site.url}/pages/terms-and-conditions`);
});

/** The text a person reads, of an HTML fragment: no tags, the usual entities decoded, spaces collapsed. */
function readableText(html: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the server drew into #root, before the state it drew from (which holds the reads' text too). */
async function serverPicture(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${e2e.site.url}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="sn-ssr-state"'));
  return readableText(root);
}

/** The first paragraph's text of a content page, as GET pages/{slug} serves it. */
async function firstParagraph(request: APIRequestContext, slug: string): Promise<string> {
  const reply = await (await request.get(`${e2e.site.url}/api/pages/${slug}`)).json();
  const paragraph = /<p[^>]*>([\s\S]*?)<\/p>/.exec(reply.data.content)?.[1] ?? '';
  const text = readableText(paragraph);
  expect(text.length).toBeGreaterThan(10);
  return text.slice(0, 80);
}

test('every content page is drawn on the server: its text is in the HTML before any script runs', async () => {
  const log = () => readFileSync(e2e.site.logFile, 'utf8');
  const logBefore = log().length;
  const visitor = page.context().request;
  for (const [path, slug] of [
    ['/privacy-policy', 'privacy-policy'],
    ['/business-partners', 'business-partners'],
    ['/pages/about-us', 'about-us'],
    ['/pages/terms-and-conditions', 'terms-and-conditions'],
  ] as const) {
    expect(await serverPicture(visitor, path)).toContain(await firstParagraph(visitor, slug));
  }
  // The partner's privacy policy, drawn by the partner portal's own server render.
  const partner = await signInDemoPartner(e2e);
  try {
    expect(await serverPicture(partner.context.request, '/employee-privacy-policy')).toContain(await firstParagraph(visitor, 'privacy-policy'));
  } finally {
    await partner.context.close();
  }
  expect(log().slice(logBefore)).not.toMatch(/could not be drawn on the server|is not a function|window is not defined/);
});
