/**
 * Joining a booking by its link (rest/booking/join/{join_token}, spec §2.4, §3 "Join booking", §4):
 * what the link shows, and adding the guest. The token is the booking's invite code, a 192-bit secret.
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import type { Queryable } from '../../db/index.ts';
import { findBookingByInviteCode, findBookingVariations, type BookingRow } from '../../db/repositories/bookings.ts';
import { findGuestAccount } from '../../db/repositories/guest-accounts.ts';
import { countGuests, hasGuestEmail, insertJoinedGuest, type JoinedGuestRow } from '../../db/repositories/guests.ts';
import { sameSecret, urlSecret } from '../../domain/booking-codes.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';
import { preOrderLocked } from '../../domain/bookings/view.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { Conflict, InvalidInput, NotFound } from '../../domain/errors.ts';
import { joinForm, type JoinForm } from '../../domain/guests/join-input.ts';
import { joinBookingSummary, joinChoices } from '../../domain/guests/join-view.ts';
import { guestJoinedEmail } from '../../mail/guest-emails.ts';
import { brandName, siteLink } from '../customers/links.ts';
import { guestPackageIds } from '../../domain/pre-orders/guest-packages.ts';
import { GuestMoney, GuestPreOrders, type CheckedPreOrder } from '../pre-orders/index.ts';
import type { GuestsDeps } from './deps.ts';
import { longDateTime } from '../../../engine/time/format.ts';
import { enqueueWithinLimits } from '../../mail/recipient-limits.ts';

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

export interface JoinLookup {
  brandId: number;
  joinToken: string;
  /** The package the guest joins for (the page's {variation}); absent: the booking's first. */
  variationId: number | undefined;
}

export interface JoinCommand {
  brandId: number;
  joinToken: string;
  guest: Record<string, unknown>;
}

/** The join form read, or its refusal, kept to report with the choices' own. */
function readForm(guest: Record<string, unknown>): { form: JoinForm; error?: undefined } | { form?: undefined; error: InvalidInput } {
  try {
    return { form: joinForm(guest) };
  } catch (error) {
    if (error instanceof InvalidInput) return { error };
    throw error;
  }
}

/** Two refusals of one form as one: every field named. */
function together(a: InvalidInput, b: InvalidInput): InvalidInput {
  const fields = { ...a.fields, ...b.fields };
  return new InvalidInput(Object.values(fields).map(([m]) => m).join(', '), fields);
}

/** The same words for an unknown link, a cancelled booking's and a full one's: a link says no more. */
const linkGone = () => new NotFound(account.join.invalidLink);

/**
 * The lead booker is one of the booking's people, so a party of n has room for n − 1 guests.
 * (docs/decisions.md: "Join link: who counts towards a full booking")
 */
const isFull = (booking: BookingRow, guests: number) => guests + 1 >= booking.people;

export class GuestJoining {
  private readonly preOrders: GuestPreOrders;

  constructor(private readonly deps: GuestsDeps) {
    this.preOrders = new GuestPreOrders(deps);
  }

  async view(command: JoinLookup) {
    const booking = await this.joinable(this.deps.db, command.brandId, command.joinToken);
    if (isFull(booking, await countGuests(this.deps.db, booking.id))) throw linkGone();
    const catalogue = await this.deps.catalogue.get();
    // Once the pre-order is locked a guest still joins, but chooses nothing (docs/decisions.md).
    const locked = this.locked(booking, catalogue);
    const { variation_id, choices, packages } = locked
      ? { variation_id: null, choices: [], packages: [] }
      : joinChoices(await findBookingVariations(this.deps.db, booking.id), catalogue, command.variationId);
    return {
      data: {
        lead_booker: { forename: booking.forename, surname: booking.surname },
        booking: joinBookingSummary(booking, catalogue),
        choices,
        packages,
      },
      meta: { variation_id, customer: null, pre_order_locked: locked },
    };
  }

  /**
   * Adds the guest with their package and choices (every group with a selectable item filled); the
   * booking row is locked first, so two joins cannot both take the last place, and a pre-order that
   * locks meanwhile refuses the choices (423). Wrong names and wrong choices are refused together.
   */
  async join(command: JoinCommand): Promise<{ unique_code: string; message: string }> {
    const read = readForm(command.guest);
    const catalogue = await this.deps.catalogue.get();
    const guest = await this.deps.db.transaction(async (tx) => {
      const booking = await this.joinable(tx, command.brandId, command.joinToken, { forUpdate: true });
      // Someone already on the booking is told so, even once it is full; the lead booker is not one of their own guests.
      if (read.form && read.form.email !== '' && read.form.email.toLowerCase() === booking.email.toLowerCase()) throw new Conflict(account.join.leadBooker);
      if (read.form && read.form.email !== '' && (await hasGuestEmail(tx, booking.id, read.form.email))) throw new Conflict(account.join.alreadyAdded);
      if (isFull(booking, await countGuests(tx, booking.id))) throw linkGone();
      const preOrder = await this.preOrder(tx, catalogue, booking, command.guest).catch((error: unknown) => {
        throw read.error && error instanceof InvalidInput ? together(read.error, error) : error;
      });
      if (!read.form) throw read.error;
      const at = preOrder.choices.length > 0 ? new Date(this.deps.clock.now()) : null;
      const joined = await insertJoinedGuest(tx, { booking_id: booking.id, ...read.form, ...preOrder, pre_order_updated_at: at, unique_code: urlSecret() });
      await new GuestMoney(catalogue).joined(tx, booking, joined.id, joined);
      await this.welcome(tx, booking, joined);
      return joined;
    });
    return { unique_code: guest.unique_code, message: account.join.added };
  }

  /** When the new guest gave an address, the e-mail with their page and their invitation to add the booking to an account (guest join by code). */
  private async welcome(tx: Queryable, booking: BookingRow, guest: JoinedGuestRow) {
    if (guest.email === '') return;
    const { join_code } = (await findGuestAccount(tx, booking.id, guest.id))!;
    const bar = (await this.deps.catalogue.get()).bars.get(booking.bar_id);
    const link = (path: string) => siteLink(this.deps.publicUrl, booking.brand_id, path);
    await enqueueWithinLimits(
      tx,
      guestJoinedEmail({
        to: guest.email,
        forename: guest.forename,
        bookingId: booking.id,
        leadBookerName: `${booking.forename} ${booking.surname}`.trim(),
        bookingText: `${booking.people} people at ${bar?.branded_name ?? ''} on ${longDateTime(booking.booking_date, booking.booking_time)}`,
        brandName: brandName(booking.brand_id),
        brandId: booking.brand_id,
        guestPageLink: link(`/guest/${guest.unique_code}`),
        guestJoinLink: link(`/guest-join/${join_code}`),
      }),
      this.deps.mailLimits,
    );
  }

  /** The guest's package (the one sent, else the booking's first unless the pre-order is locked) and their choices, checked. */
  private async preOrder(tx: Queryable, catalogue: Catalogue, booking: BookingRow, guest: Record<string, unknown>): Promise<CheckedPreOrder> {
    const sent = guest.variation_id;
    const own = guestPackageIds(await findBookingVariations(tx, booking.id), catalogue);
    // Anything sent that is not one of the booking's per-person packages is refused as not the booking's.
    const variationId = sent === undefined || sent === null || sent === '' ? (this.locked(booking, catalogue) ? null : (own[0] ?? null)) : own.includes(Number(sent)) ? Number(sent) : 0;
    return this.preOrders.check(tx, catalogue, booking, { variationId, choices: guest.choices });
  }

  private locked(booking: BookingRow, catalogue: Catalogue): boolean {
    return preOrderLocked(booking, catalogue.types.get(booking.booking_type_id), new Date(this.deps.clock.now()));
  }

  /** The booking of a join token, unless it is cancelled. */
  private async joinable(db: Queryable, brandId: number, token: string, options: { forUpdate?: boolean } = {}): Promise<BookingRow> {
    if (!TOKEN.test(token)) throw linkGone();
    const booking = await findBookingByInviteCode(db, brandId, token, options);
    if (!booking || !sameSecret(token, booking.invite_code) || isCancelled(booking.status_id)) throw linkGone();
    return booking;
  }
}
