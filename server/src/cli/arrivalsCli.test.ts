// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import path from 'node:path';
import { arrivalRequests } from '../db/schema';
import { demo } from '../../test/accounts';
import { injectApi } from '../../test/injectFetch';
import { createTestApp, type TestApp } from '../../test/testApp';
import { UploadStore } from '../modules/media/uploadStore';
import { parseArguments, runCommand, UsageError, usage } from './adminCli';
import { apiOpsAdmin, databaseOpsAdmin, type OpsAdmin } from './opsAdmin';

/** arrivals:list (issue 37): the "tell me when you arrive" requests, on the database and through the API. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));

describe('arrivals:list: arguments', () => {
  it('is in --help', () => {
    expect(usage).toMatch(/arrivals:list \[--page <n>\]/);
  });

  it('reads --page by the API\'s rule, for arrivals:list only', () => {
    expect(parseArguments(['arrivals:list'])).toEqual({ apiUrl: undefined, command: 'arrivals:list' });
    expect(parseArguments(['arrivals:list', '--page', '2'])).toEqual({ apiUrl: undefined, command: 'arrivals:list', page: 2 });
    expect(() => parseArguments(['arrivals:list', '--page', '0'])).toThrow(new UsageError('Page must be a whole number from 1.'));
    expect(() => parseArguments(['bookings:pending', '--page', '2'])).toThrow(new UsageError('--page goes with arrivals:list only'));
    expect(() => parseArguments(['arrivals:list', '7'])).toThrow(UsageError);
  });
});

const admins = {
  database: async () => databaseOpsAdmin({ db: testApp.db, nearRadiusKm: 25, uploads: new UploadStore(path.join(testApp.dataDir, 'uploads')) }, async () => undefined),
  api: () => apiOpsAdmin('http://127.0.0.1:8080', demo.admin, injectApi(() => testApp.app)),
};

describe.each(Object.keys(admins) as Array<keyof typeof admins>)('arrivals:list: %s mode', (mode) => {
  let admin: OpsAdmin;
  beforeAll(async () => {
    admin = await admins[mode]();
  });
  afterAll(() => admin.close());
  const run = (argv: string[]) => runCommand(admin, parseArguments(argv));

  it('says when nobody has asked', async () => {
    await testApp.db.delete(arrivalRequests);
    expect(await run(['arrivals:list'])).toBe('Nobody has asked to be told when ServeNear arrives.');
  });

  it('prints the places asked for most, then the page, newest first, and how to read the next', async () => {
    await testApp.db.delete(arrivalRequests);
    await testApp.db.insert(arrivalRequests).values(
      Array.from({ length: 52 }, (_, index) => ({ mobile: `98000${String(index).padStart(5, '0')}`, place: index < 40 ? 'Ooty' : 'Shimla', createdAt: at(index) })),
    );
    const output = await run(['arrivals:list']);
    const lines = output.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      '52 requests. Places asked for, most first:',
      'Place   Requests  Latest',
      'Ooty    40        2026-03-01 09:39',
      'Shimla  12        2026-03-01 09:51',
      '',
    ]);
    expect(lines[5]).toBe('Page 1, newest first:');
    expect(lines[6]).toMatch(/^ID\s+Place\s+Mobile\s+Customer\s+Asked$/);
    expect(lines[7]).toMatch(/^\d+\s+Shimla\s+9800000051\s+2026-03-01 09:51$/);
    expect(lines).toHaveLength(7 + 50 + 1);
    expect(lines.at(-1)).toBe('More: arrivals:list --page 2');

    const last = (await run(['arrivals:list', '--page', '2'])).split('\n');
    expect(last.slice(7)).toEqual([expect.stringMatching(/^\d+\s+Ooty\s+9800000001\s+2026-03-01 09:01$/), expect.stringMatching(/^\d+\s+Ooty\s+9800000000\s+2026-03-01 09:00$/)]);
    expect(await run(['arrivals:list', '--page', '9'])).toContain('Page 9 is past the last page.');
  });
});
