// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import path from 'node:path';
import type { TestApp } from '../../test/testApp';
import { demo } from '../../test/accounts';
import { enquiryRow, newPdEnquiry, newServiceEnquiry, northOf, partnerAt, sea, startEnquiryOpsApp, toldTo } from '../modules/enquiries/opsTestKit';
import { capturingSms } from '../modules/partner/bookings/testBookings';
import { UploadStore } from '../modules/media/uploadStore';
import { parseArguments, runCommand, UsageError, usage } from './adminCli';
import { injectApi } from '../../test/injectFetch';
import { queuedTextsTo } from '../../test/jobs';
import { apiOpsAdmin, databaseOpsAdmin, type OpsAdmin } from './opsAdmin';

/** enquiries:pending, :answer, :reject, :partners and :allocate, on the database and through the API. */
let testApp: TestApp;
let adminToken: string;
let makeup: number;
const sms = capturingSms();

beforeAll(async () => {
  ({ testApp, adminToken, makeup } = await startEnquiryOpsApp(sms.provider));
});
afterAll(() => testApp.close());

const serviceEnquiry = () => newServiceEnquiry(testApp, makeup);
const pdEnquiry = (from?: Parameters<typeof newPdEnquiry>[1]) => newPdEnquiry(testApp, from);

describe('enquiries commands: arguments', () => {
  it('are in --help', () => {
    expect(usage).toMatch(/enquiries:pending \[--kind service\|pd\]/);
    expect(usage).toMatch(/enquiries:answer <id> --message "…" \[--quote <rupees>\]/);
    expect(usage).toMatch(/enquiries:reject <id> --reason "…"/);
    expect(usage).toMatch(/enquiries:partners <id>/);
    expect(usage).toMatch(/enquiries:allocate <id> --partner <partner id>/);
  });

  it('reads the id, the kind, the message, the quote, the reason and the partner', () => {
    expect(parseArguments(['enquiries:pending'])).toEqual({ apiUrl: undefined, command: 'enquiries:pending' });
    expect(parseArguments(['--kind', 'pd', 'enquiries:pending'])).toEqual({ apiUrl: undefined, command: 'enquiries:pending', enquiry: { kind: 'pd' } });
    expect(parseArguments(['enquiries:answer', '12', '--message', 'Yes, on the 12th.', '--quote', '4500'])).toEqual({
      apiUrl: undefined,
      command: 'enquiries:answer',
      id: 12,
      enquiry: { message: 'Yes, on the 12th.', quote: 4500 },
    });
    expect(parseArguments(['enquiries:reject', '12', '--reason', 'Fully booked'])).toEqual({ apiUrl: undefined, command: 'enquiries:reject', id: 12, reason: 'Fully booked' });
    expect(parseArguments(['enquiries:partners', '12'])).toEqual({ apiUrl: undefined, command: 'enquiries:partners', id: 12 });
    expect(parseArguments(['--api', 'http://x', 'enquiries:allocate', '12', '--partner', '5'])).toEqual({
      apiUrl: 'http://x',
      command: 'enquiries:allocate',
      id: 12,
      partnerId: 5,
    });
  });

  it.each([
    [['enquiries:pending', '--kind', 'move']],
    [['enquiries:pending', '3']],
    [['enquiries:answer', '12']],
    [['enquiries:answer', '12', '--message', '  ']],
    [['enquiries:answer', '12', '--reason', 'Yes']],
    [['enquiries:answer', '12', '--message', 'Yes', '--quote', '45.50']],
    [['enquiries:answer', '--message', 'Yes']],
    [['enquiries:reject', '12']],
    [['enquiries:reject', '12', '--message', 'No']],
    [['enquiries:allocate', '12']],
    [['enquiries:allocate', '12', '5']],
    [['enquiries:allocate', '12', '--partner', 'x']],
    [['enquiries:allocate', '12', '--partner', '1e3']],
    [['enquiries:allocate', '12', '--partner', ' 5']],
    [['enquiries:partners', '12', '--partner', '5']],
    [['services:pending', '--kind', 'pd']],
  ])('refuses %j', (argv) => {
    expect(() => parseArguments(argv)).toThrow(UsageError);
  });
});

const admins = {
  database: async () =>
    databaseOpsAdmin({ db: testApp.db, nearRadiusKm: 25, uploads: new UploadStore(path.join(testApp.dataDir, 'uploads')) }, async () => undefined),
  api: () => apiOpsAdmin('http://127.0.0.1:8080', demo.admin, injectApi(() => testApp.app)),
};

describe.each(Object.keys(admins) as Array<keyof typeof admins>)('enquiries commands: %s mode', (mode) => {
  let admin: OpsAdmin;
  beforeAll(async () => {
    admin = await admins[mode]();
  });
  afterAll(() => admin.close());
  const run = (argv: string[]) => runCommand(admin, parseArguments(argv));

  it('lists pending enquiries as a table, narrowed by kind', async () => {
    const service = await serviceEnquiry();
    const move = await pdEnquiry();
    const output = await run(['enquiries:pending']);
    const [header, ...rows] = output.split('\n');
    expect(header).toMatch(/^ID\s+Kind\s+Stage\s+Customer\s+Title\s+Summary\s+Created$/);
    expect(rows.find((row) => row.startsWith(`${service.id} `))).toMatch(
      new RegExp(`^${service.id}\\s+service\\s+pending\\s+Priya Sharma \\(9876512345\\)\\s+Party & Bridal Makeup Package\\s+Bridal makeup for a wedding of 200 guests\\.\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`),
    );
    expect(rows.find((row) => row.startsWith(`${move.id} `))).toMatch(
      new RegExp(`^${move.id}\\s+pd\\s+requested\\s+Meera Nair \\(9876554321\\)\\s+Pass Fast Express\\s+12 Park Street, Kolkata → 8 Salt Lake Sector V, Kolkata on 2026-03-15\\s+\\d{4}-`),
    );
    const moves = await run(['enquiries:pending', '--kind', 'pd']);
    expect(moves).toMatch(new RegExp(`^${move.id} `, 'm'));
    expect(moves).not.toMatch(new RegExp(`^${service.id} `, 'm'));
  });

  it('answers with a quote, then refuses a second decision', async () => {
    const { userId, id } = await serviceEnquiry();
    expect(await run(['enquiries:answer', String(id), '--message', 'Available on the 12th.', '--quote', '4500'])).toBe(`Enquiry ${id} answered with a quote of ₹4,500.`);
    expect(await enquiryRow(testApp.db, id)).toMatchObject({ status: 'enquired', answer: 'Available on the 12th.', quote: 4500 });
    expect((await toldTo(testApp.db, userId)).map((item) => item.kind)).toEqual(['service_enquiry_answered']);
    // Queued by the decision, in both modes: the server's worker sends it.
    expect(await queuedTextsTo(testApp.db, sms, userId)).toEqual([
      'ServeNear has answered your enquiry for Party & Bridal Makeup Package with a quote of Rs 4,500. Read the answer at http://localhost:8080/service-enquiry.',
    ]);
    await expect(run(['enquiries:reject', String(id), '--reason', 'Too late'])).rejects.toThrow('This enquiry has already been answered or rejected.');
    // The schema's message alone (zod/mini's refusal is no classic ZodError, but is read the same way).
    await expect(run(['enquiries:answer', String(id), '--message', 'Yes', '--quote', '0'])).rejects.toThrow(/^The quote is a whole number of rupees from 1 to 10,00,000\.$/);
    expect(await run(['enquiries:pending'])).not.toMatch(new RegExp(`^${id} `, 'm'));
  });

  it('rejects with the reason, and says when there is no such enquiry', async () => {
    const { id } = await pdEnquiry();
    expect(await run(['enquiries:reject', String(id), '--reason', 'We do not serve that area.'])).toBe(`Enquiry ${id} rejected: We do not serve that area.`);
    expect(await enquiryRow(testApp.db, id)).toMatchObject({ status: 'rejected', answer: 'We do not serve that area.' });
    await expect(run(['enquiries:answer', '99999999', '--message', 'Yes'])).rejects.toThrow('Enquiry not found');
  });

  it('lists the partners near a move and allocates it', async () => {
    const from = northOf(sea, mode === 'api' ? 900 : 1000);
    const partner = await partnerAt(testApp.app, testApp.db, adminToken, northOf(from, 4));
    const { id } = await pdEnquiry(from);
    const choices = (await run(['enquiries:partners', String(id)])).split('\n');
    expect(choices[0]).toMatch(/^ID\s+Name\s+Mobile\s+Distance$/);
    expect(choices[1]).toMatch(new RegExp(`^${partner.id}\\s+Karthik Raja\\s+${partner.mobile}\\s+4 km$`));
    expect(await run(['enquiries:allocate', String(id), '--partner', String(partner.id)])).toBe(`Request ${id} allocated to partner ${partner.id}.`);
    expect((await enquiryRow(testApp.db, id)).partnerId).toBe(partner.id);
    expect(await toldTo(testApp.db, partner.id, 'pd_job_allocated')).toHaveLength(1);

    const service = await serviceEnquiry();
    await expect(run(['enquiries:allocate', String(service.id), '--partner', String(partner.id)])).rejects.toThrow('Only a Pass Fast Express request is allocated to a partner.');
    const nowhere = await pdEnquiry(null);
    expect(await run(['enquiries:partners', String(nowhere.id)])).toBe('No verified partner works near this request’s From address.');
  });
});
