import { describe, expect, it } from 'vitest';
import { checkCardForm } from './card-form.ts';
import { cardType, luhnValid, maskedDigits, outcomeFor, TEST_CARDS } from './test-cards.ts';

describe('the sandbox test cards', () => {
  it('are all valid card numbers with a documented outcome', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number), card.number).toBe(true);
    expect(outcomeFor('4263970000005262')).toMatchObject({ result: '00' });
    expect(outcomeFor('4000120000001154')).toMatchObject({ result: '101' });
    expect(outcomeFor('4000000000000119')).toMatchObject({ result: '110' });
    expect(outcomeFor('4000000000003220')).toEqual({ kind: 'challenge' });
    expect(outcomeFor('4009830000001985')).toEqual({ kind: 'timeout' });
    expect(outcomeFor('4111111111111111')).toMatchObject({ result: '101' });
  });

  it('mask the number and know the scheme', () => {
    expect(maskedDigits('4263970000005262')).toBe('426397xxxxxx5262');
    expect(cardType('5425230000004415')).toBe('MC');
    expect(luhnValid('4263970000005263')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });

  it('are checked on the card form: number, expiry (not past), security code, name', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const good = { card_number: '4263 9700 0000 5262', exp_month: '11', exp_year: '26', cvv: '123', card_name: ' Mary ' };
    expect(checkCardForm(good, now)).toEqual({ card: { digits: '4263970000005262', expiry: '1126', name: 'Mary' }, errors: null });
    expect(checkCardForm({ ...good, exp_month: '10' }, now).errors).toEqual({ exp_year: 'This card has expired' });
    expect(checkCardForm({}, now).errors).toEqual({
      card_number: 'Enter the card number',
      exp_month: 'Enter the expiry month, 01 to 12',
      exp_year: 'Enter the expiry year as two digits',
      cvv: 'Enter the 3 or 4 digit security code',
      card_name: 'Enter the name on the card',
    });
  });
});
