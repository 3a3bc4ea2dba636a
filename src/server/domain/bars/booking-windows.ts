/**
 * When a bar takes bookings of a kind on a day (issue 27): the kind's day parts clipped to that day's opening
 * hours (its special date's when it is one), a part wholly outside them gone. One rule for the widget's slots
 * and the opening-times page's booking times, so the two never disagree. Pure.
 */
import { endMinutes, formatClockTime, parseClockTime, windowMinutes } from '../../../engine/time/clock-time.ts';
import type { OpeningHours } from '../catalogue.ts';

export interface Window {
  start: string;
  end: string;
}

/** The windows inside the hours, in the windows' order, each cut to them; none when the bar is closed. */
export function clipToHours<W extends Window>(windows: readonly W[], hours: OpeningHours | null): W[] {
  if (!hours) return [];
  const open = parseClockTime(hours.open);
  const close = endMinutes(hours.close);
  const clipped: W[] = [];
  for (const window of windows) {
    const w = windowMinutes(window.start, window.end);
    const start = Math.max(w.start, open);
    const end = Math.min(w.end, close);
    if (start < end) clipped.push({ ...window, start: formatClockTime(start), end: formatClockTime(end) });
  }
  return clipped;
}
