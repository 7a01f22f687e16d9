const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** customer §9: whole rupees with the rupee symbol; a missing price shows as ₹0. */
export function formatRupees(amount: number | null | undefined): string {
  return rupees.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
}
