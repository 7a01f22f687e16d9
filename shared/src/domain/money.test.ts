import { formatRupees } from '@servenear/shared/domain';

describe('formatRupees', () => {
  it('shows whole rupees with the rupee symbol and Indian digit grouping', () => {
    expect(formatRupees(499)).toBe('₹499');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(349.6)).toBe('₹350');
  });

  it('shows ₹0 for a missing price', () => {
    expect(formatRupees(null)).toBe('₹0');
    expect(formatRupees(undefined)).toBe('₹0');
  });
});
