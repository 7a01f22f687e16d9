const format = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees as India writes them: ₹1,00,000. */
export const rupees = (amount: number): string => format.format(amount);
