import { describe, expect, it } from 'vitest';
import type { BookingType, Catalogue, PreOrderOption } from '../catalogue.ts';
import { priceBooking } from './money.ts';

const variation = (id: number, price: number) => ({ id, option_id: 1, name: `Package ${id}`, description: '', image: '', price, position: id, background_colour: '', text_colour: '', choices: [] });
const OPTIONS: PreOrderOption[] = [{ id: 1, name: 'Packages', display_type: 'package', image: '', price_per_booking: false, mix_match: false, position: 1, variations: [variation(101, 3500), variation(102, 2200)] }];
const catalogue = {
  optionsForType: () => OPTIONS,
  variations: new Map(OPTIONS.flatMap((o) => o.variations.map((v) => [v.id, v] as const))),
} as unknown as Catalogue;
const type = (t: Partial<BookingType>) => ({ price_per_booking: 0, price_per_person: 0, deposit_per_person: 0, full_payment_required: false, balance_on_arrival: false, deposit_due_days: 3, balance_due_days: 2, no_show_fee_pp: 0, ...t }) as BookingType;
const brunch = type({ deposit_per_person: 1000 });

describe('what a booking is worth', () => {
  it('is never less than its deposit: a brunch for six with nothing chosen yet is a £60 booking, with no balance', () => {
    const money = priceBooking(catalogue, brunch, 6, [], '2026-11-21', '2026-11-28');
    expect(money).toMatchObject({ value: 6000, deposit: 6000, balance: 0, requires_balance: false, options_value: 0 });
  });

  it('is the chosen packages when they come to more, the deposit being part of it', () => {
    const money = priceBooking(catalogue, brunch, 6, [{ variation_id: 101, quantity: 6, choices: [] }], '2026-11-21', '2026-11-28');
    expect(money).toMatchObject({ value: 21000, deposit: 6000, balance: 15000, requires_balance: true, options_value: 21000 });
  });

  it('is the deposit when what is chosen comes to less', () => {
    const money = priceBooking(catalogue, brunch, 6, [{ variation_id: 102, quantity: 2, choices: [] }], '2026-11-21', '2026-11-28');
    expect(money).toMatchObject({ value: 6000, deposit: 6000, balance: 0, options_value: 4400 });
  });

  it('is the price of a type paid in full, and nothing for a free table', () => {
    expect(priceBooking(catalogue, type({ price_per_person: 3500, full_payment_required: true }), 4, [], '2026-11-21', '2026-12-31')).toMatchObject({ value: 14000, deposit: 14000, balance: 0 });
    expect(priceBooking(catalogue, type({}), 4, [], '2026-11-21', '2026-11-28')).toMatchObject({ value: 0, deposit: 0, balance: 0, requires_deposit: false });
  });
});
