import {
  TIME_OPTIONS_DEFAULT_END,
  TIME_OPTIONS_DEFAULT_START,
  TIME_OPTION_STEP_MINUTES,
} from '../constants.ts';
import { endMinutes, formatClockTime, parseClockTime } from './clock-time.ts';

export interface TimeOptionsRange {
  start?: string;
  /** Included when a step lands on it; an end at or before 08:00 is the next morning. */
  end?: string;
  stepMinutes?: number;
}

/**
 * Times offered by a time picker (the enquiry's approximate start time): from start to end in
 * steps, by default 10:00, 10:15 … 23:45, 00:00.
 */
export function timeOptions({
  start = TIME_OPTIONS_DEFAULT_START,
  end = TIME_OPTIONS_DEFAULT_END,
  stepMinutes = TIME_OPTION_STEP_MINUTES,
}: TimeOptionsRange = {}): string[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes <= 0) {
    throw new RangeError(`A time step must be a positive whole number of minutes: ${stepMinutes}`);
  }
  const from = parseClockTime(start);
  const to = endMinutes(end);
  const options: string[] = [];
  for (let minute = from; minute <= to; minute += stepMinutes) options.push(formatClockTime(minute));
  return options;
}
