/**
 * A callback window in words: "Saturday 21 November, 16:00 - 16:45". The date is written out rather
 * than "Today" or "Tomorrow", which would depend on the browser's clock; the hours are the widget's
 * (a window ending at 17:00 reads 16:45, §9).
 */
import { callbackTimeLabel } from '../../../engine/callback/callback-slots.ts';
import { dayAndMonth } from '../../../engine/time/format.ts';

export function callbackWhen(slot: { date: string; start: number; end: number }): string {
  return `${dayAndMonth(slot.date)}, ${callbackTimeLabel(slot)}`;
}
