import { eq } from 'drizzle-orm';
import { employeeProfiles } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { registerPartner, demo } from '../../test/accounts';
import { parseArguments, runCommand, UsageError } from './adminCli';
import { apiPartnerAdmin, databasePartnerAdmin, type FetchLike } from './partnerAdmin';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** fetch over app.inject: the API form of the CLI without opening a port. */
const injectFetch: FetchLike = async (url, init) => {
  const { pathname, search } = new URL(url);
  const response = await testApp.app.inject({
    method: init.method as 'GET' | 'POST',
    url: pathname + search,
    headers: init.headers as Record<string, string>,
    ...(init.body ? { payload: init.body as string } : {}),
  });
  return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
};

const statusOf = async (id: number) =>
  (await testApp.db.select().from(employeeProfiles).where(eq(employeeProfiles.userId, id)))[0]?.verificationStatus;

describe('admin CLI arguments', () => {
  it('reads the commands, the reason and --api', () => {
    expect(parseArguments(['partners:pending'])).toEqual({ apiUrl: undefined, command: 'partners:pending' });
    expect(parseArguments(['--api', 'http://127.0.0.1:8080', 'partners:verify', '7'])).toMatchObject({
      apiUrl: 'http://127.0.0.1:8080',
      command: 'partners:verify',
      id: 7,
    });
    expect(parseArguments(['partners:reject', '7', '--reason', 'Blurred ID'])).toMatchObject({ id: 7, reason: 'Blurred ID' });
  });

  it.each([[[]], [['partners:verify']], [['partners:verify', 'x']], [['partners:reject', '7']], [['partners:delete', '7']]])(
    'refuses %j',
    (argv) => {
      expect(() => parseArguments(argv)).toThrow(UsageError);
    },
  );
});

describe('admin CLI on the database', () => {
  const admin = () => databasePartnerAdmin(testApp.db, async () => undefined);

  it('lists pending partners as a table', async () => {
    const output = await runCommand(admin(), { apiUrl: undefined, command: 'partners:pending' });

    expect(output.split('\n')[0]).toMatch(/^ID\s+Name\s+Mobile\s+Email\s+Registered\s+ID proofs$/);
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
    const admin = await apiPartnerAdmin('http://127.0.0.1:8080', demo.admin, injectFetch);

    expect(await runCommand(admin, { apiUrl: 'x', command: 'partners:pending' })).toContain(partner.mobile);
    expect(await runCommand(admin, { apiUrl: 'x', command: 'partners:verify', id: partner.id })).toBe(`Partner ${partner.id} verified.`);
    expect(await statusOf(partner.id)).toBe('verified');
    await expect(admin.verify(partner.id)).rejects.toThrow('This partner is not waiting for verification.');
    await admin.close();
    await expect(admin.pending()).rejects.toThrow('Please log in to continue.');
  });

  it('reports a failed login', async () => {
    await expect(apiPartnerAdmin('http://127.0.0.1:8080', { mobile: demo.admin.mobile, password: 'wrong-one' }, injectFetch)).rejects.toThrow(
      'Invalid mobile number or password.',
    );
  });
});
