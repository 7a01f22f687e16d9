/**
 * A settlement's split as its entries record it (money/settle.ts posts them): what the customer
 * paid for the work, the 9(5) GST inside it, the commission and its GST, TDS and the partner's
 * net, in paise. Each account's legs of one settlement all have one sign, so their sizes add.
 */
export interface SettlementLegs {
  gross: number;
  serviceGst: number;
  commission: number;
  commissionGst: number;
  tds: number;
  net: number;
}

export function settlementLegs(entries: ReadonlyArray<{ account: string; amount: number }>): SettlementLegs {
  const size = (account: string) => entries.filter((entry) => entry.account === account).reduce((sum, entry) => sum + Math.abs(entry.amount), 0);
  return {
    gross: size('customer_funds'),
    serviceGst: size('gst_on_services'),
    commission: size('commission'),
    commissionGst: size('gst_on_commission'),
    tds: size('tds_payable'),
    net: size('partner_payable'),
  };
}
