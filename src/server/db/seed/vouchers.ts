/**
 * The demo voucher campaign (issue 15): a code everyone may use once (as a poster or a post would carry
 * it) and three codes for one person each, all random and printed at start. Production never seeds them.
 */
import { randomInt } from 'node:crypto';
import type { Queryable } from '../index.ts';
import { insertCampaign } from '../repositories/vouchers.ts';

// No 0/O or 1/I/L: a code is read off a screen or a flyer and typed.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const randomCode = (length: number) => Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export async function seedVouchers(tx: Queryable, at: Date): Promise<void> {
  await insertCampaign(tx, {
    name: 'Welcome to the app',
    description: 'A free drink on your next visit',
    startsAt: new Date(Date.UTC(2026, 0, 1)),
    endsAt: null,
    codes: [{ code: randomCode(8), maxUses: null }, ...Array.from({ length: 3 }, () => ({ code: randomCode(10), maxUses: 1 }))],
    at,
  });
}
