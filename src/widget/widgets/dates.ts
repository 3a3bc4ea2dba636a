/**
 * Dates as the date picker shows and bounds them. Pure: literal inputs, literal outputs.
 */
import { checkDateRules, type FlowDefinition } from '../../engine/flow/index.ts';
import { addDays, isCalendarDate } from '../../engine/time/calendar-date.ts';

/** "2026-11-28" → "28/11/2026" (the spec's dd/MM/yyyy); anything else → "". */
export function ddMmYyyy(date: unknown): string {
  if (typeof date !== 'string' || !isCalendarDate(date.slice(0, 10))) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * A date as a customer types it → "YYYY-MM-DD", or "" while it is not a whole date: day first
 * ("28/11/2026", "28.11.2026", "28-11-2026", "28 11 2026", "1/2/2027"), or year first as a date
 * pasted from elsewhere ("2026-11-28"). The year has its four digits.
 */
export function parseTypedDate(text: string): string {
  const parts = text.trim().split(/[\s/.-]+/);
  if (parts.length !== 3 || !parts.every((p) => /^\d+$/.test(p))) return '';
  const [d, m, y] = parts[0]!.length === 4 ? [parts[2]!, parts[1]!, parts[0]!] : parts;
  const iso = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  return isWholeDate(iso) ? iso : '';
}

/** The same day a number of months on (the month's last day when it has fewer days). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** How far ahead the picker looks for the first date the flow allows. */
const SEARCH_DAYS = 800;

/**
 * The picker's minimum and maximum: the minimum is the first date from today (or the flow's own
 * minimum) that the flow's rules allow — for a Christmas flow in June, 1 November, so the picker
 * opens on the flow's default month; for a New Year's Eve flow, 31 December — and the maximum is
 * the earlier of the flow's maximum and the bar's close date.
 */
export function dateBounds(
  flow: FlowDefinition,
  today: string,
  closeDate?: string | null,
): { min: string; max?: string } {
  const rules = flow.dateRules;
  const close =
    typeof closeDate === 'string' && isCalendarDate(closeDate.slice(0, 10))
      ? closeDate.slice(0, 10)
      : undefined;
  let max = rules?.max
    ? 'date' in rules.max
      ? rules.max.date
      : addDays(today, rules.max.daysFromToday)
    : undefined;
  if (close && (!max || close < max)) max = close;
  let min = rules?.min
    ? 'date' in rules.min
      ? rules.min.date
      : addDays(today, rules.min.daysFromToday)
    : today;
  if (min < today) min = today;
  const restricted =
    (rules?.allowedMonths?.length ?? 0) > 0 ||
    (rules?.fixedDates?.length ?? 0) > 0 ||
    (rules?.excludedDates?.length ?? 0) > 0;
  if (restricted) {
    for (let i = 0, d = min; i < SEARCH_DAYS && (!max || d <= max); i++, d = addDays(d, 1)) {
      if (checkDateRules(flow, d, today, { closeDate: close ?? null }).ok) {
        min = d;
        break;
      }
    }
  }
  return max ? { min, max } : { min };
}

/** A value typed into a date input is worth sending once its year is whole (not "0002-11-28" half way through typing). */
export function isWholeDate(value: string): boolean {
  return isCalendarDate(value) && Number(value.slice(0, 4)) >= 2000;
}
