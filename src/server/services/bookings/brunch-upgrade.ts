/**
 * The brunch upgrade (spec §2.4, §4, §7.2 rest/booking/manage/{manage_key}/brunch-upgrade): a brunch
 * booker asks the bar's party team to call them back, in one of the enquiry flow's callback windows
 * before the booking; the team hears of it by e-mail.
 */
import { findBooking, type BookingRow } from '../../db/repositories/bookings.ts';
import { findBrunchUpgradeCall, insertBrunchUpgradeCall, type BrunchUpgradeCallRow } from '../../db/repositories/brunch-upgrade-calls.ts';
import { enqueueEmail } from '../../db/repositories/outbox.ts';
import { BRUNCH_UPGRADE_MESSAGES, callDate, canUpgradeBrunch, chosenSlot, notesField } from '../../domain/bookings/brunch-upgrade.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import { callbackSlots, type CallbackSlot } from '../../domain/session/callback-slots.ts';
import { bookingEmailContext } from '../../mail/booking-emails.ts';
import { brunchUpgradeRequestedEmail } from '../../mail/brunch-upgrade-emails.ts';
import { resolveBooking } from './access.ts';
import type { BookingsDeps } from './deps.ts';
import type { BookingCommand } from './management.ts';

export interface BrunchUpgradeRequest extends BookingCommand {
  callbackSlot: unknown;
  notes: unknown;
  /** The booking's id, when the client sends it. */
  id: unknown;
}

interface SlotAnswer extends CallbackSlot {
  asap: boolean;
}

export interface BrunchUpgradeAnswer {
  data: SlotAnswer[];
  meta: {
    can_upgrade: boolean;
    has_existing_call: boolean;
    existing_call: { id: number; date: string; notes: string | null; slot: SlotAnswer } | null;
  };
}

const asAnswer = (slot: CallbackSlot): SlotAnswer => ({ date: slot.date, start: slot.start, end: slot.end, asap: false });

export class BrunchUpgrade {
  constructor(private readonly deps: BookingsDeps) {}

  async view(command: BookingCommand): Promise<BrunchUpgradeAnswer> {
    const booking = await resolveBooking(this.deps.db, command.brandId, command.access);
    const catalogue = await this.deps.catalogue.get();
    return this.answer(booking, catalogue, await findBrunchUpgradeCall(this.deps.db, booking.id));
  }

  /** Stores the request and queues the party team's e-mail with it; refused as a whole otherwise. */
  async request(command: BrunchUpgradeRequest): Promise<BrunchUpgradeAnswer> {
    const found = await resolveBooking(this.deps.db, command.brandId, command.access);
    if (command.id !== undefined && command.id !== null && String(command.id) !== String(found.id)) throw new NotFound('Booking not found.');
    const catalogue = await this.deps.catalogue.get();
    const notes = notesField(command.notes);
    const call = await this.deps.db.transaction(async (tx) => {
      const booking = (await findBooking(tx, found.id, { forUpdate: true }))!;
      if (!this.canUpgrade(booking, catalogue)) throw new Conflict(BRUNCH_UPGRADE_MESSAGES.cannotUpgrade);
      const slot = chosenSlot(command.callbackSlot, this.offered(booking));
      const team = catalogue.bars.get(booking.bar_id)?.party_booking_email;
      // A bar without a party team address cannot be told: nothing is stored.
      if (!team) throw new Conflict(BRUNCH_UPGRADE_MESSAGES.cannotUpgrade);
      const stored = await insertBrunchUpgradeCall(tx, { booking_id: booking.id, callback_date: slot.date, start_hour: slot.start, end_hour: slot.end, notes });
      if (!stored) throw new Conflict(BRUNCH_UPGRADE_MESSAGES.alreadyRequested);
      await enqueueEmail(tx, brunchUpgradeRequestedEmail(bookingEmailContext(booking, catalogue, this.deps.publicUrl), team, slot, notes));
      return stored;
    });
    return this.answer(found, catalogue, call);
  }

  private canUpgrade(booking: BookingRow, catalogue: Catalogue): boolean {
    return canUpgradeBrunch(booking, catalogue.types.get(booking.booking_type_id)?.flow, new Date(this.deps.clock.now()));
  }

  /** The enquiry flow's callback windows, all ending before the booking starts. */
  private offered(booking: BookingRow): CallbackSlot[] {
    return callbackSlots(new Date(this.deps.clock.now()), booking.start_at);
  }

  private answer(booking: BookingRow, catalogue: Catalogue, call: BrunchUpgradeCallRow | undefined): BrunchUpgradeAnswer {
    const canUpgrade = this.canUpgrade(booking, catalogue);
    const existing = call
      ? { id: call.id, date: callDate({ date: call.callback_date, start: call.start_hour }), notes: call.notes, slot: asAnswer({ date: call.callback_date, start: call.start_hour, end: call.end_hour }) }
      : null;
    return {
      // Nothing to choose once a call is asked for, or when the booking cannot be upgraded.
      data: canUpgrade && !call ? this.offered(booking).map(asAnswer) : [],
      meta: { can_upgrade: canUpgrade, has_existing_call: call !== undefined, existing_call: existing },
    };
  }
}
