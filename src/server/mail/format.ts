const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 123450 → "£1,234.50" */
export function formatPence(pence: number): string {
  return GBP.format(pence / 100);
}
