import type { Queryable } from '../../db/index.ts';
import { findBooking } from '../../db/repositories/bookings.ts';
import { findGuestByJoinCode } from '../../db/repositories/guest-accounts.ts';
import { findGuestByCode } from '../../db/repositories/guests.ts';
import { findBookingId, findDepositRequest, findOrder } from '../../db/repositories/payments.ts';

/** What a code in an account page's path is: a booking's payment token, manage key or join token (invite code), a guest's code or invitation code, a deposit request's token, an order id. */
export type CodeKind = 'paymentToken' | 'manageKey' | 'inviteCode' | 'guestCode' | 'guestJoinCode' | 'depositRequest' | 'order';

/** Codes in paths are URL-safe secrets or references: anything else is not looked up. */
const CODE = /^[A-Za-z0-9_-]{1,100}$/;

/** The brand of the booking a code belongs to, so its page wears that brand. */
export class CodeBrands {
  constructor(private readonly deps: { db: Queryable }) {}

  async brandOf(kind: CodeKind, code: string): Promise<number | undefined> {
    if (!CODE.test(code)) return undefined;
    const { db } = this.deps;
    if (kind === 'order') return (await findOrder(db, code))?.brand_id;
    if (kind === 'guestCode' || kind === 'guestJoinCode') {
      const guest = kind === 'guestCode' ? await findGuestByCode(db, code) : await findGuestByJoinCode(db, code);
      return guest ? (await findBooking(db, guest.booking_id))?.brand_id : undefined;
    }
    const bookingId =
      kind === 'paymentToken'
        ? await findBookingId(db, { paymentToken: code })
        : kind === 'manageKey'
          ? await findBookingId(db, { manageKey: code })
          : kind === 'inviteCode'
            ? await findBookingId(db, { inviteCode: code })
            : (await findDepositRequest(db, { token: code }))?.booking_id;
    return bookingId ? (await findBooking(db, bookingId))?.brand_id : undefined;
  }
}
