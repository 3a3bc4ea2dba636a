import type { SlotData } from '../../../schemas/api/types.generated.ts';
import { addDays } from '../../engine/time/calendar-date.ts';
import { endMinutes, formatClockTime, parseClockTime, windowMinutes } from '../../engine/time/clock-time.ts';
import { londonInstant, londonWallClock } from '../../engine/time/london.ts';

/** The rules of one booking type that decide its slots. Money in pence, times in minutes. */
export interface SlotRules {
  stepMinutes: number;
  durationMinutes: number;
  cutoffMinutes: number;
  minCovers: number;
  maxCovers: number;
  exactCovers: number | null;
  /** Largest party confirmed without a conversation; 0 means every booking is an enquiry. */
  autoConfirmMaxCovers: number;
  allowFallback: boolean;
  pricePerPerson: number;
  pricePerBooking: number;
}

/** Covers already taken, in business-day minutes of the date being looked at. */
export interface Occupancy {
  start: number;
  end: number;
  people: number;
}

export interface AvailabilityInput {
  /** The business date (YYYY-MM-DD); times up to 08:00 fall on the next calendar morning. */
  date: string;
  now: Date;
  people: number;
  /** Opening hours that day, or null when the bar is shut. */
  opening: { open: string; close: string } | null;
  /** The type's day parts (bar overrides applied); slots start inside one of them. Empty: any time open. */
  windows: ReadonlyArray<{ start: string; end: string }>;
  rules: SlotRules;
  capacity: number;
  occupancy: ReadonlyArray<Occupancy>;
}

export type SlotProblem = 'size' | 'cutoff' | 'full' | 'enquiry_only';

/** A slot as the session answer sends it, and what the server knows of it besides. */
export interface Slot extends SlotData {
  /** Why the slot cannot be booked outright; null when it can. */
  problem: SlotProblem | null;
  /** Covers still free for the whole duration at this start. */
  remaining: number;
}

/** Slots starting within this many minutes of now are not offered to customers (spec §2, §9). */
export const HIDE_SLOTS_WITHIN_MINUTES = 30;

/** Whether the type can seat this many people at all (spec: can_cater_for). */
export function canCaterFor(rules: Pick<SlotRules, 'minCovers' | 'maxCovers' | 'exactCovers'>, people: number) {
  if (people < 1) return false;
  if (rules.exactCovers !== null && people !== rules.exactCovers) return false;
  return people >= rules.minCovers && people <= rules.maxCovers;
}

export function canAutoConfirmSize(rules: Pick<SlotRules, 'autoConfirmMaxCovers'>, people: number) {
  return people <= rules.autoConfirmMaxCovers;
}

/**
 * Peak covers in use at each minute of the business day (and the morning after), built once per
 * day with a difference array so that each slot is a short window scan, not a pass over bookings.
 */
function occupancyByMinute(occupancy: ReadonlyArray<Occupancy>, length: number): Int32Array {
  const diff = new Int32Array(length + 1);
  for (const { start, end, people } of occupancy) {
    const from = Math.max(0, start);
    const to = Math.min(length, end);
    if (from >= to) continue;
    diff[from]! += people;
    diff[to]! -= people;
  }
  const inUse = new Int32Array(length);
  let running = 0;
  for (let m = 0; m < length; m++) {
    running += diff[m]!;
    inUse[m] = running;
  }
  return inUse;
}

/** Slot start minutes: every step from opening, inside a day part, finishing by closing time. */
export function slotStarts(input: Pick<AvailabilityInput, 'opening' | 'windows' | 'rules'>): number[] {
  if (!input.opening) return [];
  const open = parseClockTime(input.opening.open);
  const close = endMinutes(input.opening.close);
  const windows = input.windows.map((w) => windowMinutes(w.start, w.end));
  const starts: number[] = [];
  for (let t = open; t + input.rules.durationMinutes <= close; t += input.rules.stepMinutes) {
    if (windows.length === 0 || windows.some((w) => t >= w.start && t < w.end)) starts.push(t);
  }
  return starts;
}

/**
 * Every bookable start of the day for a party, in business-day order. Slots that have already begun
 * are left out; the rest say whether they can be booked outright, or only enquired about.
 */
export function computeSlots(input: AvailabilityInput): Slot[] {
  const { rules, people, date, now } = input;
  const starts = slotStarts(input);
  if (starts.length === 0) return [];
  const dayLength = starts[starts.length - 1]! + rules.durationMinutes;
  const inUse = occupancyByMinute(input.occupancy, dayLength);
  const fits = canCaterFor(rules, people);
  const autoSize = canAutoConfirmSize(rules, people);
  const nowMs = now.getTime();
  const price = rules.pricePerBooking + rules.pricePerPerson * Math.max(people, 0);

  const slots: Slot[] = [];
  for (const start of starts) {
    const startsAt = londonInstant(date, start).getTime();
    if (startsAt <= nowMs) continue;
    // The hour the clocks skip in March never happens in London: no slot at a time that does not exist.
    if (londonWallClock(new Date(startsAt)).minutes !== start % 1440) continue;
    let peak = 0;
    for (let m = start; m < start + rules.durationMinutes; m++) peak = Math.max(peak, inUse[m]!);
    const remaining = Math.max(0, input.capacity - peak);

    let problem: SlotProblem | null = null;
    if (!fits) problem = 'size';
    else if (nowMs > startsAt - rules.cutoffMinutes * 60_000) problem = 'cutoff';
    else if (remaining < people) problem = 'full';
    else if (!autoSize) problem = 'enquiry_only';

    slots.push({
      time: formatClockTime(start),
      full_date: `${start >= 1440 ? addDays(date, 1) : date} ${formatClockTime(start)}`,
      available: problem === null,
      price,
      // Past the cut-off there is no time left for the team to call back: walk in or phone instead.
      can_fallback: problem !== null && problem !== 'cutoff' && rules.allowFallback,
      problem,
      remaining,
    });
  }
  return slots;
}

/** Slots a customer may still pick: those starting at least 30 minutes from now. */
export function offeredSlots(slots: ReadonlyArray<Slot>, date: string, now: Date): Slot[] {
  const earliest = now.getTime() + HIDE_SLOTS_WITHIN_MINUTES * 60_000;
  return slots.filter((slot) => {
    const [, time] = slot.full_date.split(' ') as [string, string];
    const minutes = parseClockTime(time) + (slot.full_date.startsWith(date) ? 0 : 1440);
    return londonInstant(date, minutes).getTime() >= earliest;
  });
}
