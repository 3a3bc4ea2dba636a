/**
 * A booking as an RFC 5545 calendar file: one VEVENT at the bar, in Europe/London, with the
 * booking's reference and its manage link. Pure: the booking row and the clock's time come in.
 */
import { addDays } from '../../../engine/time/calendar-date.ts';
import { TIME_TO_BE_AGREED } from '../../../engine/time/format.ts';
import { londonWallClock } from '../../../engine/time/london.ts';
import type { CalendarBookingRow } from '../../db/repositories/booking-calendar.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';

/** The file name the spec gives the download. */
/** Named by the booking's reference, never its manage key: a file name lands in Downloads and in history. */
export const icsFileName = (refCode: string) => `booking-${refCode}.ics`;

/** Europe/London as RFC 5545 wants it beside a TZID: BST from the last Sunday of March, GMT from the last of October. */
const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'X-LIC-LOCATION:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, so holds 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** "2026-11-28" and "19:00" → "20261128T190000" (a local DATE-TIME). */
function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** An instant in UTC form: "20261121T120000Z". */
function utcDateTime(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Provisional (0), pending enquiries (3) and postponed (5) bookings are tentative; cancelled (4) ones cancelled. */
function eventStatus(statusId: number): 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED' {
  if (isCancelled(statusId)) return 'CANCELLED';
  return statusId === 1 || statusId === 2 ? 'CONFIRMED' : 'TENTATIVE';
}

/** The booking as a calendar file: CRLF line ends, folded lines, times at the bar in Europe/London. */
export function bookingCalendar(booking: CalendarBookingRow, options: { publicUrl: string; now: Date }): string {
  const base = options.publicUrl.replace(/\/+$/, '');
  const manage = `${base}/manage/${encodeURIComponent(booking.manage_key)}`;
  const host = (() => {
    try {
      return new URL(base).hostname || 'covers';
    } catch {
      return 'covers';
    }
  })();
  const start = londonWallClock(new Date(booking.start_at));
  const end = londonWallClock(new Date(booking.end_at));
  // Without an agreed time the event is the whole day asked for (an all-day event), not a made-up hour.
  const span =
    booking.booking_time === null
      ? [`DTSTART;VALUE=DATE:${booking.booking_date.replace(/-/g, '')}`, `DTEND;VALUE=DATE:${addDays(booking.booking_date, 1).replace(/-/g, '')}`]
      : [`DTSTART;TZID=Europe/London:${localDateTime(start.date, start.time)}`, `DTEND;TZID=Europe/London:${localDateTime(end.date, end.time)}`];
  const enquiry = booking.status_id === 3;
  const address = [booking.branded_name, booking.address_line_1, booking.address_line_2, booking.town, booking.county, booking.postcode]
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const description = [
    `${enquiry ? 'Enquiry reference' : 'Booking reference'}: ${booking.ref_code}`,
    `${booking.type_name} for ${booking.people} ${booking.people === 1 ? 'person' : 'people'}`,
    ...(booking.booking_time === null ? [`Start: ${TIME_TO_BE_AGREED}`] : []),
    ...(booking.bar_phone ? [`${booking.branded_name}: ${booking.bar_phone}`] : []),
    `${enquiry ? 'Manage your enquiry' : 'Manage your booking'}: ${manage}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(booking.brand_name)}//Covers bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...LONDON_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:booking-${booking.ref_code}@${host}`,
    `DTSTAMP:${utcDateTime(options.now)}`,
    `CREATED:${utcDateTime(new Date(booking.created_at))}`,
    ...span,
    `SUMMARY:${escapeText(`${booking.type_name} at ${booking.branded_name}`)}`,
    `LOCATION:${escapeText(address.join(', '))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${manage}`,
    `STATUS:${eventStatus(booking.status_id)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
