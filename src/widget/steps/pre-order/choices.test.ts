import { describe, expect, it } from 'vitest';
import { choiceGroups, chosenItem, chosenItemTitles, itemLabel, itemSlots, slotChoice, slotsFilled, startCollapsed } from './choices.ts';

const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({ id, title, premium: 0, selectable: true, vegan: false, vegetarian: false, ...extra });

const cocktailBrunch = {
  choices: [
    { id: 1021, name: 'Brunch Dish', item_count: 1, items: [item(1, 'Full English Brunch'), item(6, 'Eggs Royale', { premium: 200 })] },
    { id: 1022, name: 'Cocktail', item_count: 2, items: [item(13, 'Pornstar Martini'), item(14, 'Classic Mojito'), item(99, 'Bespoke Cake', { selectable: false })] },
  ],
};

describe('pre-order choices', () => {
  it('reads the groups, leaving out items that cannot be chosen and groups with nothing to choose', () => {
    const groups = choiceGroups({ choices: [...cocktailBrunch.choices, { id: 5, name: 'Empty', item_count: 1, items: [] }, 'junk'] });
    expect(groups.map((g) => [g.id, g.name, g.itemCount, g.items.map((i) => i.id)])).toEqual([
      [1021, 'Brunch Dish', 1, [1, 6]],
      [1022, 'Cocktail', 2, [13, 14]],
    ]);
    expect(choiceGroups({ choices: [] })).toEqual([]);
  });

  it('numbers the item slots across the groups: one per item to choose', () => {
    const slots = itemSlots(choiceGroups(cocktailBrunch));
    expect(slots.map((s) => [s.index, s.group.id, s.position])).toEqual([
      [0, 1021, 1],
      [1, 1022, 1],
      [2, 1022, 2],
    ]);
  });

  it('answers a slot with its group and item, and reads it back', () => {
    const [, second, third] = itemSlots(choiceGroups(cocktailBrunch));
    const choice = slotChoice(third!, 14);
    expect(choice).toEqual({ index: 2, choice_id: 1022, items: [{ breakdown_id: 2, item_id: 14 }] });
    const chosen = { variation_id: 102, quantity: 1, name: 'Cocktail Brunch', choices: [choice] };
    expect(chosenItem(chosen, third!)).toBe(14);
    expect(chosenItem(chosen, second!)).toBeUndefined();
    expect(slotsFilled(chosen, itemSlots(choiceGroups(cocktailBrunch)))).toBe(1);
    expect(chosenItemTitles(choiceGroups(cocktailBrunch), [choice, slotChoice(second!, 13)])).toEqual(['Pornstar Martini', 'Classic Mojito']);
  });

  it('starts collapsed only above 40 items and above 3 groups, both (the engine’s one rule)', () => {
    const group = (id: number, items: number) => ({ id, name: `G${id}`, item_count: 1, items: Array.from({ length: items }, (_, i) => item(id * 100 + i, `I${i}`)) });
    expect(startCollapsed(choiceGroups({ choices: [group(1, 20), group(2, 21)] }))).toBe(false);
    expect(startCollapsed(choiceGroups({ choices: [group(1, 2), group(2, 2), group(3, 2), group(4, 2)] }))).toBe(false);
    expect(startCollapsed(choiceGroups({ choices: [group(1, 10), group(2, 10), group(3, 10), group(4, 10)] }))).toBe(false);
    expect(startCollapsed(choiceGroups({ choices: [group(1, 10), group(2, 10), group(3, 10), group(4, 11)] }))).toBe(true);
  });

  it('labels an item with its premium', () => {
    const [dish] = choiceGroups(cocktailBrunch);
    expect(dish!.items.map((i) => itemLabel(i, (amount) => `(+${amount})`))).toEqual(['Full English Brunch', 'Eggs Royale (+£2.00)']);
  });
});
