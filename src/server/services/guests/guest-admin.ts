/**
 * The lead booker's guest list (spec §2.3, §6, §7.3): the guests with their shares, a guest's details
 * and co-host flag changed, a guest removed. By manage key (rest/my-bookings/token/{token}/…) or signed
 * in by the booking's id (rest/booking/{id}/…), as the lead booker or a co-host (managers.ts).
 */
import { joinLink } from '../../../engine/i18n/brand.ts';
import type { Queryable } from '../../db/index.ts';
import { findBooking, type BookingRow } from '../../db/repositories/bookings.ts';
import { setGuestPreOrder } from '../../db/repositories/guests.ts';
import { deleteBookingGuest, emailTakenByOther, listBookingGuests, paidByGuest, updateBookingGuest } from '../../db/repositories/guest-list.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';
import { preOrderLocked } from '../../domain/bookings/view.ts';
import { Conflict, Forbidden } from '../../domain/errors.ts';
import { guestEdit } from '../../domain/guests/guest-edit-input.ts';
import { guestListView, type GuestListView } from '../../domain/guests/guest-list-view.ts';
import { guestMessages } from '../../domain/guests/guest-messages.ts';
import { GuestMoney, type GuestPreOrders } from '../pre-orders/index.ts';
import type { GuestAdminDeps } from './deps.ts';
import { guestOf, managerOf, type ManagerAccess } from './managers.ts';

export interface GuestListCommand {
  brandId: number;
  access: ManagerAccess;
}

export interface GuestCommand extends GuestListCommand {
  /** The guest's id as sent in the path. */
  guestId: string;
}

export interface GuestChange extends GuestCommand {
  body: Record<string, unknown>;
}

export interface GuestListAnswer {
  message: string;
  list: GuestListView;
}

export class GuestAdmin {
  constructor(private readonly deps: GuestAdminDeps & { preOrders: GuestPreOrders }) {}

  async list(command: GuestListCommand): Promise<GuestListView> {
    const { booking, coHostId } = await managerOf(this.deps.db, this.deps.signedIn, command.brandId, command.access);
    return this.viewOf(this.deps.db, booking, coHostId);
  }

  /** Changes a guest's details or co-host flag: 'Guest has been updated'. */
  async update(command: GuestChange): Promise<GuestListAnswer> {
    const { booking, coHostId } = await this.managing(command);
    // Read before the transaction: a first load inside it would wait on the embedded database's one connection.
    const catalogue = await this.deps.catalogue.get();
    await this.deps.db.transaction(async (tx) => {
      // The booking row first, as every pre-order change takes it: a package given here obeys the lock.
      const locked = (await findBooking(tx, booking.id, { forUpdate: true }))!;
      const guest = await guestOf(tx, booking.id, command.guestId, { forUpdate: true });
      const edit = guestEdit(command.body, guest);
      // Co-hosts are the lead booker's to choose: a co-host manages the guests but makes no further co-hosts.
      if (coHostId !== null && edit.admin !== undefined && edit.admin !== guest.admin) throw new Forbidden(guestMessages.leadBookerOnly);
      if (edit.details && edit.details.email !== '' && (await emailTakenByOther(tx, booking.id, guest.id, edit.details.email))) {
        throw new Conflict(guestMessages.emailTaken);
      }
      if (edit.variation !== undefined && edit.variation !== guest.variation_id) {
        // A new package starts with no choices: the old package's answers are not this one's.
        const checked = await this.deps.preOrders.check(tx, catalogue, locked, { variationId: edit.variation, choices: {}, partial: true });
        await setGuestPreOrder(tx, guest.id, { ...checked, at: new Date(this.deps.clock.now()) });
        // The old package's premiums go with its choices; a guest paying their own place now owes the new one's price.
        await new GuestMoney(catalogue).changed(tx, locked, guest.id, guest, checked);
      }
      await updateBookingGuest(tx, guest.id, { ...edit.details, admin: edit.admin });
    });
    return { message: guestMessages.updated, list: await this.viewOf(this.deps.db, booking, coHostId) };
  }

  /**
   * Removes a guest: 'Guest has been deleted'. Their unpaid share is the lead booker's again (the list's
   * lead_booker part), their premiums leave the value as far as still owed (GuestMoney.removed); what they
   * paid stays paid on the booking. The booking row is locked first, as a payment settling for the guest
   * locks it, so the two never interleave.
   */
  async remove(command: GuestCommand): Promise<GuestListAnswer> {
    const { booking, coHostId } = await this.managing(command);
    const catalogue = await this.deps.catalogue.get();
    await this.deps.db.transaction(async (tx) => {
      const locked = (await findBooking(tx, booking.id, { forUpdate: true }))!;
      const guest = await guestOf(tx, booking.id, command.guestId, { forUpdate: true });
      await deleteBookingGuest(tx, guest.id);
      await new GuestMoney(catalogue).removed(tx, locked, guest);
    });
    return { message: guestMessages.deleted, list: await this.viewOf(this.deps.db, booking, coHostId) };
  }

  /** The manager and their booking, which must not be cancelled. */
  private async managing(command: GuestListCommand) {
    const manager = await managerOf(this.deps.db, this.deps.signedIn, command.brandId, command.access);
    if (isCancelled(manager.booking.status_id)) throw new Conflict(guestMessages.cancelled);
    return manager;
  }

  private async viewOf(db: Queryable, booking: BookingRow, coHostId: number | null): Promise<GuestListView> {
    const [rows, paid, catalogue] = await Promise.all([listBookingGuests(db, booking.id), paidByGuest(db, booking.id), this.deps.catalogue.get()]);
    const now = new Date(this.deps.clock.now());
    return guestListView(
      booking,
      rows.map((row) => ({ row, facts: { paid: paid.get(row.id) ?? 0, variations: row.variation_id === null ? [] : [row.variation_id] } })),
      {
        joinLink: isCancelled(booking.status_id) ? null : joinLink(this.deps.publicUrl, booking.invite_code),
        preOrderLocked: preOrderLocked(booking, catalogue.types.get(booking.booking_type_id), now),
        viewerGuestId: coHostId,
      },
    );
  }
}
