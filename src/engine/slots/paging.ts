import { SLOT_PAGE_SIZE } from '../constants.ts';
import type { Slot } from './types.ts';

export interface SlotPage<S extends Slot = Slot> {
  /** 0-based. */
  index: number;
  count: number;
  slots: S[];
  /** View Earlier is enabled. */
  hasEarlier: boolean;
  /** View Later is enabled. */
  hasLater: boolean;
}

export function slotPageCount(slots: readonly Slot[], pageSize = SLOT_PAGE_SIZE): number {
  return Math.ceil(slots.length / pageSize);
}

/** The page of `index`, clamped into range so a stale index after new slots arrive still shows something. */
export function slotPage<S extends Slot>(
  slots: readonly S[],
  index: number,
  pageSize = SLOT_PAGE_SIZE,
): SlotPage<S> {
  const count = slotPageCount(slots, pageSize);
  const clamped = count === 0 ? 0 : Math.min(Math.max(0, Math.trunc(index) || 0), count - 1);
  return {
    index: clamped,
    count,
    slots: slots.slice(clamped * pageSize, (clamped + 1) * pageSize),
    hasEarlier: clamped > 0,
    hasLater: clamped < count - 1,
  };
}

/** The page holding the slot at `position` in the list. */
export function pageOfPosition(position: number, pageSize = SLOT_PAGE_SIZE): number {
  return Math.floor(position / pageSize);
}
