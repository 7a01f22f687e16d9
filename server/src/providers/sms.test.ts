import { smsOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createTestDatabase } from '../../test/testDb';
import type { DatabaseHandle } from '../db/client';
import { LogSmsProvider } from './sms';

function recordingLog() {
  const lines: Array<{ level: string; object: unknown; message: string }> = [];
  const record = (level: string) => (object: unknown, message: string) => lines.push({ level, object, message });
  return { lines, log: { info: record('info'), warn: record('warn') } as never };
}

describe('LogSmsProvider', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('logs the message and writes it to the outbox outside production', async () => {
    const { lines, log } = recordingLog();

    await new LogSmsProvider(database.db, log, false).send('9876500001', 'ServeNear: your verification code is 4821.');

    expect(lines).toEqual([
      { level: 'info', object: { sms: { to: '9876500001', body: 'ServeNear: your verification code is 4821.' } }, message: expect.any(String) },
    ]);
    expect(await database.db.select({ to: smsOutbox.to, body: smsOutbox.body }).from(smsOutbox)).toEqual([
      { to: '9876500001', body: 'ServeNear: your verification code is 4821.' },
    ]);
  });

  it('writes no outbox row and hides the code in production', async () => {
    const { lines, log } = recordingLog();
    const before = await database.db.$count(smsOutbox);

    await new LogSmsProvider(database.db, log, true).send('9876500002', 'ServeNear: your verification code is 1234.');

    expect(await database.db.$count(smsOutbox)).toBe(before);
    expect(JSON.stringify(lines)).not.toContain('1234');
    expect(lines[0]?.level).toBe('warn');
  });
});

describe('GET /api/dev/outbox', () => {
  let development: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    development = await createTestApp();
    production = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await development.close();
    await production.close();
  });

  it('lists the messages to one number, newest first', async () => {
    await development.db.insert(smsOutbox).values([
      { to: '9876500001', body: 'first', createdAt: new Date('2026-01-01T10:00:00Z') },
      { to: '9876500001', body: 'second', createdAt: new Date('2026-01-01T10:01:00Z') },
      { to: '9876500009', body: 'other', createdAt: new Date('2026-01-01T10:02:00Z') },
    ]);

    const response = await development.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=9876500001' });
    expect(response.json()).toEqual({
      status: 200,
      data: [
        { to: '9876500001', body: 'second', created_at: '2026-01-01T10:01:00.000Z' },
        { to: '9876500001', body: 'first', created_at: '2026-01-01T10:00:00.000Z' },
      ],
    });
  });

  it('does not exist in production, where sign-up codes leave no outbox row', async () => {
    expect((await production.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    const signUp = await production.app.inject({ method: 'POST', url: '/api/user/user-register', payload: { name: 'P', mobile: '9000011111', password: 'secret12' } });
    const resend = await production.app.inject({
      method: 'POST',
      url: '/api/user/resend-otp',
      headers: { authorization: `Bearer ${signUp.json().success.token}` },
    });
    expect(resend.statusCode).toBe(200);
    expect(await production.db.$count(smsOutbox)).toBe(0);
  });
});
