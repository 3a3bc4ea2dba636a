/**
 * Dates as the date picker shows and bounds them. Pure: literal inputs, literal outputs.
 */
import { checkDateRules, defaultOpenMonth, type FlowDefinition } from '../../engine/flow/index.ts';
import { addDays, isCalendarDate } from '../../engine/time/calendar-date.ts';

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


/**
 * The day the calendar opens on when no date is chosen: the first date offered in the flow's default month
 * (`dateRules.defaultOpenMonth`: a June to August flow with 7 opens on July), else the first date offered.
 */
export function openingDay(flow: FlowDefinition, today: string, bounds: { min: string; max?: string }, closeDate?: string | null): string {
  const month = defaultOpenMonth(flow, today);
  if (month <= bounds.min.slice(0, 7)) return bounds.min;
  for (let d = `${month}-01`; d.slice(0, 7) === month && (!bounds.max || d <= bounds.max); d = addDays(d, 1)) {
    if (d >= bounds.min && checkDateRules(flow, d, today, { closeDate: closeDate ?? null }).ok) return d;
  }
  return bounds.min;
}
