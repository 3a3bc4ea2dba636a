/**
 * Changing a booking's date, time or party, and re-booking a postponed one (spec §4, §7.2): checked by
 * the widget's own availability engine (domain/availability.ts through domain/session/slots.ts) with
 * the booking's own covers left out, under the capacity lock.
 */
import { addDays } from '../../../engine/time/calendar-date.ts';
import { arrivalOn, type Arrival } from '../../../engine/time/booking-instant.ts';
import { londonToday } from '../../../engine/time/london.ts';
import { changeBooking, findBooking, lockCapacity, occupancyBetween, type BookingRow } from '../../db/repositories/bookings.ts';
import { enqueueEmail } from '../../db/repositories/outbox.ts';
import { offeredSlots } from '../../domain/availability.ts';
import { dateField, dateTimeField, peopleField, rebookFlag } from '../../domain/bookings/change-input.ts';
import { dueDates } from '../../domain/session/money.ts';
import { isCancelled, POSTPONED } from '../../../engine/bookings/status.ts';
import { canChange, type BookingView } from '../../domain/bookings/view.ts';
import type { Bar, BookingType, Catalogue } from '../../domain/catalogue.ts';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../domain/errors.ts';
import { ALTERNATIVE_DATE_RANGE_DAYS, laterDatesWithSlots, slotsFor, type BookedCovers } from '../../domain/session/slots.ts';
import { bookingChangedEmail, bookingEmailContext, guestChangedEmail } from '../../mail/booking-emails.ts';
import { partyTeamEmail } from '../../mail/party-team-emails.ts';
import { listBookingGuests } from '../../db/repositories/guest-list.ts';
import { resolveBooking } from './access.ts';
import type { BookingsDeps } from './deps.ts';
import { BookingManagement, cannotChangeMessage, type BookingCommand } from './management.ts';

export interface ChangeCommand extends BookingCommand {
  /** 'YYYY-MM-DD HH:mm', as sent. */
  date: unknown;
  /** As sent; absent keeps the party as booked. */
  people?: unknown;
  /** As sent: 1 re-books a postponed booking. */
  rebook?: unknown;
}

export interface RebookDatesCommand extends BookingCommand {
  /** 'YYYY-MM-DD', as sent. */
  date: unknown;
}

export const MESSAGES = {
  updated: 'Booking has been updated!',
  rebooked: 'You are re-booked!',
  noAutoConfirm: "Oh snap! Looks like we can't automatically confirm that change...",
  timesAvailable: 'These times are available instead:',
  datesAvailable: 'These dates are available instead:',
  christmasDay: 'We are not taking bookings on 25 December',
  notFuture: 'Please choose a date and time in the future.',
  unchanged: 'Nothing has changed: choose a different date, time or number of people.',
  cancelled: 'This booking has been cancelled',
  postponed: 'This booking has been postponed. Please choose a new date.',
  notPostponed: 'Only a postponed booking can be re-booked.',
} as const;

export interface ChangeResult {
  success: boolean;
  message: string;
  /** Times still bookable on the date asked for (when the time asked for is not). */
  times: string[];
  /** Later dates with a bookable time (when the date asked for has none). */
  dates: Array<{ date: string; available_slots: number }>;
  /** The bar's address to e-mail when nothing can be offered. */
  email: string | null;
  booking: BookingView;
}

/** Re-bookings are never taken on Christmas Day (spec §2.3). */
const isChristmasDay = (date: string) => date.slice(5) === '12-25';

/** What a booking is worth for another party: the same per person; the change falls on the balance, never below nothing. */
function moneyFor(booking: BookingRow, people: number): { value: number; balance: number } {
  if (people === booking.people || booking.value === 0) return { value: booking.value, balance: booking.balance };
  const value = Math.round((booking.value / booking.people) * people);
  return { value, balance: Math.max(0, booking.balance + value - booking.value) };
}

export class BookingChanges {
  constructor(
    private readonly deps: BookingsDeps,
    private readonly management: BookingManagement,
  ) {}

  /** POST rest/my-bookings/token/{token} (and …/re-book): saved, or the times and dates that could be, or the bar's e-mail. */
  async change(command: ChangeCommand): Promise<ChangeResult> {
    const rebook = rebookFlag(command.rebook);
    const found = await resolveBooking(this.deps.db, command.brandId, command.access);
    // The date and time the customer typed are the arrival's, in London; the slots are the trading day's.
    const { date: typedDate, time: typedTime } = dateTimeField(command.date);
    const wanted = arrivalOn(typedDate, typedTime);
    const date = wanted.tradingDate;
    const time = typedTime;
    const people = peopleField(command.people, found.people);
    const catalogue = await this.deps.catalogue.get();
    const { bar, type } = this.barAndType(catalogue, found);
    const now = new Date(this.deps.clock.now());

    const outcome = await this.deps.db.transaction(async (tx) => {
      // The capacity before the booking, as every transaction that takes both: concurrent changes queue here.
      await lockCapacity(tx, found.bar_id, found.booking_type_id);
      const booking = (await findBooking(tx, found.id, { forUpdate: true }))!;
      this.checkMayChange(booking, bar, rebook, now);
      this.checkRequest(booking, type, wanted, people, rebook, now);

      const booked = await this.bookedAround(tx, booking, date, now);
      const slots = offeredSlots(slotsFor(catalogue, bar, type, date, people, now, booked), date, now);
      const chosen = slots.find((s) => s.time === time);
      if (chosen?.available) {
        const money = moneyFor(booking, people);
        const row = await changeBooking(tx, booking.id, {
          status_id: rebook ? 1 : booking.status_id,
          people,
          booking_date: wanted.date,
          booking_time: wanted.time,
          start_at: wanted.at,
          end_at: new Date(wanted.at.getTime() + type.duration_minutes * 60_000),
          trading_date: wanted.tradingDate,
          ...money,
          // The due dates move with the booking, by its type's rule, for what is still owed.
          ...dueDates(type, { deposit: booking.deposit_balance > 0, balance: money.balance > 0 && !type.balance_on_arrival }, londonToday(now), wanted.tradingDate),
        });
        // Queued with the change, so the customer hears of exactly the changes that were saved.
        const context = bookingEmailContext(row, catalogue, this.deps.publicUrl);
        await enqueueEmail(tx, bookingChangedEmail(context, booking, rebook));
        // The party team, and every guest with an address, hear of it too.
        const team = partyTeamEmail(context, { kind: 'changed', before: booking, rebooked: rebook });
        if (team) await enqueueEmail(tx, team);
        for (const guest of await listBookingGuests(tx, row.id)) {
          if (guest.email) await enqueueEmail(tx, guestChangedEmail(context, guest, booking));
        }
        return { saved: true as const, row };
      }
      const times = slots.filter((s) => s.available).map((s) => s.time);
      const dates = times.length > 0 ? [] : this.laterDates(catalogue, bar, type, date, people, now, booked, rebook);
      return { saved: false as const, row: booking, times, dates };
    });

    const booking = await this.management.viewOf(this.deps.db, outcome.row, catalogue);
    if (outcome.saved) {
      this.deps.coversChanged?.(outcome.row.bar_id, outcome.row.booking_type_id);
      return { success: true, message: rebook ? MESSAGES.rebooked : MESSAGES.updated, times: [], dates: [], email: null, booking };
    }
    const offered = outcome.times.length > 0 ? MESSAGES.timesAvailable : outcome.dates.length > 0 ? MESSAGES.datesAvailable : null;
    return {
      success: false,
      message: offered ? `${MESSAGES.noAutoConfirm} ${offered}` : MESSAGES.noAutoConfirm,
      times: outcome.times,
      dates: outcome.dates,
      email: bar.party_booking_email || null,
      booking,
    };
  }

  /** GET rest/my-bookings/{manage_key}/re-book?date=: the times a postponed booking can move to that day, or later dates. */
  async rebookDates(command: RebookDatesCommand): Promise<Omit<ChangeResult, 'booking'>> {
    const found = await resolveBooking(this.deps.db, command.brandId, command.access);
    const date = dateField(command.date);
    const catalogue = await this.deps.catalogue.get();
    const { bar, type } = this.barAndType(catalogue, found);
    const now = new Date(this.deps.clock.now());
    this.checkMayChange(found, bar, true, now);
    if (date < londonToday(now)) throw new InvalidInput(MESSAGES.notFuture, { date: [MESSAGES.notFuture] });
    const booked = await this.bookedAround(this.deps.db, found, date, now);
    const times = isChristmasDay(date)
      ? []
      : offeredSlots(slotsFor(catalogue, bar, type, date, found.people, now, booked), date, now)
          .filter((s) => s.available)
          .map((s) => s.time);
    const dates = times.length > 0 ? [] : this.laterDates(catalogue, bar, type, date, found.people, now, booked, true);
    const message = times.length > 0 ? '' : isChristmasDay(date) ? MESSAGES.christmasDay : dates.length > 0 ? `${MESSAGES.noAutoConfirm} ${MESSAGES.datesAvailable}` : MESSAGES.noAutoConfirm;
    return { success: times.length > 0, message, times, dates, email: times.length > 0 ? null : bar.party_booking_email || null };
  }

  private barAndType(catalogue: Catalogue, booking: BookingRow): { bar: Bar; type: BookingType } {
    const bar = catalogue.bars.get(booking.bar_id);
    const type = catalogue.types.get(booking.booking_type_id);
    // A booking always names a bar and type; without them in the reference data there is nothing to check against.
    if (!bar || !type) throw new NotFound('Booking not found.');
    return { bar, type };
  }

  /** Refusals that depend on the booking's state alone. */
  private checkMayChange(booking: BookingRow, bar: Bar, rebook: boolean, now: Date) {
    if (isCancelled(booking.status_id)) throw new Conflict(MESSAGES.cancelled);
    if (rebook) {
      if (booking.status_id !== POSTPONED) throw new Conflict(MESSAGES.notPostponed);
      if (booking.agency_name !== null) throw new Forbidden(cannotChangeMessage(booking, bar, 'change'));
      return;
    }
    if (booking.status_id === POSTPONED) throw new Conflict(MESSAGES.postponed);
    if (!canChange(booking, now)) throw new Forbidden(cannotChangeMessage(booking, bar, 'change'));
  }

  /** Refusals of the request itself: a past time, nothing changed, a day or party the booking's flow does not allow. */
  private checkRequest(booking: BookingRow, type: BookingType, wanted: Arrival, people: number, rebook: boolean, now: Date) {
    const refuse = (field: string, message: string) => new InvalidInput(message, { [field]: [message] });
    if (wanted.at.getTime() <= now.getTime()) throw refuse('date', MESSAGES.notFuture);
    if (!rebook && wanted.at.getTime() === booking.start_at.getTime() && people === booking.people) {
      throw refuse('date', MESSAGES.unchanged);
    }
    // The day's rules are the trading day's: the night of Christmas Day is Christmas Day's.
    if (rebook && isChristmasDay(wanted.tradingDate)) throw refuse('date', MESSAGES.christmasDay);
    const dateProblem = this.deps.flowRules.checkDate(type.flow, wanted.tradingDate, londonToday(now));
    if (dateProblem) throw refuse('date', dateProblem);
    const peopleProblem = this.deps.flowRules.checkPeople(type.flow, { party_type: type.id, no_people: people });
    if (peopleProblem) throw refuse('people', peopleProblem);
  }

  /** The covers held around a date (and the alternative dates after it), without this booking's own. */
  private bookedAround(db: Parameters<typeof occupancyBetween>[0], booking: BookingRow, date: string, now: Date): Promise<BookedCovers[]> {
    return occupancyBetween(db, booking.bar_id, booking.booking_type_id, date, addDays(date, ALTERNATIVE_DATE_RANGE_DAYS), now, booking.id);
  }

  private laterDates(catalogue: Catalogue, bar: Bar, type: BookingType, date: string, people: number, now: Date, booked: BookedCovers[], rebook: boolean) {
    const today = londonToday(now);
    return laterDatesWithSlots(catalogue, bar, type, date, people, now, booked, (candidate) => (!rebook || !isChristmasDay(candidate)) && this.deps.flowRules.checkDate(type.flow, candidate, today) === null);
  }
}
