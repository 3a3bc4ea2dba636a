/**
 * Saving one guest's own pre-order: their package (one of the booking's) and their choices for it. The
 * one way a guest's pre-order changes, whoever asks (the join link, the guest's page, the booking page):
 * the caller decides who may change which guest; this decides whether the change may be made now and
 * whether the choices are right.
 *
 * The lock (spec §4, docs/decisions.md "When a pre-order locks") is checked on the booking row taken
 * FOR UPDATE, with the clock read after it is taken: of saves racing the lock time, each is either
 * stored before it or refused with Locked (423), never stored after it.
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import errors from '../../../../locales/en-GB/errors.json' with { type: 'json' };
import type { Queryable } from '../../db/index.ts';
import { findBooking, findBookingVariations, type BookingRow } from '../../db/repositories/bookings.ts';
import { findBookingGuest, setGuestPreOrder, type JoinedGuestRow } from '../../db/repositories/guests.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { preOrderLocked } from '../../domain/bookings/view.ts';
import { InvalidInput, Locked, NotFound } from '../../domain/errors.ts';
import { readGuestChoices } from '../../domain/pre-orders/guest-choices.ts';
import type { PreOrdersDeps } from './deps.ts';
import { GuestMoney } from './guest-money.ts';

export interface GuestPreOrderChange {
  /** The guest's booking and the guest: the caller has checked the caller may change this guest. */
  bookingId: number;
  guestId: number;
  /** The package: one of the booking's (which kind a caller allows is its own rule); null for none (then no choices). */
  variationId: number | null;
  /** Choices by choice id, as the calls send them: `{ "12": [34] }` (domain/pre-orders/guest-choices.ts). */
  choices: unknown;
  /** Let groups stay unfilled (a save of one item at a time); otherwise every group must be filled. */
  partial?: boolean;
}

type PreOrderPart = Pick<GuestPreOrderChange, 'variationId' | 'choices' | 'partial'>;

/** A checked pre-order, ready to store on a guest. */
export type CheckedPreOrder = Pick<JoinedGuestRow, 'variation_id' | 'choices'>;

export class GuestPreOrders {
  constructor(private readonly deps: PreOrdersDeps) {}

  /**
   * Saves the guest's pre-order in its own transaction and answers the guest as stored. Throws NotFound
   * (no such booking, or the guest is not on it), Locked (423: the pre-order is closed), InvalidInput
   * (422, field errors under `variation_id` and `choices.{group id}`); nothing is stored then.
   */
  async save(change: GuestPreOrderChange): Promise<JoinedGuestRow> {
    // Read before the transaction: a first load inside it would wait on the embedded database's one connection.
    const catalogue = await this.deps.catalogue.get();
    return this.deps.db.transaction(async (tx) => {
      const booking = await findBooking(tx, change.bookingId, { forUpdate: true });
      if (!booking) throw new NotFound(account.guestPage.notFound);
      const guest = await findBookingGuest(tx, booking.id, change.guestId);
      if (!guest) throw new NotFound(account.guestPage.notFound);
      // The clock is read once the row is held: saves queued on it see the time move forward in their order.
      const now = new Date(this.deps.clock.now());
      const checked = await this.checkAt(tx, catalogue, booking, change, now);
      const saved = await setGuestPreOrder(tx, guest.id, { ...checked, at: now });
      await new GuestMoney(catalogue).changed(tx, booking, guest.id, guest, checked);
      return saved;
    });
  }

  /**
   * The checks of `save` for a caller already in a transaction that took the booking row FOR UPDATE
   * (the join adds the guest and their pre-order at once), with the catalogue read before that
   * transaction began: Locked while the pre-order is closed, else
   * the pre-order to store, else InvalidInput. A change that sets nothing (no package, no choices) is
   * never refused for the lock: a guest without a package may still join a locked booking.
   */
  check(tx: Queryable, catalogue: Catalogue, booking: BookingRow, change: PreOrderPart): Promise<CheckedPreOrder> {
    return this.checkAt(tx, catalogue, booking, change, new Date(this.deps.clock.now()));
  }

  private async checkAt(tx: Queryable, catalogue: Catalogue, booking: BookingRow, change: PreOrderPart, now: Date): Promise<CheckedPreOrder> {
    const empty = change.variationId === null && isEmpty(change.choices);
    if (!empty && preOrderLocked(booking, catalogue.types.get(booking.booking_type_id), now)) throw new Locked(account.booking.preOrderLocked);
    if (change.variationId !== null && !(await findBookingVariations(tx, booking.id)).some((v) => v.variation_id === change.variationId)) {
      throw new InvalidInput(errors.validation.variationUnknown, { variation_id: [errors.validation.variationUnknown] });
    }
    const variation = change.variationId === null ? undefined : catalogue.variations.get(change.variationId);
    return { variation_id: change.variationId, choices: readGuestChoices(variation, change.choices, { partial: change.partial ?? false }) };
  }
}

const isEmpty = (choices: unknown) =>
  choices === undefined || choices === null || (typeof choices === 'object' && Object.values(choices).every((v) => v === null || (Array.isArray(v) && v.length === 0)));
