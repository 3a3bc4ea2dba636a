/**
 * What a guest's pre-order costs, and who pays it (docs/decisions.md, "Shares from what each person chose").
 * A guest's place is the type's price per person, their own package's price and the premiums they chose;
 * a guest who joined by the link pays their own place, the lead booker the rest of the booking's value.
 * Premiums chosen after booking raise the booking's value and balance, and the share of whoever pays for
 * that guest, in the transaction of the choice (the caller holds the booking row FOR UPDATE).
 */
import type { Queryable } from '../../db/index.ts';
import { addPremiums, findBookingVariations, type BookingRow, type BookingVariationRow } from '../../db/repositories/bookings.ts';
import { guestsOutstanding, lockGuest, setGuestShare } from '../../db/repositories/guest-accounts.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { joiningShare, movedShare, placeValue, type ShareRules, type Unclaimed } from '../../domain/guests/share.ts';
import { premiumOf } from '../../domain/session/money.ts';
import type { ChosenChoice } from '../../../engine/preorder/types.ts';

/** A guest's package and their choices for it. */
export interface PlacePreOrder {
  variation_id: number | null;
  choices: readonly ChosenChoice[];
}

const NONE: PlacePreOrder = { variation_id: null, choices: [] };

function rulesOf(catalogue: Catalogue, booking: BookingRow): ShareRules {
  const type = catalogue.types.get(booking.booking_type_id);
  return { price_per_person: type?.price_per_person ?? 0, deposit_per_person: type?.deposit_per_person ?? 0, full_payment_required: type?.full_payment_required ?? false };
}

const premiums = (catalogue: Catalogue, p: PlacePreOrder) => (p.variation_id === null ? 0 : premiumOf(catalogue.variations.get(p.variation_id), p.choices));

/** The package's price as the booking was sold it (its row). */
const packagePrice = (packages: readonly BookingVariationRow[], p: PlacePreOrder) =>
  p.variation_id === null ? 0 : (packages.find((v) => v.variation_id === p.variation_id)?.unit_price ?? 0);

/** What a guest's pre-order adds to their place: their package and its premiums. */
const placeCost = (catalogue: Catalogue, packages: readonly BookingVariationRow[], p: PlacePreOrder) => packagePrice(packages, p) + premiums(catalogue, p);

/** What the booking owes that no guest but `guestId` has taken on. */
async function unclaimed(tx: Queryable, booking: BookingRow, guestId: number): Promise<Unclaimed> {
  const others = await guestsOutstanding(tx, booking.id, guestId);
  return { deposit_balance: Math.max(0, booking.deposit_balance - others.deposit_balance), balance: Math.max(0, booking.balance - others.balance) };
}

export class GuestMoney {
  constructor(private readonly catalogue: Catalogue) {}

  /** A guest joined with a pre-order: its premiums join the booking's value, and the guest takes on their place. */
  async joined(tx: Queryable, booking: BookingRow, guestId: number, preOrder: PlacePreOrder): Promise<void> {
    const added = premiums(this.catalogue, preOrder);
    const now = added === 0 ? booking : await addPremiums(tx, booking.id, added);
    const rules = rulesOf(this.catalogue, now);
    const place = placeValue(rules, packagePrice(await findBookingVariations(tx, booking.id), preOrder), added);
    await setGuestShare(tx, guestId, joiningShare(rules, place, await unclaimed(tx, now, guestId)));
  }

  /**
   * A guest's pre-order changed from `before` to `after`: the change in premiums moves the booking's value;
   * a guest who pays their own place has their share moved by the change in its cost.
   */
  async changed(tx: Queryable, booking: BookingRow, guestId: number, before: PlacePreOrder | null, after: PlacePreOrder): Promise<void> {
    const was = before ?? NONE;
    const change = premiums(this.catalogue, after) - premiums(this.catalogue, was);
    const now = change === 0 ? booking : await addPremiums(tx, booking.id, change);
    const guest = await lockGuest(tx, guestId);
    // A guest the lead booker added (no page of their own) is paid for by the lead booker: their part is the booking's.
    if (!guest || guest.unique_code === null) return;
    const packages = await findBookingVariations(tx, booking.id);
    const moved = placeCost(this.catalogue, packages, after) - placeCost(this.catalogue, packages, was);
    if (moved === 0) return;
    await setGuestShare(tx, guest.id, movedShare(guest, moved, await unclaimed(tx, now, guest.id)));
  }
}
