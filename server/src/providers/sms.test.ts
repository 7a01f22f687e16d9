import { smsOutbox } from '../db/schema';
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
