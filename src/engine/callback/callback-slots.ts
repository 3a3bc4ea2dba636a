import { BRUNCH_CALLBACK_WINDOW_HOURS, CALLBACK_CLOSING_HOUR, CALLBACK_CLOSING_LABEL, CALLBACK_SLOT_COUNT } from '../constants.ts';
import { addDays, isoWeekday } from '../time/calendar-date.ts';
import { formatClockTime } from '../time/clock-time.ts';
import { londonToday } from '../time/london.ts';
import { WEEKDAY_NAMES } from '../time/format.ts';

/** A window in which the team can call the customer back, as the session answer sends it. */
export interface CallbackSlot {
  date: string;
  /** Whole hours, e.g. 10 for 10:00. */
  start: number;
  end: number;
}

export type CallbackDay = 'today' | 'tomorrow' | 'weekday';

export interface CallbackOption {
  slot: CallbackSlot;
  /** Lets the widget translate the day word; `weekday` is ISO (1 Monday … 7 Sunday). */
  day: CallbackDay;
  weekday: number;
  /** "Today", "Tomorrow" or "Friday". */
  dayLabel: string;
  /** "10:00 - 11:00"; a window ending at 17 reads "16:00 - 16:45". */
  timeLabel: string;
  /** "Today 10:00 - 11:00". */
  label: string;
}

function hourLabel(hour: number): string {
  return formatClockTime(hour * 60);
}

export function callbackTimeLabel(slot: Pick<CallbackSlot, 'start' | 'end'>): string {
  const end = slot.end === CALLBACK_CLOSING_HOUR ? CALLBACK_CLOSING_LABEL : hourLabel(slot.end);
  return `${hourLabel(slot.start)} - ${end}`;
}

/**
 * A brunch-upgrade call's window as the customer is offered it (§9): 2 hours from the slot's start, "10:00 - 12:00",
 * ending at the closing time at the latest ("15:00 - 16:45", "16:00 - 16:45"). The tab, its confirmation and the
 * party team's e-mail all state this one window.
 */
export function brunchCallbackLabel(slot: Pick<CallbackSlot, 'start'>): string {
  return callbackTimeLabel({ start: slot.start, end: Math.min(slot.start + BRUNCH_CALLBACK_WINDOW_HOURS, CALLBACK_CLOSING_HOUR) });
}

/** The first 12 callback windows, their days named relative to today in London. */
export function callbackOptions(slots: readonly CallbackSlot[], now: number): CallbackOption[] {
  const today = londonToday(new Date(now));
  const tomorrow = addDays(today, 1);
  return slots.slice(0, CALLBACK_SLOT_COUNT).map((slot) => {
    const weekday = isoWeekday(slot.date);
    const day: CallbackDay = slot.date === today ? 'today' : slot.date === tomorrow ? 'tomorrow' : 'weekday';
    const dayLabel =
      day === 'today' ? 'Today' : day === 'tomorrow' ? 'Tomorrow' : WEEKDAY_NAMES[weekday - 1]!;
    const timeLabel = callbackTimeLabel(slot);
    return { slot, day, weekday, dayLabel, timeLabel, label: `${dayLabel} ${timeLabel}` };
  });
}
