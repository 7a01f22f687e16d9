/**
 * customer §9: whole rupees with the rupee symbol, in Indian digit grouping (₹1,25,000); a
 * missing price shows as ₹0. The same text as `Intl.NumberFormat('en-IN', { style: 'currency',
 * currency: 'INR', maximumFractionDigits: 0 })` (money.test.ts compares them), written out
 * because building that formatter loads the locale's data: ~35 ms of a slow phone's main thread
 * in the task that draws the first price of the page.
 */
export function formatRupees(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  // Halves away from zero, as Intl rounds.
  const rupees = Math.round(Math.abs(value));
  const digits = String(rupees);
  const lastThree = digits.slice(-3);
  const lakhsAndAbove = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const sign = value < 0 ? '-' : '';
  return `${sign}₹${lakhsAndAbove ? `${lakhsAndAbove},${lastThree}` : lastThree}`;
}

