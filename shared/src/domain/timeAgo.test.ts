import { timeAgo } from '@servenear/shared/domain';

const now = new Date('2026-03-10T12:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('timeAgo', () => {
  it('says how long ago, in the words a person uses, for the last week', () => {
    expect(timeAgo(before(0.5), now)).toBe('Just now');
    expect(timeAgo(before(1), now)).toBe('1 min ago');
    expect(timeAgo(before(59), now)).toBe('59 min ago');
    expect(timeAgo(before(60), now)).toBe('1 hour ago');
    expect(timeAgo(before(5 * 60 + 30), now)).toBe('5 hours ago');
    expect(timeAgo(before(24 * 60), now)).toBe('Yesterday');
    expect(timeAgo(before(3 * 24 * 60), now)).toBe('3 days ago');
  });

  it('gives the date in India after a week', () => {
    expect(timeAgo('2026-02-20T20:00:00Z', now)).toBe('21 Feb 2026');
  });

  it('says just now for a time a little ahead of this device’s clock', () => {
    expect(timeAgo(before(-2), now)).toBe('Just now');
  });
});
