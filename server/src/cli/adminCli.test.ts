// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { eq } from 'drizzle-orm';
import { partnerProfiles } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { registerPartner, demo } from '../../test/accounts';
import { accountId, insertBooking, lineRow, places, serviceIdNamed } from '../modules/partner/bookings/testBookings';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { UploadStore } from '../modules/media/uploadStore';
import { parseArguments, runCommand, UsageError, usage, wantsHelp } from './adminCli';
import { injectApi, injectFetch } from '../../test/injectFetch';
import { apiOpsAdmin, databaseOpsAdmin, type OpsAdmin } from './opsAdmin';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const uploadStore = () => new UploadStore(path.join(testApp.dataDir, 'uploads'));

const statusOf = async (id: number) =>
  (await testApp.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, id)))[0]?.verificationStatus;

describe('admin CLI help', () => {
  it('answers --help, -h and help with the usage and exit code 0, not "unknown command"', () => {
    expect(wantsHelp(['--help'])).toBe(true);
    expect(wantsHelp(['-h'])).toBe(true);
    expect(wantsHelp(['help'])).toBe(true);
    expect(wantsHelp(['partners:pending'])).toBe(false);

    const root = path.resolve(__dirname, '..', '..', '..');
    const printed = execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['server/src/cli/admin.ts', '--help'], { cwd: root, encoding: 'utf8' });
    expect(printed.trim()).toBe(usage);
  }, 30_000);
});

describe('admin CLI arguments', () => {
  it('reads the commands, the reason and --api', () => {
    expect(parseArguments(['partners:pending'])).toEqual({ apiUrl: undefined, command: 'partners:pending' });
    expect(parseArguments(['--api', 'http://127.0.0.1:8080', 'partners:verify', '7'])).toMatchObject({
      apiUrl: 'http://127.0.0.1:8080',
      command: 'partners:verify',
      id: 7,
    });
    expect(parseArguments(['partners:reject', '7', '--reason', 'Blurred ID'])).toMatchObject({ id: 7, reason: 'Blurred ID' });
    expect(parseArguments(['bookings:pending'])).toEqual({ apiUrl: undefined, command: 'bookings:pending' });
    expect(parseArguments(['bookings:allocate', '12', '5'])).toEqual({ apiUrl: undefined, command: 'bookings:allocate', id: 12, partnerId: 5 });
    expect(parseArguments(['--api', 'http://x', 'bookings:cancel', '12'])).toEqual({ apiUrl: 'http://x', command: 'bookings:cancel', id: 12 });
    expect(parseArguments(['logout'])).toEqual({ apiUrl: undefined, command: 'logout' });
    expect(parseArguments(['partners:proofs', '7', '--out', 'checks'])).toEqual({ apiUrl: undefined, command: 'partners:proofs', id: 7, out: 'checks' });
    expect(parseArguments(['ops:create', '--name', ' Meena ', '--mobile', '9000000009', '--roles', 'support, finance'])).toEqual({
      apiUrl: undefined,
      command: 'ops:create',
      opsMember: { name: 'Meena', mobile: '9000000009', roles: ['support', 'finance'] },
    });
  });

  it.each([
    [[]],
    [['partners:verify']],
    [['partners:verify', 'x']],
    [['partners:reject', '7']],
    [['partners:delete', '7']],
    [['bookings:pending', '3']],
    [['bookings:allocate', '12']],
    [['bookings:allocate', '12', '5', '6']],
    [['bookings:cancel', '1.5']],
    [['bookings:cancel', '1e3']],
    [['partners:verify', '07']],
    [['partners:verify', '2147483648']],
    [['bookings:partners']],
    [['logout', '1']],
    [['partners:proofs']],
    [['partners:pending', '--out', 'checks']],
    [['--api', '127.0.0.1:8080', 'partners:pending']],
    [['ops:create', '--name', 'Meena', '--mobile', '9000000009']],
    [['ops:create', '--name', 'Meena', '--mobile', '9000000009', '--roles', 'support,boss']],
    [['partners:pending', '--roles', 'admin']],
  ])(
    'refuses %j',
    (argv) => {
      expect(() => parseArguments(argv)).toThrow(UsageError);
    },
  );
});

describe('admin CLI on the database', () => {
  const admin = () => databaseOpsAdmin({ db: testApp.db, nearRadiusKm: 25, uploads: uploadStore() }, async () => undefined);

  it('lists pending partners as a table', async () => {
    const output = await runCommand(admin(), { apiUrl: undefined, command: 'partners:pending' });

    expect(output.split('\n')[0]).toMatch(/^ID\s+Name\s+Mobile\s+Email\s+Registered\s+ID proofs\s+Cancellations$/);
    expect(output).toContain('Suresh Pillai');
    expect(output).toContain('9876500003');
  });

  it('verifies and rejects through the service rules', async () => {
    const first = await registerPartner(testApp.app);
    const second = await registerPartner(testApp.app);

    expect(await runCommand(admin(), { apiUrl: undefined, command: 'partners:verify', id: first.id })).toBe(`Partner ${first.id} verified.`);
    expect(await statusOf(first.id)).toBe('verified');
    await expect(runCommand(admin(), { apiUrl: undefined, command: 'partners:verify', id: first.id })).rejects.toThrow(
      'This partner is not waiting for verification.',
    );
    await expect(runCommand(admin(), { apiUrl: undefined, command: 'partners:reject', id: second.id, reason: 'no' })).rejects.toThrow(
      'Please give a reason of 3 to 300 characters.',
    );
    await runCommand(admin(), { apiUrl: undefined, command: 'partners:reject', id: second.id, reason: 'Blurred ID' });
    expect(await statusOf(second.id)).toBe('rejected');
  });
});

describe('admin CLI through the API', () => {
  it('signs in as the admin, verifies and signs out', async () => {
    const partner = await registerPartner(testApp.app);
    const admin = await apiOpsAdmin('http://127.0.0.1:8080', demo.admin, injectApi(() => testApp.app));

    expect(await runCommand(admin, { apiUrl: 'x', command: 'partners:pending' })).toContain(partner.mobile);
    expect(await runCommand(admin, { apiUrl: 'x', command: 'partners:verify', id: partner.id })).toBe(`Partner ${partner.id} verified.`);
    expect(await statusOf(partner.id)).toBe('verified');
    await expect(admin.verify(partner.id)).rejects.toThrow('This partner is not waiting for verification.');
    await admin.close();
    await expect(admin.pendingPartners()).rejects.toThrow('Please log in to continue.');
  });

  it('asks for the texted sign-in code on a terminal, and says so without one (issue 39)', async () => {
    await expect(apiOpsAdmin('http://127.0.0.1:8080', demo.admin, { fetch: injectFetch(() => testApp.app) })).rejects.toThrow(
      'The server texted a sign-in code to ••••••0001: run the command in a terminal to type it in.',
    );
  });

  it('reports a failed login', async () => {
    await expect(apiOpsAdmin('http://127.0.0.1:8080', { mobile: demo.admin.mobile, password: 'wrong-one' }, injectApi(() => testApp.app))).rejects.toThrow(
      'Invalid mobile number or password.',
    );
  });
});

describe('admin CLI for bookings', () => {
  let customerId: number;
  let ravi: number;
  let electrician: number;
  beforeAll(async () => {
    customerId = await accountId(testApp.db, 'user', demo.customer.mobile);
    ravi = await accountId(testApp.db, 'employee', demo.partner.mobile);
    electrician = await serviceIdNamed(testApp.db, 'Electrician');
  });

  const line = async (options: { place?: typeof places.chennai; paid?: boolean; status?: 'pending' | 'completed' } = {}) => {
    const { bookingId, lineIds } = await insertBooking(testApp.db, {
      userId: customerId,
      place: options.place ?? places.chennai,
      paymentStatus: options.paid ? 'paid' : 'pending',
      lines: [{ serviceId: electrician, status: options.status ?? 'pending', partnerId: options.status === 'completed' ? ravi : null }],
    });
    return { bookingId, id: lineIds[0]! };
  };

  const admins = {
    database: async () => databaseOpsAdmin({ db: testApp.db, nearRadiusKm: 25, uploads: uploadStore() }, async () => undefined),
    api: () => apiOpsAdmin('http://127.0.0.1:8080', demo.admin, injectApi(() => testApp.app)),
  };

  describe.each(Object.keys(admins) as Array<keyof typeof admins>)('%s mode', (mode) => {
    // One sign-in for the whole block: admin logins are rate-limited.
    let admin: OpsAdmin;
    beforeAll(async () => {
      admin = await admins[mode]();
    });
    afterAll(() => admin.close());
    const run = (argv: string[]) => runCommand(admin, parseArguments(argv));

    it('lists pending lines and the partners who may take one', async () => {
      const { bookingId, id } = await line();

      const pending = await run(['bookings:pending']);
      expect(pending.split('\n')[0]).toMatch(/^Line\s+Booking\s+Service\s+Date\s+Time\s+Duration\s+Price\s+Customer\s+Mobile\s+Address\s+Given back by$/);
      const row = pending.split('\n').find((text) => text.startsWith(`${id} `));
      expect(row).toContain(`SN-${String(bookingId).padStart(6, '0')}`);
      expect(row).toContain('8 hours');
      expect(row).toContain('₹1,200');
      const partners = await run(['bookings:partners', String(id)]);
      expect(partners.split('\n')[0]).toMatch(/^ID\s+Name\s+Mobile\s+Distance\s+Rating\s+Jobs done$/);
      // Issue 37: ops weigh his record as they allocate.
      expect(partners).toMatch(new RegExp(`^${ravi}\\s+Ravi Kumar\\s+9876500002\\s+\\d+(\\.\\d)? km\\s+(none yet|\\d\\.\\d \\(\\d+\\))\\s+\\d+$`, 'm'));
      const far = await line({ place: places.delhi });
      expect(await run(['bookings:partners', String(far.id)])).not.toContain('Ravi Kumar');
    });

    it('allocates a line, changing nothing but the allocation, and refuses what the API refuses', async () => {
      const { id } = await line();
      const far = await line({ place: places.delhi });
      const before = await lineRow(testApp.db, id);

      expect(await run(['bookings:allocate', String(id), String(ravi)])).toBe(`Line ${id} allocated to partner ${ravi}.`);
      const after = await lineRow(testApp.db, id);
      expect(after).toEqual({ ...before, status: 'assigned', partnerId: ravi, assignedAt: expect.any(Date) });
      await expect(run(['bookings:allocate', String(id), String(ravi)])).rejects.toThrow('This booking is assigned and cannot be allocated.');
      await expect(run(['bookings:allocate', String(far.id), String(ravi)])).rejects.toThrow('This partner does not work near this booking.');
      await expect(run(['bookings:allocate', '999999', String(ravi)])).rejects.toThrow('Booking not found.');
    });

    it('re-assigns an allocated line to another partner with a reason, and refuses it without one', async () => {
      const { id } = await line();
      await run(['bookings:allocate', String(id), String(ravi)]);
      const other = Number(
        (await run(['bookings:partners', String(id)]))
          .split('\n')
          .slice(1)
          .map((row) => row.split(/\s+/)[0])
          .find((partnerId) => partnerId !== String(ravi)),
      );

      expect(() => parseArguments(['bookings:reassign', String(id), String(other)])).toThrow('bookings:reassign needs --reason "…"');
      expect(await run(['bookings:reassign', String(id), String(other), '--reason', 'Ravi is away'])).toBe(`Line ${id} re-assigned to partner ${other}: Ravi is away`);
      expect(await lineRow(testApp.db, id)).toMatchObject({ status: 'assigned', partnerId: other });
      await expect(run(['bookings:reassign', String(id), String(other), '--reason', 'Again'])).rejects.toThrow('This partner already has this booking: choose another partner.');
    });

    it('cancels with the refund owed and approves a completed line', async () => {
      const paid = await line({ paid: true });
      const completed = await line({ status: 'completed' });

      expect(await run(['bookings:cancel', String(paid.id)])).toBe(`Line ${paid.id} cancelled. Refund due: ₹1,200.`);
      expect(await lineRow(testApp.db, paid.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'admin', refundAmount: 1200 });
      expect(await run(['bookings:approve', String(completed.id)])).toBe(`Line ${completed.id} approved.`);
      expect((await lineRow(testApp.db, completed.id)).approvedAt).toBeInstanceOf(Date);
      await expect(run(['bookings:approve', String(completed.id)])).rejects.toThrow('This service is already approved.');
    });
  });
});
