/** The current time as a dependency, so expiry and cool-down rules are tested without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function secondsLater(from: Date, seconds: number): Date {
  return new Date(from.getTime() + seconds * 1000);
}

/** The instant a day starts in India (YYYY-MM-DD; UTC+05:30 all year, no daylight saving), or `daysLater` days on. */
export function indianMidnight(day: string, daysLater = 0): Date {
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + daysLater * 86_400_000);
}
