import type { CardErrors, CardForm } from './pages.ts';
import { cardDigits, luhnValid } from './test-cards.ts';

export interface CheckedCard {
  digits: string;
  /** MMYY, as the gateway reports it. */
  expiry: string;
  name: string;
}

/** Checks the card form as a hosted page would; the card must not have expired in London's current month. */
export function checkCardForm(values: CardForm, now: Date): { card: CheckedCard; errors: null } | { card: null; errors: CardErrors } {
  const errors: CardErrors = {};
  const digits = cardDigits(values.card_number ?? '');
  if (!digits) errors.card_number = 'Enter the card number';
  else if (!luhnValid(digits)) errors.card_number = 'Enter a valid card number';

  const month = (values.exp_month ?? '').trim();
  const year = (values.exp_year ?? '').trim();
  if (!/^(0?[1-9]|1[0-2])$/.test(month)) errors.exp_month = 'Enter the expiry month, 01 to 12';
  if (!/^\d{2}$/.test(year)) errors.exp_year = 'Enter the expiry year as two digits';
  if (!errors.exp_month && !errors.exp_year) {
    const expires = (2000 + Number(year)) * 12 + Number(month);
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (expires < current) errors.exp_year = 'This card has expired';
  }
  if (!/^\d{3,4}$/.test((values.cvv ?? '').trim())) errors.cvv = 'Enter the 3 or 4 digit security code';
  const name = (values.card_name ?? '').trim();
  if (!name) errors.card_name = 'Enter the name on the card';

  if (Object.keys(errors).length > 0) return { card: null, errors };
  return { card: { digits, expiry: `${month.padStart(2, '0')}${year}`, name }, errors: null };
}
