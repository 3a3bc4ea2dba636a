/**
 * What a guest's pre-order costs, and who pays it (docs/decisions.md, "Shares from what each person chose").
 * A guest's place is the type's price per person, their own package's price and the premiums they chose;
 * a guest who joined by the link pays their own place, the lead booker the rest of the booking's value.
 * Premiums chosen after booking raise the booking's value and balance, and the share of whoever pays for
 * that guest, in the transaction of the choice (the caller holds the booking row FOR UPDATE).
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import type { Queryable } from '../../db/index.ts';
import { addPremiums, findBookingVariations, setBookingVariationChoices, type BookingRow, type BookingVariationRow } from '../../db/repositories/bookings.ts';
import { guestShares, lockGuest, setGuestOutstanding, setGuestShare } from '../../db/repositories/guest-accounts.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { Conflict } from '../../domain/errors.ts';
import { fittedShares, joiningShare, movedShare, placeValue, type ShareRules, type Unclaimed } from '../../domain/guests/share.ts';
import { storedChoices } from '../../domain/pre-orders/booking-packages.ts';
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

/** What the booking owes that no guest has taken on (the lead booker's part), in all. */
async function unclaimed(tx: Queryable, booking: Pick<BookingRow, 'id' | 'deposit_balance' | 'balance'>): Promise<Unclaimed> {
  const owedByGuests = (await guestShares(tx, booking.id)).reduce((sum, g) => sum + g.deposit_balance + g.balance, 0);
  return Math.max(0, booking.deposit_balance + booking.balance - owedByGuests);
}

export class GuestMoney {
  constructor(private readonly catalogue: Catalogue) {}

  /** A guest joined with a pre-order: its premiums join the booking's value, and the guest takes on their place. */
  async joined(tx: Queryable, booking: BookingRow, guestId: number, preOrder: PlacePreOrder): Promise<void> {
    const added = premiums(this.catalogue, preOrder);
    const now = added === 0 ? booking : await addPremiums(tx, booking.id, added);
    const rules = rulesOf(this.catalogue, now);
    const place = placeValue(rules, packagePrice(await findBookingVariations(tx, booking.id), preOrder), added);
    await setGuestShare(tx, guestId, joiningShare(rules, place, await unclaimed(tx, now)));
  }

  /**
   * A guest's pre-order changed from `before` to `after`: the change in premiums moves the booking's value;
   * a guest who pays their own place has their share moved by the change in its cost.
   */
  async changed(tx: Queryable, booking: BookingRow, guestId: number, before: PlacePreOrder | null, after: PlacePreOrder): Promise<void> {
    const was = before ?? NONE;
    const change = premiums(this.catalogue, after) - premiums(this.catalogue, was);
    const guest = await lockGuest(tx, guestId);
    // A guest the lead booker added (no page of their own) is paid for by the lead booker: their part is the booking's.
    const paying = guest && guest.unique_code !== null ? guest : undefined;
    const packages = paying ? await findBookingVariations(tx, booking.id) : [];
    const moved = paying ? placeCost(this.catalogue, packages, after) - placeCost(this.catalogue, packages, was) : 0;
    // A place (or the lead booker's part) left cheaper than what was already paid for it would leave money nobody
    // owes: refused, nothing stored.
    if (paying ? -moved > paying.deposit_balance + paying.balance : -change > (await unclaimed(tx, booking))) throw new Conflict(account.guestPage.paidChoice);
    const now = change === 0 ? booking : await addPremiums(tx, booking.id, change);
    if (paying && moved !== 0) await setGuestShare(tx, paying.id, movedShare(paying, moved, await unclaimed(tx, now)));
    if (change < 0) await fitGuestShares(tx, now);
  }

  /**
   * A guest left the booking (their row already deleted): their place is the lead booker's again, and their premiums
   * leave the booking's value as far as the booking still owes them; a premium already paid for stays paid, and in
   * the value (docs/decisions.md, "A removed guest's premiums").
   */
  async removed(tx: Queryable, booking: BookingRow, guest: PlacePreOrder): Promise<void> {
    const drop = Math.min(premiums(this.catalogue, guest), await unclaimed(tx, booking));
    // Within the lead booker's part: every guest's share still fits what the booking owes.
    if (drop > 0) await addPremiums(tx, booking.id, -drop);
  }

  /**
   * A per-booking package's choices changed: its premiums, once per package bought, move its unit price and the
   * booking's value; they are the lead booker's, so a fall below what the lead booker still owes is refused.
   */
  async itemsChanged(tx: Queryable, booking: BookingRow, variationId: number, choices: readonly ChosenChoice[]): Promise<void> {
    const row = (await findBookingVariations(tx, booking.id)).find((v) => v.variation_id === variationId);
    const variation = this.catalogue.variations.get(variationId);
    const change = premiumOf(variation, choices) - premiumOf(variation, storedChoices(row?.choices));
    const quantity = row?.quantity ?? 1;
    if (-change * quantity > (await unclaimed(tx, booking))) throw new Conflict(account.guestPage.paidChoice);
    await setBookingVariationChoices(tx, booking.id, variationId, choices, change);
    if (change !== 0) await addPremiums(tx, booking.id, change * quantity);
  }
}

/** After the booking's balances went down by more than its guests paid (the lead booker paid for some of them), the guests' shares fit what it owes. */
export async function fitGuestShares(tx: Queryable, booking: Pick<BookingRow, 'id' | 'deposit_balance' | 'balance'>): Promise<void> {
  const guests = await guestShares(tx, booking.id);
  const fitted = fittedShares(guests, booking.deposit_balance + booking.balance);
  for (const guest of fitted) {
    const was = guests.find((g) => g.id === guest.id)!;
    if (was.deposit_balance !== guest.deposit_balance || was.balance !== guest.balance) await setGuestOutstanding(tx, guest.id, guest);
  }
}
