import type { Site } from './site';

interface Run {
  templateDir: string;
  shared: Site;
  browser: { close(): Promise<void> };
}

/** What the global setup leaves for the global teardown: both run in jest's main process, each in a module of its own. */
export function runState(): { current?: Run } {
  const holder = globalThis as typeof globalThis & { servenearE2eRun?: { current?: Run } };
  holder.servenearE2eRun ??= {};
  return holder.servenearE2eRun;
}
