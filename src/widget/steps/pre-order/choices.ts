/**
 * Pre-order choices as the cards show them. The groups, slots and answers are the engine's
 * (engine/preorder/choices.ts: the server judges completeness by the same rule); here is only how
 * the widget draws them.
 */
import { formatPence } from '../../../engine/money/money.ts';
import type { ChoiceGroup, ChoiceItem } from '../../../engine/preorder/choices.ts';
import type { ChosenVariation } from '../../../engine/preorder/types.ts';

export { choiceGroups, chosenItem, itemSlots, slotChoice, slotsFilled, type ChoiceGroup, type ChoiceItem, type ItemSlot } from '../../../engine/preorder/choices.ts';

// Whether the groups start collapsed is one rule for every page that draws them (the engine's).
export { startCollapsed } from '../../../engine/preorder/collapse.ts';

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
