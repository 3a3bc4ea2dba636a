/**
 * Reminders to a guest (POST rest/booking/{id}/reminder/{type}, spec §4, §7.3): an e-mail with the
 * guest's own link. An invite reminder only while the guest has not accepted, a pre-order reminder only
 * when the guest has a package to choose for and the pre-order is open; every kind needs the guest's
 * e-mail address. At most one of a kind per guest per hour: the guest's row is locked while the last
 * one is looked up and this one recorded, so two at once send one e-mail.
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import { updateBookingGuest } from '../../db/repositories/guest-list.ts';
import { lastReminderSince, recordReminder, type ReminderKind } from '../../db/repositories/guest-reminders.ts';
import { urlSecret } from '../../domain/booking-codes.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';
import { preOrderLocked } from '../../domain/bookings/view.ts';
import { Conflict, InvalidInput, TooManyAttempts } from '../../domain/errors.ts';
import { guestMessages } from '../../domain/guests/guest-messages.ts';
import { bookingEmailContext } from '../../mail/booking-emails.ts';
import { guestReminderEmail } from '../../mail/guest-reminder-emails.ts';
import type { GuestAdminDeps } from './deps.ts';
import { guestOf, managerOf, type ManagerAccess } from './managers.ts';
import { enqueueWithinLimits } from '../../mail/recipient-limits.ts';

const HOUR = 60 * 60_000;

export interface ReminderCommand {
  brandId: number;
  access: ManagerAccess;
  kind: ReminderKind;
  /** The body's guest_id, as sent. */
  guestId: unknown;
}

export class GuestReminders {
  constructor(private readonly deps: GuestAdminDeps) {}

  async send(command: ReminderCommand): Promise<{ message: string }> {
    const { booking } = await managerOf(this.deps.db, this.deps.signedIn, command.brandId, command.access);
    if (isCancelled(booking.status_id)) throw new Conflict(guestMessages.cancelled);
    const catalogue = await this.deps.catalogue.get();
    await this.deps.db.transaction(async (tx) => {
      const guest = await guestOf(tx, booking.id, String(command.guestId ?? ''), { forUpdate: true });
      const name = guest.forename || 'This guest';
      const now = new Date(this.deps.clock.now());
      if (guest.email === '') throw new InvalidInput(guestMessages.noEmail(name), { guest_id: [guestMessages.noEmail(name)] });
      if (command.kind === 'invite-reminder' && guest.accepted) throw new Conflict(guestMessages.alreadyAccepted(name));
      if (command.kind === 'pre-order') {
        if (guest.variation_id === null) throw new Conflict(guestMessages.noPackage(name));
        if (preOrderLocked(booking, catalogue.types.get(booking.booking_type_id), now)) throw new Conflict(account.booking.preOrderLocked);
      }
      const last = await lastReminderSince(tx, guest.id, command.kind, new Date(now.getTime() - HOUR));
      if (last) {
        const wait = last.getTime() + HOUR - now.getTime();
        throw new TooManyAttempts(guestMessages.reminderTooSoon(name, Math.max(1, Math.ceil(wait / 60_000))), wait);
      }
      // A guest made before guests had their own page gets one now: the e-mail's link is theirs. The
      // invitation goes to /guest-join/{join_code}, the code that is only ever e-mailed to the guest.
      const code = guest.unique_code ?? (await updateBookingGuest(tx, guest.id, { unique_code: urlSecret() })).unique_code!;
      await recordReminder(tx, guest.id, command.kind, now);
      const link = command.kind === 'invite-reminder' ? `/guest-join/${guest.join_code}` : `/guest/${code}`;
      const email = guestReminderEmail(bookingEmailContext(booking, catalogue, this.deps.publicUrl), { forename: guest.forename, email: guest.email, link }, command.kind);
      await enqueueWithinLimits(tx, email, this.deps.mailLimits);
    });
    return { message: guestMessages.reminderSent };
  }
}
