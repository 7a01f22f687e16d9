// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own.
import { and, count, eq, isNull } from 'drizzle-orm';
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sessions, users } from '../db/schema';
import { tempFolder } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { bearer, demo, signInCodeSentTo } from '../../test/accounts';
import { runAdmin } from './runAdmin';

// A real server on a port, driven by the CLI exactly as `npm run admin -- --api …` drives it.
let testApp: TestApp;
let apiUrl: string;
let stateDir: string;
let adminId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  stateDir = await tempFolder('state');
  [{ id: adminId }] = await testApp.db.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.mobile, demo.admin.mobile))) as [{ id: number }];
});
afterAll(() => testApp.close());

const sessionFile = () => path.join(stateDir, 'servenear', 'admin-session.json');
const storedSessions = async () => JSON.parse(await readFile(sessionFile(), 'utf8')) as Record<string, { token: string; expiresAt: string }>;

async function cli(...argv: string[]) {
  const out: string[] = [];
  const error: string[] = [];
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: testApp.dataDir, XDG_STATE_HOME: stateDir, HOME: stateDir };
  const code = await runAdmin(['--api', apiUrl, ...argv], { env, out: (text) => out.push(text), error: (text) => error.push(text), secondFactor: ({ mobile }) => signInCodeSentTo(testApp.app, mobile) });
  return { code, out: out.join('\n'), error: error.join('\n') };
}

/** Every admin login opens one session: the number of logins the CLI made. */
async function adminLogins(): Promise<number> {
  const [row] = await testApp.db.select({ total: count() }).from(sessions).where(eq(sessions.userId, adminId));
  return row!.total;
}

const status = async (token: string) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/admin/partners', headers: bearer(token) })).statusCode;

describe('admin CLI session', () => {
  it('signs in once for fifteen commands in a row, never hitting the login limit', async () => {
    const before = await adminLogins();

    for (let run = 1; run <= 15; run += 1) {
      const result = await cli('partners:pending');
      expect({ run, ...result, out: result.out.includes('Suresh Pillai') }).toEqual({ run, code: 0, out: true, error: '' });
    }

    expect(await adminLogins()).toBe(before + 1);
  });

  it('keeps the session in a file only the user can read, keyed by the server', async () => {
    await cli('partners:pending');

    expect((await stat(sessionFile())).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(sessionFile()))).mode & 0o777).toBe(0o700);
    const stored = (await storedSessions())[new URL(apiUrl).origin]!;
    expect(await status(stored.token)).toBe(200);
    const hoursLeft = (Date.parse(stored.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(7);
    expect(hoursLeft).toBeLessThanOrEqual(8);
  });

  it('does not trust a session file others can read, and writes it afresh', async () => {
    await cli('partners:pending');
    await chmod(sessionFile(), 0o644);
    const before = await adminLogins();

    expect((await cli('partners:pending')).code).toBe(0);

    expect(await adminLogins()).toBe(before + 1);
    expect((await stat(sessionFile())).mode & 0o777).toBe(0o600);
  });

  it('signs in once again when the stored session has expired, and ends the old one', async () => {
    await cli('partners:pending');
    const sessionsBefore = await storedSessions();
    const old = sessionsBefore[new URL(apiUrl).origin]!;
    await writeFile(sessionFile(), JSON.stringify({ ...sessionsBefore, [new URL(apiUrl).origin]: { ...old, expiresAt: '2020-01-01T00:00:00.000Z' } }));
    const before = await adminLogins();

    expect((await cli('partners:pending')).code).toBe(0);
    expect((await cli('bookings:pending')).code).toBe(0);

    expect(await adminLogins()).toBe(before + 1);
    expect(await status(old.token)).toBe(401);
  });

  it('signs in once again when the server has ended the session', async () => {
    await cli('partners:pending');
    await testApp.db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, adminId), isNull(sessions.revokedAt)));
    const before = await adminLogins();

    const first = await cli('partners:pending');
    expect(first).toMatchObject({ code: 0, error: '' });
    expect(first.out).toContain('Suresh Pillai');
    expect((await cli('partners:pending')).code).toBe(0);

    expect(await adminLogins()).toBe(before + 1);
  });

  it('logout forgets the session and ends it on the server', async () => {
    await cli('partners:pending');
    const { token } = (await storedSessions())[new URL(apiUrl).origin]!;

    expect(await cli('logout')).toEqual({ code: 0, out: `Logged out of ${new URL(apiUrl).origin}.`, error: '' });

    expect(await storedSessions()).not.toHaveProperty(new URL(apiUrl).origin);
    expect(await status(token)).toBe(401);
    expect(await cli('logout')).toEqual({ code: 0, out: `No admin session is stored for ${new URL(apiUrl).origin}.`, error: '' });
  });
});
