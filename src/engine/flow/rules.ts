/**
 * A flow's date and people rules. Pure: the same functions run in the widget (to show the error
 * under the field) and on the server (to refuse a crafted request). `today` is the venue's date
 * from an injected clock.
 */
import { addDays, isCalendarDate, monthOf } from '../time/calendar-date.ts';
import { shortDate } from '../time/format.ts';
import { test } from './logic.ts';
import type { DateBound, DateRuleName, DateRules, FlowDefinition, PeopleRule, SessionData } from './types.ts';

export type RuleResult = { ok: true } | { ok: false; messageKey: string; params?: Record<string, string | number> };

/** The message key for each broken date rule unless the flow's `dateRules.messages` says otherwise. */
export const DEFAULT_DATE_MESSAGES: Record<DateRuleName, string> = {
  invalid: 'errors:date.invalid',
  beforeMin: 'errors:date.beforeMin',
  afterMax: 'errors:date.afterMax',
  afterCloseDate: 'errors:date.afterCloseDate',
  monthNotAllowed: 'errors:date.monthNotAllowed',
  notFixedDate: 'errors:date.notFixedDate',
  excluded: 'errors:date.excluded',
};

export interface DateRuleContext {
  /** The chosen bar's close date ("YYYY-MM-DD"): the picker's maximum. */
  closeDate?: string | null;
}

function boundDate(bound: DateBound, today: string): string {
  return 'date' in bound ? bound.date : addDays(today, bound.daysFromToday);
}

/** "MM-DD" matches that day of any year; "YYYY-MM-DD" matches that date. */
export function matchesDatePattern(pattern: string, date: string): boolean {
  return pattern.length === 5 ? date.slice(5) === pattern : date === pattern;
}

function fail(rules: DateRules | undefined, rule: DateRuleName, params?: Record<string, string | number>): RuleResult {
  const messageKey = rules?.messages?.[rule] ?? DEFAULT_DATE_MESSAGES[rule];
  return params ? { ok: false, messageKey, params } : { ok: false, messageKey };
}

/**
 * Checks a requested date against the flow's rules: minimum (default today), maximum, the bar's close
 * date, allowed months, fixed dates and excluded dates, in that order; the first broken rule answers.
 */
export function checkDateRules(flow: FlowDefinition, date: string, today: string, context: DateRuleContext = {}): RuleResult {
  const rules = flow.dateRules;
  if (!isCalendarDate(date)) return fail(rules, 'invalid');
  const min = boundDate(rules?.min ?? { daysFromToday: 0 }, today);
  if (date < min) return fail(rules, 'beforeMin', { min: shortDate(min) });
  if (rules?.max) {
    const max = boundDate(rules.max, today);
    if (date > max) return fail(rules, 'afterMax', { max: shortDate(max) });
  }
  const closeDate = context.closeDate ? context.closeDate.slice(0, 10) : null;
  if (closeDate && date > closeDate) return fail(rules, 'afterCloseDate', { max: shortDate(closeDate) });
  if (rules?.allowedMonths && rules.allowedMonths.length > 0 && !rules.allowedMonths.includes(monthOf(date))) {
    return fail(rules, 'monthNotAllowed');
  }
  if (rules?.fixedDates && rules.fixedDates.length > 0 && !rules.fixedDates.some((p) => matchesDatePattern(p, date))) {
    return fail(rules, 'notFixedDate');
  }
  if (rules?.excludedDates?.some((p) => matchesDatePattern(p, date))) return fail(rules, 'excluded');
  return { ok: true };
}

/** The next date on or after `from` that a "MM-DD" or "YYYY-MM-DD" pattern matches, or null. */
function nextMatch(pattern: string, from: string): string | null {
  if (pattern.length !== 5) return pattern >= from ? pattern : null;
  const year = Number(from.slice(0, 4));
  for (const y of [year, year + 1, year + 2, year + 3, year + 4]) {
    const candidate = `${y}-${pattern}`;
    if (isCalendarDate(candidate) && candidate >= from) return candidate;
  }
  return null;
}

/**
 * The month ("YYYY-MM") the date picker opens on: the first fixed date on or after today when the
 * flow has fixed dates; else today's month when it is allowed; else the next `defaultOpenMonth`
 * (or, without one, the next allowed month).
 */
export function defaultOpenMonth(flow: FlowDefinition, today: string): string {
  const rules = flow.dateRules;
  const thisMonth = today.slice(0, 7);
  if (rules?.fixedDates && rules.fixedDates.length > 0) {
    const next = rules.fixedDates.map((p) => nextMatch(p, today)).filter((d): d is string => d !== null).sort()[0];
    return next ? next.slice(0, 7) : thisMonth;
  }
  const allowed = rules?.allowedMonths;
  if (!allowed || allowed.length === 0 || allowed.includes(monthOf(today))) return thisMonth;
  const wanted = rules?.defaultOpenMonth !== undefined ? [rules.defaultOpenMonth] : allowed;
  let year = Number(today.slice(0, 4));
  let month = monthOf(today);
  for (let i = 0; i < 12; i += 1) {
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
    if (wanted.includes(month)) return `${year}-${String(month).padStart(2, '0')}`;
  }
  return thisMonth;
}

function peopleOf(session: SessionData): number {
  const n = Number(session.no_people ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function brokenBy(rule: PeopleRule, people: number): boolean {
  if (rule.exact !== undefined && people !== rule.exact) return true;
  if (rule.min !== undefined && people < rule.min) return true;
  if (rule.max !== undefined && people > rule.max) return true;
  return false;
}

/**
 * The fewest people the flow takes while the session is as it is (never less than 1): where the
 * people counter starts and how low its minus goes. The rules that apply (their guard holds) each
 * give their minimum or exact number; the largest is the floor.
 */
export function peopleMinimum(flow: FlowDefinition, session: SessionData, context: { today?: string } = {}): number {
  let least = 1;
  for (const rule of flow.peopleRules ?? []) {
    const floor = rule.exact ?? rule.min;
    if (floor !== undefined && floor > least && test(rule.when, session, context)) least = floor;
  }
  return least;
}

/**
 * Checks no_people against the flow's people rules, in order; a rule with `when` applies only while
 * its guard holds. The first broken rule answers with its message key and the numbers to interpolate
 * (`count` is the rule's exact number, or the people entered).
 */
export function checkPeopleRules(flow: FlowDefinition, session: SessionData, context: { today?: string } = {}): RuleResult {
  const people = peopleOf(session);
  for (const rule of flow.peopleRules ?? []) {
    if (!test(rule.when, session, context)) continue;
    if (!brokenBy(rule, people)) continue;
    const params: Record<string, number> = { count: rule.exact ?? people, people };
    if (rule.min !== undefined) params.min = rule.min;
    if (rule.max !== undefined) params.max = rule.max;
    return { ok: false, messageKey: rule.messageKey, params };
  }
  return { ok: true };
}
