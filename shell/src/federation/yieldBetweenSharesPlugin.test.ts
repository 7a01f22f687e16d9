import yieldBetweenShares from './yieldBetweenSharesPlugin';

type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;

it("resumes a shared module's load in a later task, with its arguments unchanged", async () => {
  const beforeLoadShare = yieldBetweenShares().beforeLoadShare as unknown as BeforeLoadShare;
  const order: string[] = [];
  const args = { pkgName: 'react' };

  const resumed = beforeLoadShare(args).then((result) => {
    order.push('load resumed');
    return result;
  });
  // Every microtask of this task runs first: the load resumes only in a later task.
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  order.push('this task ended');

  expect(await resumed).toBe(args);
  expect(order).toEqual(['this task ended', 'load resumed']);
});
