/**
 * Pre-order choices as the cards show them: a variation's choice groups (e.g. "Cocktail", 2 items),
 * their item slots (one select per item to choose), and what is sent back for each slot. Pure, so it
 * is tested with literal data.
 *
 * A slot's answer is one `ChosenChoice`: `index` numbers the variation's slots from 0 across its
 * groups (the store replaces a choice by index), `choice_id` is the group, and its one item carries
 * `breakdown_id`, the slot's position in its group (1, 2 …), beside the chosen `item_id`.
 */
import { formatPence } from '../../../engine/money/money.ts';
import type { ChosenChoice, ChosenVariation, OptionVariation } from '../../../engine/preorder/types.ts';

/** Spec: pre-order choice groups start collapsed above 40 items and above 3 groups. */
export const COLLAPSE_ABOVE_ITEMS = 40;
export const COLLAPSE_ABOVE_GROUPS = 3;

export interface ChoiceItem {
  id: number;
  title: string;
  /** Pence added to the unit price when chosen. */
  premium: number;
  vegan: boolean;
  vegetarian: boolean;
}

export interface ChoiceGroup {
  id: number;
  name: string;
  /** How many items are chosen from this group. */
  itemCount: number;
  items: ChoiceItem[];
}

export interface ItemSlot {
  /** The variation's slot number, from 0 across its groups. */
  index: number;
  group: ChoiceGroup;
  /** 1-based position within the group. */
  position: number;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const whole = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : fallback;
};

/** The variation's choice groups as the session sends them; items that cannot be chosen are left out. */
export function choiceGroups(variation: Pick<OptionVariation, 'choices'>): ChoiceGroup[] {
  const groups: ChoiceGroup[] = [];
  for (const raw of Array.isArray(variation.choices) ? variation.choices : []) {
    const c = record(raw);
    const id = whole(c.id, -1);
    if (id < 0) continue;
    const items = (Array.isArray(c.items) ? c.items : [])
      .map(record)
      .filter((i) => i.selectable !== false && whole(i.id, -1) >= 0)
      .map((i) => ({ id: whole(i.id, 0), title: String(i.title ?? ''), premium: whole(i.premium, 0), vegan: i.vegan === true, vegetarian: i.vegetarian === true }));
    const itemCount = whole(c.item_count, 1);
    if (items.length === 0 || itemCount === 0) continue;
    groups.push({ id, name: String(c.name ?? ''), itemCount, items });
  }
  return groups;
}

/** Every item slot of the groups, numbered across them. */
export function itemSlots(groups: readonly ChoiceGroup[]): ItemSlot[] {
  const slots: ItemSlot[] = [];
  for (const group of groups) for (let position = 1; position <= group.itemCount; position++) slots.push({ index: slots.length, group, position });
  return slots;
}

/** Whether the groups start collapsed: more than 40 items to choose from, or more than 3 groups. */
export function startCollapsed(groups: readonly ChoiceGroup[]): boolean {
  const items = groups.reduce((sum, g) => sum + g.items.length, 0);
  return groups.length > COLLAPSE_ABOVE_GROUPS || items > COLLAPSE_ABOVE_ITEMS;
}

/** The item chosen for a slot, if any. */
export function chosenItem(chosen: ChosenVariation | undefined, slot: ItemSlot): number | undefined {
  const choice = chosen?.choices.find((c) => c.index === slot.index && c.choice_id === slot.group.id);
  return choice?.items[0]?.item_id;
}

/** The answer for a slot: its group and the item chosen. */
export function slotChoice(slot: ItemSlot, itemId: number): ChosenChoice {
  return { index: slot.index, choice_id: slot.group.id, items: [{ breakdown_id: slot.position, item_id: itemId }] };
}

/** How many of the slots have an item. */
export function slotsFilled(chosen: ChosenVariation | undefined, slots: readonly ItemSlot[]): number {
  return slots.filter((slot) => chosenItem(chosen, slot) !== undefined).length;
}

/** The titles of the items chosen for a variation, in slot order (for summaries). */
export function chosenItemTitles(groups: readonly ChoiceGroup[], choices: ChosenVariation['choices']): string[] {
  const titles: string[] = [];
  for (const choice of [...choices].sort((a, b) => a.index - b.index)) {
    const group = groups.find((g) => g.id === choice.choice_id);
    for (const item of choice.items) {
      const title = group?.items.find((i) => i.id === item.item_id)?.title;
      if (title) titles.push(title);
    }
  }
  return titles;
}

/** An item as an option reads: "Eggs Royale (+£2.00)". */
export function itemLabel(item: ChoiceItem, premium: (amount: string) => string): string {
  return item.premium > 0 ? `${item.title} ${premium(formatPence(item.premium))}` : item.title;
}
