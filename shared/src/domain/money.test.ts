import { formatRupees } from '@servenear/shared/domain';
import { formatPaise } from '@servenear/shared/paise';

describe('formatRupees', () => {
  it('shows whole rupees with the rupee symbol and Indian digit grouping', () => {
    expect(formatRupees(499)).toBe('₹499');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(349.6)).toBe('₹350');
    expect(formatRupees(-500)).toBe('-₹500');
  });

  it('shows ₹0 for a missing price', () => {
    expect(formatRupees(null)).toBe('₹0');
    expect(formatRupees(undefined)).toBe('₹0');
    expect(formatRupees(Number.NaN)).toBe('₹0');
  });

  it("writes every amount as Intl's en-IN rupee format does", () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789, 99999999999, 0.5, 2.5, 349.5, 1234567.5, -1, -349.5, -100000];
    // Random ones too, whole and with paise, across the sizes a price or a total takes.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let index = 0; index < 500; index += 1) amounts.push(Math.floor(random() * 10 ** (1 + Math.floor(random() * 9))) / (random() < 0.5 ? 1 : 100));
    for (const amount of amounts) expect([amount, formatRupees(amount)]).toEqual([amount, intl.format(amount)]);
  });
});

describe('formatPaise (issue 38)', () => {
  it('shows rupees in Indian grouping, with the paise when there are any', () => {
    expect(formatPaise(147_960)).toBe('₹1,479.60');
    expect(formatPaise(82_200)).toBe('₹822');
    expect(formatPaise(1_23_45_605)).toBe('₹1,23,456.05');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(-2_750)).toBe('-₹27.50');
    expect(formatPaise(-50)).toBe('-₹0.50');
  });
});
