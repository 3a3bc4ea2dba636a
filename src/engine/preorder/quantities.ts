/**
 * Choosing a group's items by quantity (spec §4 "Pre-order quantity"): a group of several item slots
 * (a tray of 10 shots) is chosen as a count per item, + and −. Increase only while the group's total is
 * below what it requires, decrease only an item above zero, and neither for a single-choice group (one
 * item to choose: it is picked, not counted). The counts are the slots' answers (choices.ts) read and
 * written in slot order, so what is stored and judged complete is the same as the widget's step 3.
 */
import { chosenItem, slotChoice, type ChoiceGroup, type ItemSlot } from './choices.ts';
import type { ChosenChoice } from './types.ts';

type Answers = { choices: readonly ChosenChoice[] };

/** A group's slots among a variation's. */
export function groupSlots(slots: readonly ItemSlot[], group: Pick<ChoiceGroup, 'id'>): ItemSlot[] {
  return slots.filter((slot) => slot.group.id === group.id);
}

/** One item to choose: picked from a list, never counted. */
export function isSingleChoice(group: Pick<ChoiceGroup, 'itemCount'>): boolean {
  return group.itemCount <= 1;
}

/** Item id → how many of the group's slots hold it. */
export function itemCounts(chosen: Answers | undefined, slots: readonly ItemSlot[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const slot of slots) {
    const item = chosenItem(chosen, slot);
    if (item !== undefined) counts.set(item, (counts.get(item) ?? 0) + 1);
  }
  return counts;
}

/** How many the group holds and how many it requires. */
export function groupTotals(chosen: Answers | undefined, slots: readonly ItemSlot[]): { selected: number; required: number } {
  let selected = 0;
  for (const count of itemCounts(chosen, slots).values()) selected += count;
  return { selected, required: slots.length };
}

export function canIncrease(chosen: Answers | undefined, slots: readonly ItemSlot[]): boolean {
  const group = slots[0]?.group;
  if (!group || isSingleChoice(group)) return false;
  const { selected, required } = groupTotals(chosen, slots);
  return selected < required;
}

export function canDecrease(chosen: Answers | undefined, slots: readonly ItemSlot[], itemId: number): boolean {
  const group = slots[0]?.group;
  if (!group || isSingleChoice(group)) return false;
  return (itemCounts(chosen, slots).get(itemId) ?? 0) > 0;
}

/**
 * The variation's answers with one more (+1) or one fewer (−1) of an item in this group, when the rule
 * allows it; otherwise the answers as they were. The group's slots are refilled in the group's item
 * order, so the same counts always give the same answers.
 */
export function changeItemCount(chosen: Answers, slots: readonly ItemSlot[], itemId: number, delta: 1 | -1): ChosenChoice[] {
  const group = slots[0]?.group;
  if (!group || !group.items.some((i) => i.id === itemId)) return [...chosen.choices];
  if (delta > 0 ? !canIncrease(chosen, slots) : !canDecrease(chosen, slots, itemId)) return [...chosen.choices];
  const counts = itemCounts(chosen, slots);
  counts.set(itemId, (counts.get(itemId) ?? 0) + delta);
  const items = group.items.flatMap((item) => Array<number>(counts.get(item.id) ?? 0).fill(item.id));
  return withGroupAnswers(chosen, slots, items);
}

/** The variation's answers with a single-choice group's one item picked (undefined: none). */
export function pickItem(chosen: Answers, slots: readonly ItemSlot[], itemId: number | undefined): ChosenChoice[] {
  const group = slots[0]?.group;
  if (!group || (itemId !== undefined && !group.items.some((i) => i.id === itemId))) return [...chosen.choices];
  return withGroupAnswers(chosen, slots, itemId === undefined ? [] : [itemId]);
}

/** Replaces the group's answers by these items, one per slot in slot order; other groups' stay as they are. */
function withGroupAnswers(chosen: Answers, slots: readonly ItemSlot[], items: readonly number[]): ChosenChoice[] {
  const indexes = new Set(slots.map((s) => s.index));
  const others = chosen.choices.filter((c) => !indexes.has(c.index));
  const mine = slots.flatMap((slot, i) => (items[i] === undefined ? [] : [slotChoice(slot, items[i])]));
  return [...others, ...mine].sort((a, b) => a.index - b.index);
}
