import {
  bookingDescription,
  bookingReference,
  offeredRate,
  offeredRates,
  rateFor,
  cancelledBadges,
  cancelledByLabel,
  customerLineView,
  durationOptions,
  indianDate,
  indianTime,
  isTimePast,
  latestBookingDate,
  linePrice,
  slotDateProblem,
  timeLabel,
} from './booking';

describe('linePrice', () => {
  const rates = { perDay: 1499.5, perHour: 199 };

  it('is the rate for the method times the duration, rounded to whole rupees', () => {
    expect(linePrice(rates, 'day', 2)).toBe(2999);
    expect(linePrice(rates, 'hour', 12)).toBe(2388);
    expect(linePrice({ perDay: 333.33, perHour: null }, 'day', 3)).toBe(1000);
  });

  it('has no price outside 1–3 days or 1–12 hours, or without a rate for the method', () => {
    expect(linePrice(rates, 'day', 4)).toBeNull();
    expect(linePrice(rates, 'hour', 0)).toBeNull();
    expect(linePrice(rates, 'hour', 1.5)).toBeNull();
    expect(linePrice({ perDay: 800, perHour: null }, 'hour', 2)).toBeNull();
  });

  it('offers exactly the allowed durations', () => {
    expect(durationOptions('day')).toEqual([1, 2, 3]);
    expect(durationOptions('hour')).toHaveLength(12);
  });
});

describe('booking dates', () => {
  it("takes today's date in India, not UTC", () => {
    // 20:00 UTC is already 01:30 the next day in India.
    expect(indianDate(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
  });

  it('opens one month ahead, clamped to the end of a shorter month', () => {
    expect(latestBookingDate('2026-11-23')).toBe('2026-12-23');
    expect(latestBookingDate('2027-01-31')).toBe('2027-02-28');
    expect(latestBookingDate('2026-12-15')).toBe('2027-01-15');
  });

  it('refuses past, too far and impossible dates', () => {
    expect(slotDateProblem('2026-11-22', '2026-11-23')).toBe('past');
    expect(slotDateProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(slotDateProblem('2026-12-23', '2026-11-23')).toBeNull();
    expect(slotDateProblem('2026-12-24', '2026-11-23')).toBe('too-far');
    expect(slotDateProblem('2026-11-31', '2026-11-23')).toBe('invalid');
  });

  it('shows times on the 12-hour clock', () => {
    expect(timeLabel('00:05')).toBe('12:05 AM');
    expect(timeLabel('13:30')).toBe('1:30 PM');
  });
});

describe('status labels', () => {
  it('offers Cancel Booking only while no partner is assigned (customer §6)', () => {
    expect(customerLineView('pending', 0)).toEqual({ kind: 'cancellable' });
    expect(customerLineView('pending', 0, true)).toEqual({ kind: 'partner-assigned' });
    expect(customerLineView('assigned', 0)).toEqual({ kind: 'partner-assigned' });
  });

  it('labels started, completed and cancelled lines for the customer', () => {
    expect(customerLineView('confirmed', 0)).toMatchObject({ kind: 'label', text: 'work started' });
    expect(customerLineView('completed', 0)).toMatchObject({ text: 'Need to Approve' });
    expect(customerLineView('completed', 1)).toMatchObject({ text: 'Completed' });
    expect(customerLineView('cancelled', 0)).toMatchObject({ text: 'Canceled' });
  });
});

describe('cancelled display', () => {
  it('names who cancelled', () => {
    expect(['admin', 'user', 'employee', null, 'robot'].map(cancelledByLabel)).toEqual(['Admin', 'You', 'Employee', 'Unknown', 'Unknown']);
  });

  it('shows the refund badge and refund total only when refunded', () => {
    expect(cancelledBadges({ cancelled: true, refunded: false, totalAmount: 900, totalRefund: 0 })).toEqual({
      badges: ['Canceled'],
      amountLabel: 'Total',
      amount: 900,
    });
    expect(cancelledBadges({ cancelled: true, refunded: true, totalAmount: 900, totalRefund: 600 })).toEqual({
      badges: ['Canceled', 'Amount Refund'],
      amountLabel: 'Refund total',
      amount: 600,
    });
  });
});

describe('indianTime and isTimePast', () => {
  it('reads the time of day in India', () => {
    expect(indianTime(new Date('2026-03-01T10:00:00Z'))).toBe('15:30');
    expect(indianTime(new Date('2026-11-23T18:45:00Z'))).toBe('00:15');
  });

  it('is past only for an earlier time today', () => {
    expect(isTimePast('2026-03-01', '10:30', '2026-03-01', '15:30')).toBe(true);
    expect(isTimePast('2026-03-01', '15:30', '2026-03-01', '15:30')).toBe(false);
    expect(isTimePast('2026-03-01', '18:00', '2026-03-01', '15:30')).toBe(false);
    expect(isTimePast('2026-03-02', '08:00', '2026-03-01', '15:30')).toBe(false);
  });
});

describe('rules kept in one place', () => {
  it('reads a rate of 0 as not offered, for a price and for the methods', () => {
    expect(offeredRate(0)).toBeNull();
    expect(offeredRate(-5)).toBeNull();
    expect(offeredRate(Number.NaN)).toBeNull();
    expect(offeredRate(450)).toBe(450);
    expect(offeredRates(0, 250)).toEqual({ perDay: null, perHour: 250 });
    expect(rateFor({ perDay: 0, perHour: 250 }, 'day')).toBeNull();
    expect(linePrice({ perDay: 0, perHour: 250 }, 'day', 2)).toBeNull();
  });

  it('shows the default description for an empty or blank one, to customer and partner alike', () => {
    const spec = 'Picking items from warehouse shelves against the order list, checking each item and packing it for dispatch.';
    expect(bookingDescription('')).toBe(spec);
    expect(bookingDescription('   ')).toBe(spec);
    expect(bookingDescription(null)).toBe(spec);
    expect(bookingDescription('Fix the tap')).toBe('Fix the tap');
  });

  it('names a booking SN- and six digits, longer ids in full', () => {
    expect(bookingReference(123)).toBe('SN-000123');
    expect(bookingReference(1234567)).toBe('SN-1234567');
  });
});

