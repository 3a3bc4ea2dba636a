/**
 * When a booking is, in one place. A bar's trading day runs from 08:00 to 08:00 the next morning, so the
 * slots of Saturday's late night include 01:00, a time of Saturday's trading day. The booking is the moment
 * the party arrives: Sunday 01:00 in London. Every date and time a customer reads (screens, answers,
 * e-mails, the calendar file) is the arrival's; the trading day is kept beside it, under its own name, for
 * what the business counts by it (a day's capacity and opening hours).
 */
import { addDays } from './calendar-date.ts';
import { NEXT_DAY_CUTOFF_MINUTES, parseClockTime, startMinutes } from './clock-time.ts';
import { londonInstant, londonWallClock } from './london.ts';

export interface Arrival {
  /** The instant the party arrives. */
  at: Date;
  /** Its London calendar date, "YYYY-MM-DD". */
  date: string;
  /** Its London wall-clock time, "HH:mm". */
  time: string;
  /** The trading day whose slot it is, "YYYY-MM-DD". */
  tradingDate: string;
}

/** The arrival for the slot `time` ("HH:mm") of the trading day `tradingDate`. */
export function arrivalAt(tradingDate: string, time: string): Arrival {
  const at = londonInstant(tradingDate, startMinutes(time));
  const { date, time: wallClock } = londonWallClock(at);
  return { at, date, time: wallClock, tradingDate };
}

/** The trading day of a London calendar date and time: before 08:00, the night of the day before. */
export function tradingDateOf(date: string, time: string): string {
  return parseClockTime(time) < NEXT_DAY_CUTOFF_MINUTES ? addDays(date, -1) : date;
}

/** The arrival at a London calendar date and time ("YYYY-MM-DD", "HH:mm"), as a customer types one. */
export function arrivalOn(date: string, time: string): Arrival {
  return arrivalAt(tradingDateOf(date, time), time);
}

/**
 * When an enquiry sent without a start time is, until the party team agrees one: its whole trading day,
 * 08:00 to 08:00 the next morning. Lists order it by the start; the 06:00 split keeps it current that night.
 */
export function tradingDaySpan(tradingDate: string): { start: Date; end: Date } {
  return { start: arrivalAt(tradingDate, '08:00').at, end: arrivalAt(addDays(tradingDate, 1), '08:00').at };
}

/** A booking's `booking_date` as the API states it: "YYYY-MM-DD HH:mm", or "YYYY-MM-DD" while the time is to be agreed. */
export function bookingDateText(date: string, time: string | null): string {
  return time === null ? date : `${date} ${time}`;
}
