/**
 * A brunch-upgrade call's window in words: "Saturday 21 November, 10:00 - 12:00". The date is written out rather
 * than "Today" or "Tomorrow", which would depend on the browser's clock; the window is 2 hours from the slot's
 * start, ending at 16:45 at the latest (§9).
 */
import { brunchCallbackLabel } from '../../../engine/callback/callback-slots.ts';
import { dayAndMonth } from '../../../engine/time/format.ts';

export function callbackWhen(slot: { date: string; start: number; end: number }): string {
  return `${dayAndMonth(slot.date)}, ${brunchCallbackLabel(slot)}`;
}
