import type { Page } from 'playwright-core';
import { pdfText } from '../server/test/pdfText';
import { expectVisible, shootBothWidths, waitForLivePage } from './support/browser';
import { signInCustomerAs, signInDemoPartner } from './support/customer';
import { awayFromMidnightInIndia } from './support/indiaDay';
import { paidApprovedJobOfDemoPartner } from './support/partnerJob';
import { useSiteAndBrowser } from './support/lifecycle';

/**
 * Issue 38: GST tax invoices and the partner's statements. A job the platform pays GST on (an
 * electrician's, section 9(5)) is paid and approved; the site's worker issues its invoices. The
 * customer downloads hers from the booking's invoice dialog: a PDF numbered in series C, with
 * the platform's GSTIN, Tamil Nadu as the place of supply and CGST + SGST. The partner downloads
 * his commission invoice (series P), the month's statement, which lists the job, and the
 * financial year's tax summary.
 */
awayFromMidnightInIndia();
const e2e = useSiteAndBrowser();

/** Clicks a download link and answers what the PDF draws (server/test/pdfText.ts). */
async function downloadedText(page: Page, link: ReturnType<Page['getByRole']>): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  // The browser runs apart from this process: the file is read through its stream.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return pdfText(Buffer.concat(chunks));
}

/** The invoices are issued by a job after the approval: the page is asked again until the link is there. */
async function untilVisible(page: Page, open: () => Promise<void>, link: ReturnType<Page['getByRole']>) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await open();
    if (await link.isVisible()) return;
    if (Date.now() > deadline) throw new Error('the tax invoice was not issued within 20 s');
    await page.waitForTimeout(1000);
  }
}

test('a paid, approved job: the customer’s GST tax invoice and the partner’s commission invoice, statement and tax summary, as PDFs', async () => {
  const job = await paidApprovedJobOfDemoPartner(e2e.site.url);

  const customer = await signInCustomerAs(e2e, job.customer);
  try {
    const { page } = customer;
    const taxInvoiceLink = page.getByRole('dialog', { name: 'Invoice' }).getByRole('link', { name: /^Tax invoice SN\d{4}C\d{7} \(PDF\)$/ });
    await untilVisible(
      page,
      async () => {
        await page.goto(`${e2e.site.url}/complete-booking`);
        await page.getByRole('article').filter({ hasText: job.reference }).getByRole('button', { name: 'Invoice' }).click();
        await expectVisible(page.getByRole('dialog', { name: 'Invoice' }).getByRole('button', { name: 'Print' }));
      },
      taxInvoiceLink,
    );
    await shootBothWidths(page, 'tax-invoice-link', { dialog: page.getByRole('dialog', { name: 'Invoice' }) });
    const text = await downloadedText(page, taxInvoiceLink);
    expect(text).toEqual(expect.arrayContaining(['Tax Invoice', 'Place of supply: Tamil Nadu (33)', 'Tax payable on reverse charge: No', 'CGST 2.5%', 'SGST 2.5%']));
    expect(text.find((line) => line.startsWith('GSTIN: '))).toMatch(/^GSTIN: 33[A-Z0-9]{13}$/);
    expect(text.find((line) => line.startsWith('Electrician'))).toContain(job.reference);
  } finally {
    await customer.context.close();
  }

  const partner = await signInDemoPartner(e2e);
  try {
    const { page } = partner;
    await page.goto(`${e2e.site.url}/employee-earnings`);
    const section = page.getByRole('region', { name: 'Statements and tax' });
    const commissionLink = section.getByRole('listitem').filter({ hasText: job.reference }).getByRole('link', { name: /^Invoice SN\d{4}P\d{7} \(PDF\)$/ });
    await expectVisible(commissionLink);
    await expectVisible(section.getByText(/^Financial year \d{4}-\d{2} so far$/));
    // The server's picture of the page is replaced by the live one: act on the live one.
    await waitForLivePage(page);
    await section.scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'partner-tax-documents');
    const commission = await downloadedText(page, commissionLink);
    expect(commission).toEqual(expect.arrayContaining(['Commission invoice · original for recipient', 'Billed to']));
    const statement = await downloadedText(page, section.getByRole('link', { name: /^Statement for .+ \(PDF\)$/ }));
    expect(statement).toEqual(expect.arrayContaining(['Statement of account', 'Opening balance', 'Closing balance', `Electrician · ${job.reference}`]));
    const summary = await downloadedText(page, section.getByRole('link', { name: /^Tax summary \d{4}-\d{2} \(PDF\)$/ }));
    expect(summary).toEqual(expect.arrayContaining(['Income tax deducted at source (section 194-O)', 'Net earned', 'Paid to your bank in the year']));
  } finally {
    await partner.context.close();
  }
});
