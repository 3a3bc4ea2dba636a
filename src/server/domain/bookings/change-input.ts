/** The fields of an edit or re-book as sent (spec §7.2: date 'YYYY-MM-DD HH:mm', people, rebook), read or refused. */
import { isCalendarDate } from '../../../engine/time/calendar-date.ts';
import { isClockTime } from '../../../engine/time/clock-time.ts';
import { MalformedInput } from '../errors.ts';

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The largest party anyone may ask for; the booking type's own limits are the engine's to apply. */
const MAX_PEOPLE = 1_000;

function refuse(field: string, message: string): never {
  throw new MalformedInput(message, { [field]: [message] });
}

/** 'YYYY-MM-DD HH:mm' (a business date and a slot time, London time) → its two parts. */
export function dateTimeField(value: unknown, field = 'date'): { date: string; time: string } {
  const match = typeof value === 'string' ? DATE_TIME.exec(value.trim()) : null;
  if (!match || !isCalendarDate(match[1]!) || !isClockTime(match[2]!)) refuse(field, `${field} must be a date and time as YYYY-MM-DD HH:mm.`);
  return { date: match[1]!, time: match[2]! };
}

/** 'YYYY-MM-DD' (a leading part of 'YYYY-MM-DD HH:mm' is accepted too). */
export function dateField(value: unknown, field = 'date'): string {
  const text = typeof value === 'string' ? value.trim().slice(0, 10) : '';
  if (!DATE_ONLY.test(text) || !isCalendarDate(text)) refuse(field, `${field} must be a date as YYYY-MM-DD.`);
  return text;
}

/** A whole number of people; absent means "as booked". */
export function peopleField(value: unknown, current: number): number {
  if (value === undefined || value === null || value === '') return current;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PEOPLE) refuse('people', `people must be a whole number from 1 to ${MAX_PEOPLE}.`);
  return n;
}

/** The rebook flag: 1, '1', true or 'true' (anything else, or nothing, is an edit). */
export function rebookFlag(value: unknown): boolean {
  return value === 1 || value === true || value === '1' || value === 'true';
}
