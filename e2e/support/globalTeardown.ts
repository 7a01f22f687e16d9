import { rmSync } from 'node:fs';
import { runState } from './runState';

export default async function tearDownRun(): Promise<void> {
  const run = runState().current;
  if (!run) return;
  await run.shared.stop();
  rmSync(run.templateDir, { recursive: true, force: true });
}
