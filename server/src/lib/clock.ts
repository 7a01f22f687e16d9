/** The current time as a dependency, so expiry and cool-down rules are tested without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function secondsLater(from: Date, seconds: number): Date {
  return new Date(from.getTime() + seconds * 1000);
}
