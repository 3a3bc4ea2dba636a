/**
 * Pre-order choices as the cards show them. The groups, slots and answers are the engine's
 * (engine/preorder/choices.ts: the server judges completeness by the same rule); here is only how
 * the widget draws them.
 */
import { formatPence } from '../../../engine/money/money.ts';
import type { ChoiceGroup, ChoiceItem } from '../../../engine/preorder/choices.ts';
import type { ChosenVariation } from '../../../engine/preorder/types.ts';

export { choiceGroups, chosenItem, itemSlots, slotChoice, slotsFilled, type ChoiceGroup, type ChoiceItem, type ItemSlot } from '../../../engine/preorder/choices.ts';

/** Spec: pre-order choice groups start collapsed above 40 items and above 3 groups. */
export const COLLAPSE_ABOVE_ITEMS = 40;
export const COLLAPSE_ABOVE_GROUPS = 3;

/** Whether the groups start collapsed: more than 40 items to choose from, or more than 3 groups. */
export function startCollapsed(groups: readonly ChoiceGroup[]): boolean {
  const items = groups.reduce((sum, g) => sum + g.items.length, 0);
  return groups.length > COLLAPSE_ABOVE_GROUPS || items > COLLAPSE_ABOVE_ITEMS;
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
