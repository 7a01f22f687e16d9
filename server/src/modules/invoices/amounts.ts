/**
 * The tax lines of an invoice (decision 0056): CGST and SGST halves when the place of supply is
 * the supplier's State, IGST otherwise. Paise; the halves always add up to the tax (the odd paisa
 * goes to CGST).
 */
export interface InvoiceTaxes {
  cgst: number;
  sgst: number;
  igst: number;
}

export function splitTax(tax: number, intraState: boolean): InvoiceTaxes {
  if (!intraState) return { cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { cgst: tax - sgst, sgst, igst: 0 };
}
