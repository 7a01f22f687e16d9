/**
 * Journeys that book work for today and start it the same day (a start code is sent only on
 * the booked day, in India) cannot run across India's midnight: a booking for 23:59 made at
 * 23:59:30 is in the past, and a code asked for after 00:00 is for the wrong day. A file that
 * does so calls this first: in the last 5 minutes of India's day it waits for the next day
 * (each such file's journeys take under 2 minutes), so CI never fails for the hour it runs at.
 */
const GUARD_MINUTES = 5;
const INDIA_OFFSET_MINUTES = 330;

/** Milliseconds until India's next day begins, when it begins within the guard; 0 otherwise. */
function waitBeforeMidnightInIndia(now = new Date()): number {
  const dayMs = 24 * 60 * 60_000;
  const indiaMs = now.getTime() + INDIA_OFFSET_MINUTES * 60_000;
  const untilMidnight = dayMs - (indiaMs % dayMs);
  return untilMidnight <= GUARD_MINUTES * 60_000 ? untilMidnight + 5_000 : 0;
}

export function awayFromMidnightInIndia(): void {
  beforeAll(async () => {
    const wait = waitBeforeMidnightInIndia();
    if (wait === 0) return;
    process.stdout.write(`waiting ${Math.ceil(wait / 1000)} s for India's next day before booking work for today\n`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }, (GUARD_MINUTES + 1) * 60_000);
}

/** YYYY-MM-DD in India, `days` from today (0: today). */
export function dayInIndia(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
