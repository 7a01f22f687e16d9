import { ofBasisPoints, splitSettlement } from './split';

const rules = { commissionBasisPoints: 1500, commissionGstBasisPoints: 1800, tdsBasisPoints: 10 };

describe('splitSettlement (issue 38, decisions 0055 and 0056)', () => {
  it('takes the 5 % GST the platform pays under section 9(5) out of the price first: ₹1,050 → ₹1,000 + ₹50', () => {
    expect(splitSettlement(105_000, { ...rules, serviceGstBasisPoints: 500 })).toEqual({
      gross: 105_000,
      serviceGst: 5_000,
      taxableValue: 100_000,
      commission: 15_000,
      commissionGst: 2_700,
      tds: 100,
      partnerNet: 82_200,
    });
  });

  it('leaves a price whole when the platform pays no GST on the work: ₹1,800 to a beautician', () => {
    expect(splitSettlement(180_000, { ...rules, serviceGstBasisPoints: 0 })).toEqual({
      gross: 180_000,
      serviceGst: 0,
      taxableValue: 180_000,
      commission: 27_000,
      commissionGst: 4_860,
      tds: 180,
      partnerNet: 147_960,
    });
  });

  it('rounds each part half up to the paisa, and the parts always add up to what was paid', () => {
    expect(ofBasisPoints(1, 5000)).toBe(1); // half a paisa rounds up
    expect(ofBasisPoints(1, 4999)).toBe(0);
    for (let gross = 0; gross <= 250_000; gross += 997) {
      for (const serviceGstBasisPoints of [0, 500, 1800]) {
        const split = splitSettlement(gross, { ...rules, serviceGstBasisPoints });
        expect(split.serviceGst + split.commission + split.commissionGst + split.tds + split.partnerNet).toBe(gross);
        expect(split.partnerNet).toBeGreaterThanOrEqual(0);
        // The GST inside the price is the rate on the value, to the paisa.
        expect(Math.abs(split.taxableValue * serviceGstBasisPoints - split.serviceGst * 10_000)).toBeLessThanOrEqual(10_000 + serviceGstBasisPoints);
      }
    }
  });

  it('refuses what is no amount of paise', () => {
    expect(() => splitSettlement(-1, { ...rules, serviceGstBasisPoints: 0 })).toThrow(RangeError);
    expect(() => splitSettlement(10.5, { ...rules, serviceGstBasisPoints: 0 })).toThrow(RangeError);
  });
});
