import { eq, sql } from 'drizzle-orm';
import { indianDate } from '@servenear/shared/domain';
import { invoiceCounters, taxInvoices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { bearer, demo, login, signUpVerified } from '../../../test/accounts';
import { pdfText } from '../../../test/pdfText';
import { workInvoiceJobs } from '../../../test/jobs';
import { accountId, insertBooking, places, serviceIdNamed } from '../partner/bookings/testBookings';
import { financialYearOf, takeInvoiceNumber } from './numbers';
import { issueInvoices } from './issue';
import { smallGeocoder } from '../../../test/geo/smallGeocoder';

/**
 * Issue 38, decision 0056: a settled job gets its tax invoices: the customer's for work under
 * section 9(5), and the commission invoice to the partner; numbered per financial year and series
 * with no gaps, CGST + SGST within Tamil Nadu (the platform's State) and IGST elsewhere, and never
 * changed once issued.
 */
let testApp: TestApp;
let ravi: number;
let customer: { id: number; token: string };
let electrician: number;
const now = new Date('2026-11-30T06:00:00Z');

beforeAll(async () => {
  testApp = await createTestApp();
  ravi = await accountId(testApp.db, 'employee', demo.partner.mobile);
  customer = { id: await accountId(testApp.db, 'user', demo.customer.mobile), token: (await login(testApp.app, 'user', demo.customer)).token };
  electrician = await serviceIdNamed(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

/** Ravi's paid work of `price` rupees at `place`, approved by the customer: settled, its invoices sent to be issued. */
async function approvedWork(price: number, place = places.chennai, serviceId = electrician) {
  const { lineIds } = await insertBooking(testApp.db, {
    userId: customer.id,
    paymentStatus: 'paid',
    place,
    lines: [{ serviceId, partnerId: ravi, status: 'completed', price, completedAt: new Date() }],
  });
  const approved = await testApp.app.inject({ method: 'POST', url: '/api/user/service/statusupdate', headers: bearer(customer.token), payload: { id: lineIds[0] } });
  expect(approved.statusCode).toBe(200);
  return lineIds[0]!;
}

const invoicesOfLine = (lineId: number) => testApp.db.select().from(taxInvoices).where(eq(taxInvoices.lineId, lineId)).orderBy(taxInvoices.kind);
const fy = financialYearOf(new Date());

describe('tax invoices of a settled job', () => {
  it('issues the customer’s 9(5) invoice and the partner’s commission invoice, with CGST and SGST within Tamil Nadu', async () => {
    // ₹1,800 of electrical work: value ₹1,714.29 + 5 % GST ₹85.71; commission ₹257.14 + 18 % GST ₹46.29.
    const lineId = await approvedWork(1800);
    expect(await workInvoiceJobs(testApp)).toBe(1);
    const [commission, forCustomer] = await invoicesOfLine(lineId);
    expect(forCustomer).toMatchObject({
      kind: 'customer',
      number: `SN${fy}C0000001`,
      supplierGstin: '33AAAAA0000A1Z5',
      placeOfSupply: '33',
      customerId: customer.id,
      partnerId: ravi,
      recipientName: 'Asha Verma',
      sac: '9987',
      rateBasisPoints: 500,
      taxablePaise: 171_429,
      cgstPaise: 4_286,
      sgstPaise: 4_285,
      igstPaise: 0,
      totalPaise: 180_000,
    });
    expect(forCustomer!.description).toMatch(/^Electrician \(SN-\d+\), done by /);
    expect(commission).toMatchObject({ kind: 'commission', number: `SN${fy}P0000001`, customerId: null, sac: '998599', rateBasisPoints: 1800, taxablePaise: 25_714, cgstPaise: 2_315, sgstPaise: 2_314, igstPaise: 0, totalPaise: 30_343 });
  });

  it('charges IGST when the work is done in another State (Delhi)', async () => {
    const lineId = await approvedWork(1000, places.delhi);
    await workInvoiceJobs(testApp);
    const [, forCustomer] = await invoicesOfLine(lineId);
    expect(forCustomer).toMatchObject({ number: `SN${fy}C0000002`, placeOfSupply: '07', cgstPaise: 0, sgstPaise: 0, igstPaise: 4_762, totalPaise: 100_000 });
  });

  it('issues each invoice once, however often its job runs', async () => {
    const lineId = await approvedWork(500);
    await workInvoiceJobs(testApp);
    const deps = { db: testApp.db, geocoder: smallGeocoder(), money: testApp.config.money, clock: () => now };
    await issueInvoices(deps, `settlement:line:${lineId}`);
    await issueInvoices(deps, `settlement:line:${lineId}`);
    expect((await invoicesOfLine(lineId)).map((invoice) => invoice.number)).toEqual([`SN${fy}P0000003`, `SN${fy}C0000003`]);
  });

  it('gives a rolled-back invoice’s number back: the series has no gaps', async () => {
    const gstin = testApp.config.money.invoicing.gstin;
    await expect(
      testApp.db.transaction(async (tx) => {
        await takeInvoiceNumber(tx, gstin, new Date(), 'C');
        throw new Error('the invoice could not be written');
      }),
    ).rejects.toThrow('could not be written');
    const lineId = await approvedWork(700);
    await workInvoiceJobs(testApp);
    const [, forCustomer] = await invoicesOfLine(lineId);
    expect(forCustomer!.number).toBe(`SN${fy}C0000004`);
    const [counter] = await testApp.db.select().from(invoiceCounters).where(eq(invoiceCounters.series, 'C'));
    expect(counter!.lastNumber).toBe(4);
  });

  it('gives a receipt with no GST, not a tax invoice, for work the partner supplies himself (a cashier)', async () => {
    const lineId = await approvedWork(800, places.chennai, await serviceIdNamed(testApp.db, 'Cashier'));
    await workInvoiceJobs(testApp);
    const [commission, receipt] = await invoicesOfLine(lineId);
    expect(receipt).toMatchObject({ kind: 'receipt', number: `SN${fy}R0000001`, customerId: customer.id, sac: '9985', rateBasisPoints: 0, taxablePaise: 80_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 80_000 });
    // 15 % of ₹800 and its 18 % GST.
    expect(commission).toMatchObject({ kind: 'commission', number: `SN${fy}P0000005`, taxablePaise: 12_000, cgstPaise: 1_080, sgstPaise: 1_080 });
    const pdf = await testApp.app.inject({ method: 'GET', url: `/api/user/tax-invoices/${receipt!.number}/pdf`, headers: bearer(customer.token) });
    const text = pdfText(pdf.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['Receipt', 'Not a tax invoice · original for recipient', `Receipt number: ${receipt!.number}`, '800.00']));
    expect(text.join(' ')).toContain('No GST is charged on this service');
    expect(text).not.toContain('Tax Invoice');
  });

  it('refuses to change or delete an issued invoice', async () => {
    const refusal = (statement: string) => testApp.db.execute(sql.raw(statement)).then(() => 'accepted', (error: Error) => String((error.cause as Error | undefined)?.message));
    expect(await refusal('UPDATE tax_invoices SET recipient_name = $$Someone else$$')).toBe('an issued tax invoice cannot be changed: UPDATE on tax_invoices refused');
    expect(await refusal('DELETE FROM tax_invoices')).toBe('an issued tax invoice cannot be changed: DELETE on tax_invoices refused');
  });
});

describe('financialYearOf', () => {
  it('starts a year on 1 April, India time', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2627');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2728');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('9900');
  });
});

describe('the invoices’ and statements’ downloads', () => {
  let partnerToken: string;
  let lineId: number;
  beforeAll(async () => {
    partnerToken = (await login(testApp.app, 'employee', demo.partner)).token;
    lineId = await approvedWork(2400);
    await workInvoiceJobs(testApp);
  });
  const get = (url: string, token: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lists a booking’s tax invoice for its customer, and gives him its PDF', async () => {
    const [forCustomer] = (await invoicesOfLine(lineId)).filter((invoice) => invoice.kind === 'customer');
    const listed = await get(`/api/user/tax-invoices?booking_id=${forCustomer!.bookingId}`, customer.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ number: forCustomer!.number, kind: 'customer', total: 240_000, tax: 11_429, pdf_url: `/api/user/tax-invoices/${forCustomer!.number}/pdf` }),
    ]);
    const pdf = await get(`/api/user/tax-invoices/${forCustomer!.number}/pdf`, customer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${forCustomer!.number}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['Tax Invoice', `Invoice number: ${forCustomer!.number}`, 'GSTIN: 33AAAAA0000A1Z5', 'Place of supply: Tamil Nadu (33)', 'CGST 2.5%', '2,285.71', '57.15', '57.14', '2,400.00']));
    expect(text).toContain('Amount in words: Rupees Two Thousand Four Hundred Only');
  });

  it('labels the PDF in the language of whoever downloads it: Hindi for the customer, Tamil for the partner, English for ops (issue 41)', async () => {
    const [commission, forCustomer] = await invoicesOfLine(lineId);
    const inLanguage = async (url: string, token: string, language: string) => {
      const pdf = await testApp.app.inject({ method: 'GET', url, headers: { ...bearer(token), cookie: `sn_lang=${language}` } });
      expect(pdf.statusCode).toBe(200);
      return { text: pdfText(pdf.rawPayload), fonts: [...Buffer.from(pdf.rawPayload).toString('latin1').matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map(([, font]) => font) };
    };

    const hindi = await inLanguage(`/api/user/tax-invoices/${forCustomer!.number}/pdf`, customer.token, 'hi');
    expect(hindi.text).toEqual(expect.arrayContaining(['टैक्स इनवॉइस', `इनवॉइस नंबर: ${forCustomer!.number}`, 'GSTIN: 33AAAAA0000A1Z5', 'CGST 2.5%', '2,400.00', 'कुल (₹)']));
    // Devanagari is drawn from the embedded Noto font, the numbers and names from Helvetica; nothing became '?'.
    expect(hindi.fonts).toEqual(expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold', 'Helvetica']));
    expect(hindi.text.join('')).not.toContain('?');
    expect(hindi.text).not.toContain('Tax Invoice');

    const tamil = await inLanguage(`/api/employee/tax-invoices/${commission!.number}/pdf`, partnerToken, 'ta');
    // Tamil's vowel signs drawn before their consonant (லை) come out first, as from any PDF reader: these lines have none.
    expect(tamil.text).toEqual(expect.arrayContaining(['மாநிலம்: Tamil Nadu (33)', 'வழங்கல் இடம்: Tamil Nadu (33)', 'CGST 9% வீதம்']));
    expect(tamil.fonts).toEqual(expect.arrayContaining(['NotoSansTamil-Regular', 'NotoSansTamil-Bold']));
    expect(tamil.text.join('')).not.toContain('?');

    const ops = await login(testApp.app, 'admin', demo.admin);
    const forOps = await inLanguage(`/api/admin/tax-invoices/${forCustomer!.number}/pdf`, ops.token, 'hi');
    expect(forOps.text).toEqual(expect.arrayContaining(['Tax Invoice', `Invoice number: ${forCustomer!.number}`, 'Total (Rs.)']));
    expect(forOps.fonts).not.toContain('NotoSansDevanagari-Regular');
  });

  it('shows an invoice to nobody else: another customer and the partner get 404', async () => {
    const [forCustomer] = (await invoicesOfLine(lineId)).filter((invoice) => invoice.kind === 'customer');
    const stranger = await signUpVerified(testApp.app, testApp.db);
    expect((await get(`/api/user/tax-invoices/${forCustomer!.number}/pdf`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/employee/tax-invoices/${forCustomer!.number}/pdf`, partnerToken)).statusCode).toBe(404);
    expect((await get(`/api/user/tax-invoices`, stranger.token)).json().data).toEqual([]);
    expect((await get(`/api/user/tax-invoices/SN2627C9999999/pdf`, customer.token)).statusCode).toBe(404);
  });

  it('gives the partner his commission invoices and their PDFs', async () => {
    const [commission] = (await invoicesOfLine(lineId)).filter((invoice) => invoice.kind === 'commission');
    const listed = await get('/api/employee/tax-invoices', partnerToken);
    expect(listed.json().data[0]).toMatchObject({ number: commission!.number, kind: 'commission', total: commission!.totalPaise });
    const pdf = await get(`/api/employee/tax-invoices/${commission!.number}/pdf`, partnerToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toEqual(expect.arrayContaining([`Invoice number: ${commission!.number}`, 'Commission invoice · original for recipient']));
  });

  it('sums the partner’s year from the ledger, and statements its months', async () => {
    const summary = await get('/api/employee/tax-summary', partnerToken);
    expect(summary.statusCode).toBe(200);
    const data = summary.json().data;
    // Every job approved in these tests: ₹1,800 + ₹1,000 + ₹500 + ₹700 + ₹800 + ₹2,400.
    expect(data).toMatchObject({ year: `20${fy.slice(0, 2)}-${fy.slice(2)}`, jobs: 6, gross: 720_000, pdf_url: expect.stringMatching(/^\/api\/employee\/tax-summary\/\d{4}-\d{2}\/pdf$/) });
    expect(data.gross - data.gst_paid_by_platform - data.commission - data.gst_on_commission - data.tds).toBe(data.net_earned);
    const month = indianDate(new Date()).slice(0, 7);
    const statement = await get(`/api/employee/statements/${month}/pdf`, partnerToken);
    expect(statement.statusCode).toBe(200);
    const text = pdfText(statement.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['Statement of account', 'Opening balance', 'Closing balance']));
    expect(text.filter((line) => line.startsWith('Electrician · SN-'))).toHaveLength(5);
    expect(text.filter((line) => line.startsWith('Cashier · SN-'))).toHaveLength(1);
    expect((await get(data.pdf_url, partnerToken)).statusCode).toBe(200);

    // Issue 41: in the partner's language, with the services' names as ops wrote them.
    const inLanguage = (url: string, language: string) => testApp.app.inject({ method: 'GET', url, headers: { ...bearer(partnerToken), cookie: `sn_lang=${language}` } });
    const hindi = pdfText((await inLanguage(`/api/employee/statements/${month}/pdf`, 'hi')).rawPayload);
    expect(hindi).toEqual(expect.arrayContaining(['खाते का स्टेटमेंट', 'शुरुआती बकाया']));
    expect(hindi.filter((line) => line.startsWith('Electrician · SN-'))).toHaveLength(5);
    const tamil = pdfText((await inLanguage(data.pdf_url, 'ta')).rawPayload);
    expect(tamil).toEqual(expect.arrayContaining(['நிகர வருமானம்', 'கமிஷன் மீதான GST']));
    expect(tamil.join('')).not.toContain('?');
    expect((await get('/api/employee/tax-summary?year=2026-29', partnerToken)).statusCode).toBe(400);
    expect((await get('/api/employee/tax-summary', customer.token)).statusCode).toBe(403);
  });
});
