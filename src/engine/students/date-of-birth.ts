/**
 * The date-of-birth picker's rules (spec §2.6 item 2, §5, §9): three numeric inputs, day, month and year,
 * each checked in turn, then the date as a whole, then the minimum age. The result is a YYYY-MM-DD date
 * or, when anything is wrong, none (an invalid value clears the result) and the problems, each with its
 * field and its message (a key under account:dateOfBirth with what it names). The site and the server
 * read the same rules, so a birth date the page accepts is one the server accepts.
 */
import { getDaysInMonth } from 'date-fns/getDaysInMonth';

/** The earliest year of birth offered (§9). */
export const EARLIEST_BIRTH_YEAR = 1910;
/** The minimum age to sign up, by default (§5, §9). */
export const MINIMUM_AGE = 18;

export type DateOfBirthField = 'day' | 'month' | 'year';

export interface DateOfBirthInput {
  day: string;
  month: string;
  year: string;
}

export interface DateOfBirthProblem {
  field: DateOfBirthField;
  /** Its message: a key under account:dateOfBirth. */
  key: 'dayInvalid' | 'monthInvalid' | 'yearLength' | 'yearInvalid' | 'daysInMonth' | 'daysInFebruary' | 'minimumAge';
  /** What the message names: `count` (days or years), `month` (its English name), `year`. */
  vars: { count?: number; month?: string; year?: number };
}

export interface DateOfBirthResult {
  /** The date, YYYY-MM-DD, when there is no problem; else null. */
  date: string | null;
  problems: DateOfBirthProblem[];
}

export interface DateOfBirthOptions {
  /** Today's date (YYYY-MM-DD, in London): the minimum age counts back from it. */
  today: string;
  /** The minimum age; 0 or less sets no limit. */
  minimumAge?: number;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DIGITS = /^\d+$/;

/** How many days a month (1–12) of a year has. */
export const daysInMonth = (year: number, month: number) => getDaysInMonth(new Date(year, month - 1, 1));

/** The years a birth date may be in, newest first: from the current year less the limit back to 1910 (§5). */
export function birthYears(today: string, minimumAge = MINIMUM_AGE): number[] {
  const latest = Number(today.slice(0, 4)) - Math.max(minimumAge, 0);
  const years: number[] = [];
  for (let year = latest; year >= EARLIEST_BIRTH_YEAR; year--) years.push(year);
  return years;
}

/**
 * The latest birth date of someone who is at least `age` on `today`: the same day `age` years back (a
 * 29 February birthday is reached on 1 March in other years, as the law counts it).
 */
export function latestBirthDate(today: string, age: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - age;
  const day = Math.min(d, daysInMonth(year, m));
  return `${year}-${pad(m)}-${pad(day)}`;
}

/** The three inputs as typed, checked (§5). */
export function checkDateOfBirth(input: DateOfBirthInput, options: DateOfBirthOptions): DateOfBirthResult {
  const problems: DateOfBirthProblem[] = [];
  const dayText = input.day.trim();
  const monthText = input.month.trim();
  const yearText = input.year.trim();
  const day = DIGITS.test(dayText) ? Number(dayText) : NaN;
  const month = DIGITS.test(monthText) ? Number(monthText) : NaN;
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!(day >= 1 && day <= 31)) problems.push({ field: 'day', key: 'dayInvalid', vars: {} });
  if (!(month >= 1 && month <= 12)) problems.push({ field: 'month', key: 'monthInvalid', vars: {} });
  if (Number.isNaN(year)) problems.push({ field: 'year', key: 'yearLength', vars: {} });
  else if (year < EARLIEST_BIRTH_YEAR) problems.push({ field: 'year', key: 'yearInvalid', vars: { year: EARLIEST_BIRTH_YEAR } });
  if (problems.length) return { date: null, problems };

  const days = daysInMonth(year, month);
  if (day > days) {
    const february = month === 2;
    const vars = february ? { count: days, month: MONTHS[1]!, year } : { count: days, month: MONTHS[month - 1]! };
    return { date: null, problems: [{ field: 'day', key: february ? 'daysInFebruary' : 'daysInMonth', vars }] };
  }
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const minimumAge = options.minimumAge ?? MINIMUM_AGE;
  if (minimumAge > 0 && date > latestBirthDate(options.today, minimumAge)) {
    return { date: null, problems: [{ field: 'year', key: 'minimumAge', vars: { count: minimumAge } }] };
  }
  return { date, problems: [] };
}

/** A stored YYYY-MM-DD birth date as the three inputs show it. */
export function dateOfBirthInput(date: string | null | undefined): DateOfBirthInput {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  return match ? { day: match[3]!, month: match[2]!, year: match[1]! } : { day: '', month: '', year: '' };
}

const pad = (n: number) => String(n).padStart(2, '0');
