import { ratingHistogram, roundedStars } from '@servenear/shared/domain';

describe('ratingHistogram', () => {
  it('lists stars 5 to 1 with counts and whole-number percentages', () => {
    expect(ratingHistogram({ '5': 2, '4': 1, '3': 0, '2': 0, '1': 0 }, 3)).toEqual([
      { stars: 5, count: 2, percentage: 67 },
      { stars: 4, count: 1, percentage: 33 },
      { stars: 3, count: 0, percentage: 0 },
      { stars: 2, count: 0, percentage: 0 },
      { stars: 1, count: 0, percentage: 0 },
    ]);
  });

  it('reads missing rows as 0 and gives 0 % when there are no reviews', () => {
    expect(ratingHistogram({}, 0).map(({ count, percentage }) => [count, percentage])).toEqual([
      [0, 0], [0, 0], [0, 0], [0, 0], [0, 0],
    ]);
  });
});

describe('roundedStars', () => {
  it('rounds to whole stars within 0 to 5', () => {
    expect(roundedStars(4.5)).toBe(5);
    expect(roundedStars(4.4)).toBe(4);
    expect(roundedStars(0)).toBe(0);
    expect(roundedStars(7)).toBe(5);
    expect(roundedStars(null)).toBe(0);
    expect(roundedStars(Number.NaN)).toBe(0);
  });
});
