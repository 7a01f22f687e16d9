import { yieldToMain } from './yieldToMain';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

it("uses the browser's scheduler.yield where it has one", async () => {
  const yieldNow = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldNow };

  await yieldToMain();

  expect(yieldNow).toHaveBeenCalledTimes(1);
});

it('resumes after the tasks already queued where there is no scheduler.yield', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);

  await yieldToMain();
  order.push('resumed');

  expect(order).toEqual(['queued task', 'resumed']);
});
