/** Calendar dates as "YYYY-MM-DD" strings; arithmetic in UTC so no time zone can shift a day. */
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = YMD.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtc(value: string): Date {
  if (!isCalendarDate(value)) throw new Error(`Not a YYYY-MM-DD date: ${value}`);
  return new Date(`${value}T00:00:00Z`);
}

export function addDays(value: string, days: number): string {
  const date = toUtc(value);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(value: string): number {
  const day = toUtc(value).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / 86_400_000);
}

/** 1–12 */
export function monthOf(value: string): number {
  return Number(value.slice(5, 7));
}
