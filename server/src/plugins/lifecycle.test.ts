import { createTestApp, type TestApp } from '../../test/testApp';
import { drainAndClose } from './lifecycle';

let testApp: TestApp;
afterEach(() => testApp.close());

it('on a graceful stop, reports not ready while draining, lets the request under way finish, then refuses connections', async () => {
  testApp = await createTestApp();
  let finishSlowRequest = () => undefined as void;
  const slowRequestArrived = new Promise<void>((arrived) => {
    // A request that is still being answered when the stop begins.
    testApp.app.get('/slow', async () => {
      arrived();
      await new Promise<void>((resolve) => (finishSlowRequest = resolve));
      return { done: true };
    });
  });
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });

  const slow = fetch(`${address}/slow`);
  await slowRequestArrived;
  // The drain lasts until the check below has had its answer, however slow the machine.
  let endDrain = () => undefined as void;
  const stopped = drainAndClose(testApp.app, new Promise<void>((resolve) => (endDrain = resolve)));

  const duringDrain = await fetch(`${address}/api/health/ready`);
  endDrain();
  expect(duringDrain.status).toBe(503);
  expect(await duringDrain.json()).toMatchObject({ status: 'not ready', draining: true });

  finishSlowRequest();
  const answered = await slow;
  expect(answered.status).toBe(200);
  expect(await answered.json()).toEqual({ done: true });
  // Its connection ends with it: kept alive, it held close() for the keep-alive timeout (72 s).
  expect(answered.headers.get('connection')).toBe('close');
  await stopped;
  await expect(fetch(`${address}/api/health`)).rejects.toThrow();
});
