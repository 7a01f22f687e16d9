// @pglite-in-ci: CI runs this file on PGlite too (.ci/run): it covers code with a PGlite branch of its own (the job queue on PGlite).
import type { DatabaseHandle } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createTestDatabase, type TestDatabase } from '../../../test/testDb';
import { bearer, demo, login, registerPartner } from '../../../test/accounts';
import { retrySmsAfter, sendQueuedSms, smsJobStates } from '../../../test/jobs';
import type { SmsProvider } from '../../providers/sms';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { createJobQueue, sendJob, type JobQueue } from '../jobs/queue';
import { recordAccountDecision, recordServiceDecision } from './record';
import { workSms } from './smsJobs';

/*
 * Issue 37: an event's SMS is a job of the durable queue, sent in the transaction that writes its
 * notification. Over the real database: PGlite, or PostgreSQL when DATABASE_URL is set.
 */

const silent = { warn: () => undefined, error: () => undefined };

/** Records texts; `failNext` fails that many sends, `delayMs` slows each, `hangNext` holds the next one until `timeOutHung`. */
function recordingSms() {
  const sent: Array<{ to: string; text: string }> = [];
  const state = { hangNext: false, failNext: 0, delayMs: 0, timeOutHung: () => undefined as void };
  const provider: SmsProvider = {
    async send(to, text) {
      if (state.hangNext) {
        state.hangNext = false;
        // Answers only when the test says so, as a provider timing out long after.
        return new Promise<void>((_resolve, reject) => {
          state.timeOutHung = () => reject(new Error('SMS gateway timed out'));
        });
      }
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (state.failNext > 0) {
        state.failNext -= 1;
        throw new Error('SMS gateway unavailable');
      }
      sent.push({ to, text });
    },
  };
  // The registration's code is texted at once, not queued: only the events' texts are looked at.
  const to = (mobile: string) => sent.filter((message) => message.to === mobile && !message.text.includes('verification code')).map((message) => message.text);
  return { sent, state, provider, to };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sms = recordingSms();
let database: TestDatabase;
let testApp: TestApp;
const running: JobQueue[] = [];
const others: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await createTestApp({ db: database.db, sms: sms.provider });
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((queue) => queue.stop()));
});
afterAll(async () => {
  await testApp.close();
  await Promise.all(others.map((other) => other.close()));
  await database.close();
});

/** A worker as an instance runs it, on `db` (another connection: another instance). */
async function startWorker(db = database.db) {
  const queue = createJobQueue({ db, log: silent, pollingSeconds: 0.5, stopTimeoutSeconds: 1 });
  workSms(queue, { db, sms: sms.provider, linkOrigin: 'https://servenear.example' });
  running.push(queue);
  await queue.start();
  return queue;
}

const verifyIn = (partnerId: number) =>
  testApp.db.transaction((tx) => recordAccountDecision(tx, partnerId, { verified: true }, new Date()));

const verifiedText = 'ServeNear: Your account has been verified: you can now receive jobs. Sign in to ServeNear to see your jobs.';

describe('an event texted through the job queue (issue 37)', () => {
  it('queues nothing when the change rolls back', async () => {
    const partner = await registerPartner(testApp.app);
    const before = await smsJobStates(testApp.db);
    await expect(
      testApp.db.transaction(async (tx) => {
        await recordAccountDecision(tx, partner.id, { verified: true }, new Date());
        throw new Error('the change failed after its notification was written');
      }),
    ).rejects.toThrow('the change failed');

    expect(await smsJobStates(testApp.db)).toEqual(before);
    expect(await sendQueuedSms(testApp.db, sms.provider)).toBe(0);
    expect(sms.to(partner.mobile)).toEqual([]);
  });

  it('sends a committed change once: ops verify a partner, who is texted what to do next', async () => {
    const admin = await login(testApp.app, 'admin', demo.admin);
    const partner = await registerPartner(testApp.app);
    const verified = await testApp.app.inject({ method: 'POST', url: `/api/admin/partners/${partner.id}/verify`, headers: bearer(admin.token) });
    expect(verified.statusCode).toBe(200);
    // Nothing is sent by the request itself: the text waits for a worker.
    expect(sms.to(partner.mobile)).toEqual([]);

    await startWorker();
    await until(() => sms.to(partner.mobile).length > 0, 'the verification SMS');
    // Long enough for a second worker poll that must find nothing more to send.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sms.to(partner.mobile)).toEqual([verifiedText]);
    expect(await sendQueuedSms(testApp.db, sms.provider)).toBe(0);
  });

  it('retries a failing provider until it succeeds', async () => {
    await retrySmsAfter(testApp.db, 1);
    const partner = await registerPartner(testApp.app);
    sms.state.failNext = 2;
    await verifyIn(partner.id);

    await startWorker();
    await until(() => sms.to(partner.mobile).length > 0, 'the SMS after two failed tries');
    expect(sms.state.failNext).toBe(0);
    expect(sms.to(partner.mobile)).toEqual([verifiedText]);
    expect(await smsJobStates(testApp.db)).not.toHaveProperty('retry');
  });

  it('survives a restart: a job a stopped worker held is sent by the next one', async () => {
    await retrySmsAfter(testApp.db, 1);
    const partner = await registerPartner(testApp.app);
    sms.state.hangNext = true;
    await verifyIn(partner.id);

    const first = await startWorker();
    await until(async () => (await smsJobStates(testApp.db)).active === 1, 'the first worker to take the job');
    // Stopped mid-send (the provider never answered): the job goes back to the queue.
    await first.stop();
    expect(sms.to(partner.mobile)).toEqual([]);
    expect(await smsJobStates(testApp.db)).not.toHaveProperty('active');

    await startWorker();
    await until(() => sms.to(partner.mobile).length > 0, 'the restarted worker to send it');
    expect(sms.to(partner.mobile)).toEqual([verifiedText]);
    // The first worker's send fails at last: the job stays done, nothing is sent again.
    sms.state.timeOutHung();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sms.to(partner.mobile)).toEqual([verifiedText]);
    expect(await smsJobStates(testApp.db)).not.toHaveProperty('retry');
  });

  it('keeps a job through an outage of every worker, and sends it when one starts again', async () => {
    const partner = await registerPartner(testApp.app);
    await verifyIn(partner.id);
    const queued = (await smsJobStates(testApp.db)).created;
    expect(queued).toBeGreaterThanOrEqual(1);

    await startWorker();
    await until(() => sms.to(partner.mobile).length > 0, 'the job queued while no worker ran');
    expect(sms.to(partner.mobile)).toEqual([verifiedText]);
  });

  it('gives each job to one worker of two instances: nothing is sent twice', async () => {
    const partner = await registerPartner(testApp.app);
    const jobs = 24;
    await testApp.db.transaction(async (tx) => {
      for (let offer = 1; offer <= jobs; offer += 1) {
        await recordServiceDecision(tx, { partnerId: partner.id, offerId: offer, serviceName: `Service ${offer}`, decision: 'rejected', reason: 'Add a photo.' }, new Date());
      }
    });
    sms.state.delayMs = 30;
    const other = await database.connectAgain();
    others.push(other);
    await Promise.all([startWorker(), startWorker(other.db)]);

    await until(() => sms.to(partner.mobile).length >= jobs, 'every job to be sent');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    sms.state.delayMs = 0;
    const texts = sms.to(partner.mobile);
    expect(texts).toHaveLength(jobs);
    expect(new Set(texts).size).toBe(jobs);
    expect(texts).toContain('ServeNear: Your service Service 7 was not approved: Add a photo. Correct it at https://servenear.example/employee-service-edit.');
  });

  it('links to the origin the sending worker has: a job queued before PUBLIC_ORIGIN changed gets the new one', async () => {
    const partner = await registerPartner(testApp.app);
    const rejection = { partnerId: partner.id, offerId: 1, serviceName: 'Tiling', decision: 'rejected', reason: 'Add a photo.' } as const;
    await testApp.db.transaction((tx) => recordServiceDecision(tx, rejection, new Date()));
    // A job of the shape queued before links were whole addresses: its own text is not sent.
    const [notification] = await testApp.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, partner.id));
    await testApp.db.transaction((tx) => sendJob(tx, 'sms', { notificationId: notification!.id, text: 'ServeNear: … Correct it at /employee-service-edit.' }));

    await sendQueuedSms(testApp.db, sms.provider, 'https://www.servenear.example');
    const text = 'ServeNear: Your service Tiling was not approved: Add a photo. Correct it at https://www.servenear.example/employee-service-edit.';
    expect(sms.to(partner.mobile)).toEqual([text, text]);
  });
});
