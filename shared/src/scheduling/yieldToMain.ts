interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in
 * between. On a phone, work split this way shows as several short tasks instead of one long
 * one (Lighthouse's Total Blocking Time counts every task's time beyond 50 ms). `scheduler.yield`
 * resumes ahead of other queued work; where it is missing, a timer does the same job.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
