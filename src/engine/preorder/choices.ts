/**
 * Pre-order choices: a variation's choice groups (e.g. "Cocktail", 2 items), their item slots (one
 * item to choose per slot), what is sent back for each slot, and which slots of the chosen
 * variations are still empty. Read from the session answer in the widget and from the catalogue on
 * the server, which hold choices in the same shape, so both judge completeness by one rule.
 *
 * A slot's answer is one `ChosenChoice`: `index` numbers the variation's slots from 0 across its
 * groups (the store replaces a choice by index), `choice_id` is the group, and its one item carries
 * `breakdown_id`, the slot's position in its group (1, 2 …), beside the chosen `item_id`.
 */
import { choicesDeferred, findVariation } from './preorder.ts';
import type { AvailableOption, ChosenChoice, ChosenVariation, OptionVariation } from './types.ts';

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

/** The item chosen for a slot, if any. */
export function chosenItem(chosen: ChoiceAnswers | undefined, slot: ItemSlot): number | undefined {
  const choice = chosen?.choices.find((c) => c.index === slot.index && c.choice_id === slot.group.id);
  const item = choice?.items[0]?.item_id;
  // An item the group does not offer (any more) fills nothing.
  return item !== undefined && slot.group.items.some((i) => i.id === item) ? item : undefined;
}

/** The answer for a slot: its group and the item chosen. */
export function slotChoice(slot: ItemSlot, itemId: number): ChosenChoice {
  return { index: slot.index, choice_id: slot.group.id, items: [{ breakdown_id: slot.position, item_id: itemId }] };
}

/** How many of the slots have an item. */
export function slotsFilled(chosen: ChoiceAnswers | undefined, slots: readonly ItemSlot[]): number {
  return slots.filter((slot) => chosenItem(chosen, slot) !== undefined).length;
}

/** What a slot's answer must have to be read (the server's parsed answers leave breakdown_id out). */
type ChoiceAnswers = { choices: ReadonlyArray<{ index: number; choice_id: number; items: ReadonlyArray<{ item_id: number }> }> };

/** An item slot of a chosen variation with nothing chosen for it yet. */
export interface UnfilledSlot {
  variationId: number;
  variationName: string;
  slot: ItemSlot;
}

/**
 * The item slots of the chosen variations still to fill before the pre-order can go on. A variation
 * not chosen (count 0) asks nothing; an option whose choices are made after booking (priced per
 * person: spec §2's "You will be able to choose your pre-order options after completing your
 * booking.") asks nothing now.
 */
export function unfilledSlots(
  chosen: ReadonlyArray<Pick<ChosenVariation, 'variation_id' | 'quantity'> & ChoiceAnswers>,
  options: readonly Pick<AvailableOption, 'price_per_booking' | 'variations'>[],
): UnfilledSlot[] {
  const out: UnfilledSlot[] = [];
  for (const c of chosen) {
    if (!(c.quantity > 0)) continue;
    const found = findVariation(options as readonly AvailableOption[], c.variation_id);
    if (!found || choicesDeferred(found.option)) continue;
    for (const slot of itemSlots(choiceGroups(found.variation))) {
      if (chosenItem(c, slot) === undefined) out.push({ variationId: c.variation_id, variationName: found.variation.name, slot });
    }
  }
  return out;
}

/** Answers from each group's chosen item ids in slot order (the calls' "choices by choice id"); extra ids are left out. */
export function slotAnswers(groups: readonly ChoiceGroup[], byGroup: Readonly<Record<string, readonly number[] | undefined>>): ChosenChoice[] {
  return itemSlots(groups).flatMap((slot) => {
    const item = byGroup[String(slot.group.id)]?.[slot.position - 1];
    return item === undefined ? [] : [slotChoice(slot, item)];
  });
}

/** The groups with an item slot still empty, in their order. */
export function unfilledGroups(groups: readonly ChoiceGroup[], chosen: ChoiceAnswers): ChoiceGroup[] {
  const empty = new Set(itemSlots(groups).filter((slot) => chosenItem(chosen, slot) === undefined).map((slot) => slot.group));
  return groups.filter((group) => empty.has(group));
}
