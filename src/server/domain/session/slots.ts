/** The day's slots for a bar, a type and a party, from the covers already booked. */
import { addDays, isoWeekday } from '../../../engine/time/calendar-date.ts';
import { startMinutes } from '../../../engine/time/clock-time.ts';
import { londonToday } from '../../../engine/time/london.ts';
import { computeSlots, offeredSlots, type Occupancy, type Slot, type SlotRules } from '../availability.ts';
import { clipToHours } from '../bars/booking-windows.ts';
import { closedOn, hoursOn } from '../bars/hours.ts';
import type { Bar, BookingType, Catalogue } from '../catalogue.ts';
import { markShared } from './shared-parts.ts';

/** Days after the requested date searched for alternatives, and how many are offered. */
export const ALTERNATIVE_DATE_RANGE_DAYS = 14;
export const ALTERNATIVE_DATES_SHOWN = 5;

/** A booking already taken for this bar and type, as read from the database: its slot, a time of its trading day. */
export interface BookedCovers {
  trading_date: string;
  booking_time: string;
  duration_minutes: number;
  people: number;
}

export const slotRulesOf = (type: BookingType): SlotRules => ({
  stepMinutes: type.slot_step_minutes,
  durationMinutes: type.duration_minutes,
  cutoffMinutes: type.cutoff_minutes,
  minCovers: type.min_covers,
  maxCovers: type.max_covers,
  exactCovers: type.exact_covers,
  autoConfirmMaxCovers: type.auto_confirm_max_covers,
  allowFallback: type.allow_fallback,
  pricePerPerson: type.price_per_person,
  pricePerBooking: type.price_per_booking,
});

const slotData = (s: Slot) => ({ time: s.time, full_date: s.full_date, available: s.available, price: s.price, can_fallback: s.can_fallback });
export const NO_SLOTS = { allSlots: [] as Slot[], timeSlots: [] as Slot[], allSlotsData: [] as ReturnType<typeof slotData>[], timeSlotsData: [] as string[] };

/**
 * The day's slots depend on the clock only through comparisons of whole-minute instants with "now",
 * so every "now" within one minute (after its first instant) gives the same slots. Sessions looking at
 * the same bar, type, date and party size, with the same covers read from the database (one array,
 * reused for a moment by the caller) and in the same minute share one computation and its JSON.
 */
const slotsMemo = new WeakMap<Catalogue, WeakMap<ReadonlyArray<BookedCovers>, Map<string, typeof NO_SLOTS>>>();

export function daySlots(catalogue: Catalogue, bar: Bar, type: BookingType, date: string, people: number, now: Date, booked: ReadonlyArray<BookedCovers>) {
  let byBooked = slotsMemo.get(catalogue);
  if (!byBooked) slotsMemo.set(catalogue, (byBooked = new WeakMap()));
  let memo = byBooked.get(booked);
  if (!memo) byBooked.set(booked, (memo = new Map()));
  const nowMs = now.getTime();
  const key = `${bar.id}:${type.id}:${date}:${people}:${Math.floor(nowMs / 60_000)}:${nowMs % 60_000 === 0}`;
  let part = memo.get(key);
  if (!part) {
    const allSlots = slotsFor(catalogue, bar, type, date, people, now, booked);
    const timeSlots = offeredSlots(allSlots, date, now);
    part = { allSlots, timeSlots, allSlotsData: allSlots.map(slotData), timeSlotsData: timeSlots.map((s) => s.time) };
    markShared(part.allSlotsData);
    markShared(part.timeSlotsData);
    if (memo.size >= 500) memo.clear();
    memo.set(key, part);
  }
  return part;
}

/** Covers booked that overlap a business day, in that day's minutes. */
export function occupancyOn(date: string, booked: ReadonlyArray<BookedCovers>): Occupancy[] {
  const previous = addDays(date, -1);
  const out: Occupancy[] = [];
  for (const b of booked) {
    const offset = b.trading_date === date ? 0 : b.trading_date === previous ? -1440 : null;
    if (offset === null) continue;
    const start = startMinutes(b.booking_time) + offset;
    out.push({ start, end: start + b.duration_minutes, people: b.people });
  }
  return out;
}

/** Whether a bar takes bookings of any kind on a date. */
export function barOpenOn(bar: Bar, date: string, today: string): boolean {
  if (!bar.open || bar.covid_closed) return false;
  if (date < today) return false;
  if (bar.close_date !== null && date > bar.close_date) return false;
  return !closedOn(bar, date);
}

export function slotsFor(catalogue: Catalogue, bar: Bar, type: BookingType, date: string, people: number, now: Date, booked: ReadonlyArray<BookedCovers>): Slot[] {
  const today = londonToday(now);
  if (!barOpenOn(bar, date, today) || !type.weekdays.includes(isoWeekday(date))) return [];
  const opening = hoursOn(bar, date);
  const parts = catalogue.data.dayParts.filter((p) => type.day_part_ids.includes(p.id)).map((p) => catalogue.dayPartAt(p, bar.id));
  // The booking times the opening-times page shows: a kind whose parts all fall outside the day's hours has none.
  const windows = clipToHours(parts, opening);
  if (parts.length > 0 && windows.length === 0) return [];
  return computeSlots({
    date,
    now,
    people,
    opening,
    windows,
    rules: slotRulesOf(type),
    capacity: catalogue.capacityOf(bar.id, type.id) ?? 0,
    occupancy: occupancyOn(date, booked),
  });
}

/**
 * The alternative dates offered when a date has no bookable time: the next days (up to two weeks on)
 * that the caller allows and that have a time a customer may still pick, with how many.
 */
export function laterDatesWithSlots(
  catalogue: Catalogue,
  bar: Bar,
  type: BookingType,
  date: string,
  people: number,
  now: Date,
  booked: ReadonlyArray<BookedCovers>,
  allowed: (candidate: string) => boolean,
): Array<{ date: string; available_slots: number }> {
  const dates: Array<{ date: string; available_slots: number }> = [];
  for (let d = 1; d <= ALTERNATIVE_DATE_RANGE_DAYS && dates.length < ALTERNATIVE_DATES_SHOWN; d++) {
    const candidate = addDays(date, d);
    if (!allowed(candidate)) continue;
    const free = offeredSlots(slotsFor(catalogue, bar, type, candidate, people, now, booked), candidate, now).filter((s) => s.available).length;
    if (free > 0) dates.push({ date: candidate, available_slots: free });
  }
  return dates;
}
