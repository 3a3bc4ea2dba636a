import { DEFAULT_REQUESTED_TIME, SLOT_PAGE_SIZE } from '../constants.ts';
import { isClockTime, startMinutes } from '../time/clock-time.ts';
import type { DayPartTab } from './day-parts.ts';
import { pageOfPosition } from './paging.ts';
import type { DayPart, Slot } from './types.ts';

export interface InitialChoice {
  /** The session's chosen time, if any ("19:00" or "19:00:00"). */
  selectedTime?: string | null;
  /** The session's requested time; 19:00 when absent. */
  requestedTime?: string | null;
}

function minutesOf(time: string | null | undefined): number | undefined {
  return time && isClockTime(time) ? startMinutes(time) : undefined;
}

/** Position of the slot at `time`, comparing minutes so "19:00:00" finds "19:00". */
function positionOfTime(slots: readonly Slot[], time: string | null | undefined): number {
  const minute = minutesOf(time);
  if (minute === undefined) return -1;
  return slots.findIndex((slot) => startMinutes(slot.time) === minute);
}

/** Position of the slot nearest the requested time; on a tie the earlier slot, as lists run forwards. */
function positionClosestTo(slots: readonly Slot[], time: string | null | undefined): number {
  const target = minutesOf(time) ?? startMinutes(DEFAULT_REQUESTED_TIME);
  let best = -1;
  let bestDistance = Infinity;
  slots.forEach((slot, position) => {
    const distance = Math.abs(startMinutes(slot.time) - target);
    if (distance < bestDistance) {
      best = position;
      bestDistance = distance;
    }
  });
  return best;
}

/** The page to open: the one holding the selected time, else the one closest to the requested time. */
export function initialSlotPage(
  slots: readonly Slot[],
  choice: InitialChoice = {},
  pageSize = SLOT_PAGE_SIZE,
): number {
  const selected = positionOfTime(slots, choice.selectedTime);
  if (selected >= 0) return pageOfPosition(selected, pageSize);
  const closest = positionClosestTo(slots, choice.requestedTime);
  return closest >= 0 ? pageOfPosition(closest, pageSize) : 0;
}

export interface InitialDayPartChoice extends InitialChoice {
  /** The part the customer used last (kept by the widget in local storage). */
  lastUsedPartId?: DayPart['id'] | null;
}

/**
 * The tab to open, in the spec's order: the enabled tab holding the selected time; else the enabled
 * tab holding the slot closest to the requested time (19:00 by default); else the part last used;
 * else the default part; else the first tab. Because a default requested time always exists, the
 * last two only decide which tab to show when every tab is disabled.
 */
export function initialDayPart<S extends Slot>(
  tabs: readonly DayPartTab<S>[],
  choice: InitialDayPartChoice = {},
): DayPartTab<S> | undefined {
  const enabled = tabs.filter((tab) => !tab.disabled);

  const selected = enabled.find((tab) => positionOfTime(tab.slots, choice.selectedTime) >= 0);
  if (selected) return selected;

  let closest: DayPartTab<S> | undefined;
  let closestDistance = Infinity;
  const target = minutesOf(choice.requestedTime) ?? startMinutes(DEFAULT_REQUESTED_TIME);
  for (const tab of enabled) {
    for (const slot of tab.slots) {
      const distance = Math.abs(startMinutes(slot.time) - target);
      if (distance < closestDistance) {
        closest = tab;
        closestDistance = distance;
      }
    }
  }
  if (closest) return closest;

  const lastUsed = choice.lastUsedPartId ?? undefined;
  const byLastUse =
    lastUsed === undefined ? undefined : tabs.find((tab) => String(tab.part.id) === String(lastUsed));
  return byLastUse ?? tabs.find((tab) => tab.part.is_default) ?? tabs[0];
}
