import { ALL_MONTHS, chosenMonth, monthChoices, monthLabel } from './months';

describe('monthChoices', () => {
  it('offers this month first, the months before it by name across the new year, then every month', () => {
    expect(monthChoices('2026-02-14', 4)).toEqual([
      { value: '2026-02', label: 'This month' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
      { value: '2025-11', label: 'November 2025' },
      { value: ALL_MONTHS, label: 'All months' },
    ]);
  });

  it('offers a year of months by default', () => {
    expect(monthChoices('2026-11-24')).toHaveLength(13);
  });
});

describe('chosenMonth', () => {
  it('reads a YYYY-MM parameter as that month', () => {
    expect(chosenMonth('2026-10', '2026-11-24')).toBe('2026-10');
  });

  it('falls back to this month when absent or malformed', () => {
    expect(chosenMonth(null, '2026-11-24')).toBe('2026-11');
    expect(chosenMonth('2026-13', '2026-11-24')).toBe('2026-11');
  });

  it('reads ALL_MONTHS as no month', () => {
    expect(chosenMonth(ALL_MONTHS, '2026-11-24')).toBeNull();
  });
});

test('monthLabel names the month and year', () => {
  expect(monthLabel('2026-11')).toBe('November 2026');
});
