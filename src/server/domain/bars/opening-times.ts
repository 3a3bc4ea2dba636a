import { addDays, isoWeekday } from '../../../engine/time/calendar-date.ts';
import type { Bar, BookingType, Catalogue, OpeningHours } from '../catalogue.ts';
import { clipToHours } from './booking-windows.ts';
import { hoursOn } from './hours.ts';

/** How far ahead the page lists a bar's special dates. */
export const SPECIAL_DATES_AHEAD_DAYS = 90;

export interface DayPartTimes {
  name: string;
  start: string;
  end: string;
}

export interface OpeningDay {
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: number;
  open: string | null;
  close: string | null;
  /** The day parts of the booking types the bar offers on that weekday, in display order. */
  day_parts: DayPartTimes[];
}

export interface SpecialDate {
  date: string;
  open: string | null;
  close: string | null;
  note: string;
  /** The booking times of that date: the weekday's day parts cut to the date's own hours, none when closed. */
  day_parts: DayPartTimes[];
}

export interface OpeningTimes {
  today: string;
  /** Today's hours, the special date's when today is one. */
  today_hours: { open: string; close: string } | null;
  week: OpeningDay[];
  special_dates: SpecialDate[];
}

/** A bar's week of hours and day parts, and its special dates from today for the next SPECIAL_DATES_AHEAD_DAYS days. */
export function openingTimesOf(catalogue: Catalogue, bar: Bar, brandId: number, today: string): OpeningTimes {
  const types = catalogue.typesAtBar(bar.id, brandId);
  const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const hours = bar.hours[weekday] ?? null;
    return { weekday, open: hours?.open ?? null, close: hours?.close ?? null, day_parts: bookingTimes(catalogue, bar, types, weekday, hours) };
  });
  const until = addDays(today, SPECIAL_DATES_AHEAD_DAYS);
  const special_dates = Object.entries(bar.special_hours)
    .filter(([date]) => date >= today && date <= until)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, special]) => ({
      date,
      open: special.hours?.open ?? null,
      close: special.hours?.close ?? null,
      note: special.note,
      day_parts: bookingTimes(catalogue, bar, types, isoWeekday(date), special.hours),
    }));
  return { today, today_hours: hoursOn(bar, today), week, special_dates };
}

/** The times the widget offers on a day: the day parts of the kinds offered on its weekday, each cut to its hours. */
function bookingTimes(catalogue: Catalogue, bar: Bar, types: readonly BookingType[], weekday: number, hours: OpeningHours | null): DayPartTimes[] {
  const partIds = new Set(types.filter((t) => t.weekdays.includes(weekday)).flatMap((t) => t.day_part_ids));
  return clipToHours(
    catalogue.data.dayParts
      .filter((part) => partIds.has(part.id))
      .map((part) => catalogue.dayPartAt(part, bar.id))
      .map(({ name, start, end }) => ({ name, start, end })),
    hours,
  );
}
