import { earningTotals, indianMonthBounds } from './service';

describe('indianMonthBounds', () => {
  it('spans a month from its first midnight in India to the next month’s', () => {
    expect(indianMonthBounds('2026-11')).toEqual({ from: new Date('2026-10-31T18:30:00Z'), to: new Date('2026-11-30T18:30:00Z') });
  });

  it('rolls December over into January of the next year', () => {
    expect(indianMonthBounds('2026-12').to).toEqual(new Date('2026-12-31T18:30:00Z'));
  });
});

describe('earningTotals', () => {
  it('counts every row, adds every amount, and adds only the paid ones as paid', () => {
    const totals = earningTotals([
      { payment_amount: 1200, payment_status: 'paid' },
      { payment_amount: 800, payment_status: 'pending' },
      { payment_amount: 450, payment_status: 'paid' },
    ]);
    expect(totals).toEqual({ count: 3, amount: 2450, paid_amount: 1650 });
  });

  it('is all zeros for no rows', () => {
    expect(earningTotals([])).toEqual({ count: 0, amount: 0, paid_amount: 0 });
  });
});
