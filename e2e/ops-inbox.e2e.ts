import type { BrowserContext, Page } from 'playwright-core';
import { expectVisible, waitForLivePage } from './support/browser';
import { useSiteAndBrowser } from './support/lifecycle';
import { shootConsole, signInToConsole } from './support/opsConsole';
import { textTo } from './support/outbox';

/**
 * Issue 39, the console's inbox: a visitor sends a query from the site's report page; an ops
 * person finds it in Queries, answers it (the answer is texted to the number the visitor gave)
 * and closes it. Then she edits the about page with a preview, saves it, sees the site show the
 * new text, restores the previous version and sees the old text again. Its own site: the edited
 * page would otherwise change what other journeys read. Screenshots at 1280, 768 and 375 px go
 * to e2e/artifacts/.
 */
const e2e = useSiteAndBrowser({ ownSite: true });
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => context.close());

test('a visitor’s query is found in Queries, answered by SMS and closed', async () => {
  const visitor = { name: 'Anjali Menon', mobile: '9812345670', email: 'anjali.menon@example.in' };
  const answer = 'Sorry about the missed visit: a technician will call you today to book a new time, at no charge.';

  // The visitor, on the site's own report page.
  await page.goto(`${e2e.site.url}/report`);
  await waitForLivePage(page);
  await page.getByLabel('Name').fill(visitor.name);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Mobile').fill(visitor.mobile);
  const service = page.getByLabel('Service', { exact: true });
  await service.locator('option', { hasText: 'Plumber' }).waitFor({ state: 'attached' });
  await service.selectOption({ label: 'Plumber' });
  await page.getByLabel('Description').fill('The plumber booked for Friday never came, and nobody called.');
  await page.getByRole('button', { name: /submit/i }).click();
  await expectVisible(page.getByText('Report submitted successfully'));
  await context.clearCookies();

  await signInToConsole(page, e2e.site.url);
  await page.getByRole('navigation').getByRole('link', { name: 'Queries' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Queries' }));
  const row = page.getByRole('row').filter({ hasText: visitor.mobile });
  await expectVisible(row);
  await shootConsole(page, 'ops-queries');

  // Found by the number too: the search runs on the server and stays in the address.
  await page.getByLabel('Search name, e-mail, mobile or message').fill(visitor.mobile);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/\/ops\/queries\?q=9812345670$/);
  await expectVisible(page.getByRole('table', { name: 'Open queries: 1' }));

  await row.getByRole('link', { name: visitor.name }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: `Query from ${visitor.name}` }));
  await expectVisible(page.getByText('The plumber booked for Friday never came, and nobody called.'));
  await expectVisible(page.getByText('None: sent by a visitor'));
  await shootConsole(page, 'ops-query');

  await page.getByLabel(`Your answer (texted to ${visitor.mobile})`).fill(answer);
  await page.getByRole('button', { name: 'Send answer' }).click();
  const confirm = page.getByRole('dialog', { name: `Send this answer to ${visitor.name}?` });
  await expectVisible(confirm);
  await shootConsole(page, 'ops-query-answer-dialog');
  await confirm.getByRole('button', { name: 'Yes, send' }).click();
  await expectVisible(page.getByText('Answer sent: the reporter gets it by SMS.'));
  const history = page.getByRole('region', { name: 'History' });
  await expectVisible(history.getByText(/Answered by ServeNear Admin/));
  await expectVisible(history.getByText(answer));

  // The visitor's phone: the answer, from the job queue's worker, to the number the form gave.
  expect(await textTo(e2e.site.url, visitor.mobile, answer)).toBe(`ServeNear: our answer to your report about Plumber: ${answer}`);

  await page.getByRole('button', { name: 'Close query' }).click();
  const closing = page.getByRole('dialog', { name: `Close the query from ${visitor.name}?` });
  await closing.getByLabel('Note for ops (optional)').fill('Rebooked by phone.');
  await shootConsole(page, 'ops-query-close-dialog');
  await closing.getByRole('button', { name: 'Close query' }).click();
  await expectVisible(history.getByText(/Closed by ServeNear Admin/));
  await expectVisible(history.getByText('Rebooked by phone.'));
  await expectVisible(page.getByText('Closed', { exact: true }).first());
  expect(await page.getByRole('button', { name: 'Send answer' }).count()).toBe(0);
  await shootConsole(page, 'ops-query-closed');
});

test('an ops person edits the about page with a preview, the site shows it, then restores the previous version', async () => {
  const publicPage = await context.newPage();
  /** The public page as a visitor loads it: drawn by the server, then live. */
  const visit = async () => {
    await publicPage.goto(`${e2e.site.url}/pages/about-us`);
    await waitForLivePage(publicPage);
  };
  await visit();
  const originalHeading = publicPage.getByRole('heading', { name: 'Local help, booked the way you work' });
  await expectVisible(originalHeading);

  await signInToConsole(page, e2e.site.url);
  await page.getByRole('navigation').getByRole('link', { name: 'Content pages' }).click();
  await expectVisible(page.getByRole('table', { name: /Content pages: \d+/ }));
  await shootConsole(page, 'ops-pages');

  await page.getByRole('link', { name: 'About ServeNear' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Edit “About ServeNear”' }));
  await expectVisible(page.getByText('Version 1 is on the site, at /pages/about-us.'));
  await shootConsole(page, 'ops-page-editor');

  const content = page.getByLabel('Content (HTML)');
  await content.fill('<h2>Local help, booked in minutes</h2><p onclick="steal()">Edited in the ops console.</p><script>alert(1)</script>');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByTestId('page-preview');
  await expectVisible(preview.getByRole('heading', { name: 'Local help, booked in minutes' }));
  expect(await preview.innerHTML()).not.toMatch(/script|onclick/);
  await shootConsole(page, 'ops-page-preview');

  await page.getByLabel('Note about this change (optional)').fill('Shorter heading');
  await page.getByRole('button', { name: 'Save…' }).click();
  const save = page.getByRole('dialog', { name: 'Save “About ServeNear” as version 2?' });
  await expectVisible(save);
  await save.getByRole('button', { name: 'Yes, save' }).click();
  await expectVisible(page.getByText('Page saved: the site shows it now.'));
  await expectVisible(page.getByText('Version 2 is on the site, at /pages/about-us.'));

  // The site shows it at once, on the next load.
  await visit();
  await expectVisible(publicPage.getByRole('heading', { name: 'Local help, booked in minutes' }));
  await expectVisible(publicPage.getByText('Edited in the ops console.'));
  expect(await originalHeading.count()).toBe(0);

  const versions = page.getByRole('region', { name: 'Versions' });
  await expectVisible(versions.getByText(/by ServeNear Admin · “Shorter heading”/));
  await versions.getByRole('button', { name: 'Restore version 1' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore version 1 of “About ServeNear”?' });
  await expectVisible(restore.getByText(/as a new version 3/));
  await shootConsole(page, 'ops-page-restore-dialog');
  await restore.getByRole('button', { name: 'Yes, restore version 1' }).click();
  await expectVisible(page.getByText('Version restored: the site shows it now.'));
  await expectVisible(versions.getByText(/restored version 1/));
  await shootConsole(page, 'ops-page-restored');

  await visit();
  await expectVisible(originalHeading);
  expect(await publicPage.getByText('Edited in the ops console.').count()).toBe(0);
});
