// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { partnerServiceOffers, services } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { demo, login } from '../../test/accounts';
import { verifiedPartner } from '../modules/partner/bookings/testBookings';
import { cataloguePlace, hasLink, notificationsOf, partnerCalls } from '../modules/partner/services/testServices';
import { UploadStore } from '../modules/media/uploadStore';
import { parseArguments, runCommand, UsageError, usage } from './adminCli';
import { injectApi } from '../../test/injectFetch';
import { apiOpsAdmin, databaseOpsAdmin, type OpsAdmin } from './opsAdmin';

/** services:pending, services:approve and services:reject, on the database and through the API. */
let testApp: TestApp;
let adminToken: string;
let electrical: Awaited<ReturnType<typeof cataloguePlace>>;
beforeAll(async () => {
  testApp = await createTestApp({ env: { PARTNER_REGISTRATIONS_PER_HOUR: '100' } });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  electrical = await cataloguePlace(testApp.db, 'Electrician');
});
afterAll(() => testApp.close());

let counter = 0;
/** A partner's own service waiting for ops. */
async function pendingService() {
  const partner = await verifiedPartner(testApp.app, adminToken);
  const name = `Chimney Cleaning ${(counter += 1)}`;
  const response = await partnerCalls(testApp.app)(partner.token, 'POST', 'add-service', {
    category: electrical.category,
    subCategory: electrical.subCategory,
    service: name,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return { partner, name, actionId: response.json().data.action_id as number };
}

const offerRow = async (id: number) => (await testApp.db.select().from(partnerServiceOffers).where(eq(partnerServiceOffers.id, id)))[0]!;

describe('services commands: arguments', () => {
  it('are in --help', () => {
    expect(usage).toMatch(/services:pending/);
    expect(usage).toMatch(/services:approve <action> \[--day N --hour N\]/);
    expect(usage).toMatch(/services:reject <action> --reason "…"/);
  });

  it('reads the action id, the rates and the reason', () => {
    expect(parseArguments(['services:pending'])).toEqual({ apiUrl: undefined, command: 'services:pending' });
    expect(parseArguments(['services:approve', '12', '--day', '2400', '--hour', '350'])).toEqual({
      apiUrl: undefined,
      command: 'services:approve',
      id: 12,
      ratePerDay: 2400,
      ratePerHour: 350,
    });
    expect(parseArguments(['services:approve', '12'])).toEqual({ apiUrl: undefined, command: 'services:approve', id: 12 });
    expect(parseArguments(['services:reject', '12', '--reason', 'Unclear'])).toEqual({ apiUrl: undefined, command: 'services:reject', id: 12, reason: 'Unclear' });
  });

  it.each([
    [['services:approve']],
    [['services:approve', '12', '--day', 'lots']],
    [['services:approve', '12', '--hour', '-5']],
    [['services:reject', '12']],
    [['services:pending', '3']],
    [['services:pending', '--day', '100']],
    [['partners:verify', '3', '--hour', '100']],
  ])('refuses %j', (argv) => {
    expect(() => parseArguments(argv)).toThrow(UsageError);
  });
});

const admins = {
  database: async () => databaseOpsAdmin({ db: testApp.db, nearRadiusKm: 25, uploads: new UploadStore(path.join(testApp.dataDir, 'uploads')) }, async () => undefined),
  api: () => apiOpsAdmin('http://127.0.0.1:8080', demo.admin, injectApi(() => testApp.app)),
};

describe.each(Object.keys(admins) as Array<keyof typeof admins>)('services commands: %s mode', (mode) => {
  // One sign-in for the whole block: admin logins are rate-limited.
  let admin: OpsAdmin;
  beforeAll(async () => {
    admin = await admins[mode]();
  });
  afterAll(() => admin.close());
  const run = (argv: string[]) => runCommand(admin, parseArguments(argv));

  it('lists pending services as a table', async () => {
    const { partner, name, actionId } = await pendingService();
    const output = await run(['services:pending']);
    expect(output.split('\n')[0]).toMatch(/^Action\s+Partner\s+Name\s+Category \/ Subcategory\s+Origin\s+Added$/);
    const row = output.split('\n').find((line) => line.startsWith(`${actionId} `));
    expect(row).toMatch(new RegExp(`^${actionId}\\s+Karthik Raja \\(${partner.id}\\)\\s+${name}\\s+.+ / .+\\s+added\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`));
  });

  it('approves with the new service’s rates, refusing an approval without them', async () => {
    const { partner, name, actionId } = await pendingService();
    await expect(run(['services:approve', String(actionId)])).rejects.toThrow('Give the day and hour rates of the new service.');
    expect(await run(['services:approve', String(actionId), '--day', '2400', '--hour', '350'])).toBe(`Service ${actionId} approved.`);
    const [service] = await testApp.db.select().from(services).where(eq(services.name, name));
    expect(service).toMatchObject({ ratePerDay: 2400, ratePerHour: 350, subcategoryId: electrical.subCategory });
    expect(await offerRow(actionId)).toMatchObject({ approval: 'approved', serviceId: service!.id });
    expect(await hasLink(testApp.db, partner.id, service!.id)).toBe(true);
    expect((await notificationsOf(testApp.db, partner.id)).map((row) => row.kind)).toContain('service_approved');
    await expect(run(['services:approve', String(actionId), '--day', '1', '--hour', '1'])).rejects.toThrow('This service is not waiting for approval.');
    expect(await run(['services:pending'])).not.toMatch(new RegExp(`^${actionId} `, 'm'));
  });

  it('rejects with the reason told to the partner', async () => {
    const { partner, name, actionId } = await pendingService();
    expect(await run(['services:reject', String(actionId), '--reason', 'Too vague'])).toBe(`Service ${actionId} rejected: Too vague`);
    expect(await offerRow(actionId)).toMatchObject({ approval: 'rejected', rejectionReason: 'Too vague' });
    expect(await notificationsOf(testApp.db, partner.id)).toContainEqual({ kind: 'service_rejected', message: `Your service ${name} was not approved: Too vague` });
    await expect(run(['services:reject', '99999999', '--reason', 'Too vague'])).rejects.toThrow('Service not found');
  });
});
