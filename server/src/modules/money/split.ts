/**
 * How a settled amount is shared out (issue 38, decision 0055; the tax rules are decision 0056).
 * Pure arithmetic in paise and basis points (1 % = 100), rounded half up to the paisa; the
 * partner's net is what is left, so the parts always add up to the amount exactly.
 */

export interface SplitRules {
  commissionBasisPoints: number;
  /** GST on the platform's commission (18 %). */
  commissionGstBasisPoints: number;
  tdsBasisPoints: number;
  /** GST the platform pays on the service itself (CGST Act section 9(5), 5 %), inside the price; 0 when it pays none. */
  serviceGstBasisPoints: number;
}

export interface SettlementSplit {
  /** What the customer paid for the work (the amount split). */
  gross: number;
  /** GST on the service the platform pays, inside the price (0 unless section 9(5) applies). */
  serviceGst: number;
  /** The service's value without that GST: commission and TDS are reckoned on it. */
  taxableValue: number;
  commission: number;
  commissionGst: number;
  tds: number;
  partnerNet: number;
}

/** a × bp / 10 000, rounded half up, for non-negative whole numbers. */
export function ofBasisPoints(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints * 2 + 10_000) / 20_000);
}

export function splitSettlement(gross: number, rules: SplitRules): SettlementSplit {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError(`cannot split ${gross} paise`);
  // Inclusive GST: value = gross × 10 000 / (10 000 + rate), rounded half up; the tax is the rest.
  const rate = rules.serviceGstBasisPoints;
  const taxableValue = Math.floor((gross * 20_000 + 10_000 + rate) / (2 * (10_000 + rate)));
  const serviceGst = gross - taxableValue;
  const commission = ofBasisPoints(taxableValue, rules.commissionBasisPoints);
  const commissionGst = ofBasisPoints(commission, rules.commissionGstBasisPoints);
  const tds = ofBasisPoints(taxableValue, rules.tdsBasisPoints);
  const partnerNet = taxableValue - commission - commissionGst - tds;
  return { gross, serviceGst, taxableValue, commission, commissionGst, tds, partnerNet };
}
