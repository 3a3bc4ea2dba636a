/**
 * Guest join by code (/guest-join/{code}, spec §2.4, §4, §5, §7.3 rest/booking/guest-join/{code}): a
 * guest's invitation, e-mailed to them, links the guest to their own account, and the booking then
 * shows at /edit-booking/{booking_id}. Not logged in: forename, surname and password ask for the account,
 * and the invitation's address gets the verification e-mail (an invitation can be forwarded, and the lead
 * booker knows the code): the account is made, and the guest linked to it, when its link is followed.
 * Logged in as the invited customer: a confirm; logged in as someone else: refused, the page offers to log out.
 * The code is the guest's `join_code` (docs/decisions.md, "Guest join by code").
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import type { Queryable } from '../../db/index.ts';
import { findBooking, type BookingRow } from '../../db/repositories/bookings.ts';
import type { AccountRow } from '../../db/repositories/customers.ts';
import { findCustomerByEmail } from '../../db/repositories/customers.ts';
import { findGuestByJoinCode, findGuestOfCustomer, linkGuestAccount, type GuestAccountRow } from '../../db/repositories/guest-accounts.ts';
import { sameSecret } from '../../domain/booking-codes.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';
import { messages } from '../../domain/customers/messages.ts';
import { Conflict, Forbidden, NotFound } from '../../domain/errors.ts';
import { guestJoinForm } from '../../domain/guests/guest-join-input.ts';
import { joinBookingSummary } from '../../domain/guests/join-view.ts';
import type { PendingAccount } from '../../db/repositories/customer-tokens.ts';
import { commonPasswordCheck } from '../customers/common-passwords.ts';
import { hashPassword } from '../customers/passwords.ts';
import type { GuestsDeps } from './deps.ts';
import { inBrand } from '../../domain/brand-scope.ts';

const CODE = /^[A-Za-z0-9_-]{1,200}$/;

/** The account services guest join uses: who is logged in, and an account asked for with an address to prove. */
export interface GuestJoinAccounts {
  customerOf(sessionId: string | undefined): Promise<AccountRow | undefined>;
  pendingAccount(tx: Queryable, account: { brandId: number; email: string; pending: PendingAccount }): Promise<void>;
}

export interface GuestJoinLookup {
  brandId: number;
  code: string;
  sessionId: string | undefined;
}

export interface GuestJoinCommand extends GuestJoinLookup {
  forename: unknown;
  surname: unknown;
  password: unknown;
}

export interface GuestJoined {
  booking_id: number;
  /** Not logged in: the verification e-mail went to the invitation's address, and the guest joins when its link is followed. */
  emailSent: boolean;
}

/** An unknown code, another brand's, a cancelled booking's or one with no address to prove: the link says no more. */
const linkGone = () => new NotFound(account.join.invalidLink);

/** The invited customer: the account the guest is linked to, else the one of the guest's address. */
const isInvited = (guest: GuestAccountRow, customer: { id: number; email: string }) =>
  guest.customer_id !== null ? guest.customer_id === customer.id : guest.email.toLowerCase() === customer.email.toLowerCase();

export class GuestJoinByCode {
  constructor(private readonly deps: GuestsDeps & { accounts: GuestJoinAccounts }) {}

  /** GET: the invitation, and meta.user (the logged-in customer, or null) with whether they are the one invited. */
  async view(command: GuestJoinLookup) {
    const { guest, booking } = await this.invitation(this.deps.db, command);
    const user = await this.deps.accounts.customerOf(command.sessionId);
    const existing = user ? undefined : await findCustomerByEmail(this.deps.db, guest.email);
    return {
      data: {
        booking_id: booking.id,
        forename: guest.forename,
        surname: guest.surname,
        email: guest.email,
        accepted: guest.accepted,
        lead_booker_name: `${booking.forename} ${booking.surname}`.trim(),
        booking: joinBookingSummary(booking, await this.deps.catalogue.get()),
        has_account: user ? true : Boolean(existing?.email_verified_at && existing.password_hash),
      },
      meta: {
        user: user ? { id: user.id, email: user.email, forename: user.forename, surname: user.surname } : null,
        invited: user ? isInvited(guest, user) : false,
      },
    };
  }

  /** POST: links the guest to the logged-in invited customer, or to a new account made from the form. */
  async join(command: GuestJoinCommand): Promise<GuestJoined> {
    const user = await this.deps.accounts.customerOf(command.sessionId);
    if (user) {
      const { guest } = await this.invitation(this.deps.db, command);
      if (!isInvited(guest, user)) throw new Forbidden(account.guestJoin.otherUser);
      return this.deps.db.transaction(async (tx) => {
        const { guest: held, booking } = await this.invitation(tx, command, { forUpdate: true });
        await this.link(tx, held, booking, user.id);
        return { booking_id: booking.id, emailSent: false };
      });
    }
    const form = guestJoinForm(command, await commonPasswordCheck());
    const { guest } = await this.invitation(this.deps.db, command);
    const existing = await findCustomerByEmail(this.deps.db, guest.email);
    if (existing?.email_verified_at && existing.password_hash) throw new Conflict(messages.alreadyRegistered);
    // Hashed before the transaction: it takes tens of milliseconds and holds nothing.
    const passwordHash = await hashPassword(form.password);
    return this.deps.db.transaction(async (tx) => {
      const { guest: held, booking } = await this.invitation(tx, command, { forUpdate: true });
      await this.deps.accounts.pendingAccount(tx, { brandId: command.brandId, email: held.email, pending: { forename: form.forename, surname: form.surname, passwordHash, guestId: held.id } });
      return { booking_id: booking.id, emailSent: true };
    });
  }

  /** The guest is the customer's; an account already on the booking as another guest is told so. */
  private async link(tx: Queryable, guest: GuestAccountRow, booking: BookingRow, customerId: number) {
    if (guest.customer_id !== null && guest.customer_id !== customerId) throw new Forbidden(account.guestJoin.otherUser);
    if (booking.customer_id === customerId) throw new Conflict(account.join.leadBooker);
    const already = await findGuestOfCustomer(tx, booking.id, customerId);
    if (already && already.id !== guest.id) throw new Conflict(account.join.alreadyAdded);
    await linkGuestAccount(tx, guest.id, customerId);
  }

  /** The guest and booking of a code, of the call's brand; with `forUpdate` the guest's row is held. */
  private async invitation(db: Queryable, command: GuestJoinLookup, options: { forUpdate?: boolean } = {}) {
    if (!CODE.test(command.code)) throw linkGone();
    const guest = await findGuestByJoinCode(db, command.code, options);
    const booking = guest && sameSecret(command.code, guest.join_code) ? await findBooking(db, guest.booking_id) : undefined;
    if (!guest || !booking || !inBrand(booking.brand_id, command.brandId) || isCancelled(booking.status_id) || guest.email === '') throw linkGone();
    return { guest, booking };
  }
}
