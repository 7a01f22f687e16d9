import { rmSync } from 'node:fs';
import { runState } from './runState';

export default async function tearDownRun(): Promise<void> {
  const run = runState().current;
  if (!run) return;
  await Promise.all([run.shared.stop(), run.browser.close()]);
  rmSync(run.templateDir, { recursive: true, force: true });
}
