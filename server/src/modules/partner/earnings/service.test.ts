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
    const settlement = (net: number, status: 'paid' | 'available') => ({ gross: 0, service_gst: 0, commission: 0, commission_gst: 0, tds: 0, net, status, available_on: '2026-12-07', paid_on: null, bank_reference: null });
    const totals = earningTotals([
      { payment_amount: 1200, payment_status: 'paid', settlement: settlement(98_000, 'paid') },
      { payment_amount: 800, payment_status: 'pending' },
      { payment_amount: 450, payment_status: 'paid', settlement: settlement(36_750, 'available') },
    ]);
    // Issue 38: the partner's own money counts only settled rows, in paise.
    expect(totals).toEqual({ count: 3, amount: 2450, paid_amount: 1650, net_earned: 134_750, paid_out: 98_000, to_be_paid: 36_750 });
  });

  it('is all zeros for no rows', () => {
    expect(earningTotals([])).toEqual({ count: 0, amount: 0, paid_amount: 0, net_earned: 0, paid_out: 0, to_be_paid: 0 });
  });
});
