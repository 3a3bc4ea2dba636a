import { describe, expect, it } from 'vitest';
import { choiceGroups, itemSlots } from './choices.ts';
import { canDecrease, canIncrease, changeItemCount, groupSlots, groupTotals, isSingleChoice, itemCounts, pickItem } from './quantities.ts';

const item = (id: number, title: string) => ({ id, title, premium: 0, selectable: true, vegan: false, vegetarian: false });
// A tray of three shots chosen by count, and one dish picked.
const groups = choiceGroups({
  choices: [
    { id: 7, name: 'Dish', item_count: 1, items: [item(1, 'Full English'), item(2, 'Eggs Royale')] },
    { id: 8, name: 'Shots', item_count: 3, items: [item(13, 'Tequila'), item(14, 'Sambuca')] },
  ],
});
const slots = itemSlots(groups);
const dish = groupSlots(slots, groups[0]!);
const shots = groupSlots(slots, groups[1]!);
const none = { choices: [] };

describe('choosing a group by quantity (spec §4)', () => {
  it('increases only while the total is below the required total', () => {
    let answers = { choices: changeItemCount(none, shots, 13, 1) };
    answers = { choices: changeItemCount(answers, shots, 14, 1) };
    expect(canIncrease(answers, shots)).toBe(true);
    answers = { choices: changeItemCount(answers, shots, 13, 1) };
    expect(groupTotals(answers, shots)).toEqual({ selected: 3, required: 3 });
    expect(canIncrease(answers, shots)).toBe(false);
    // A refused increase leaves the answers as they were.
    expect(changeItemCount(answers, shots, 14, 1)).toEqual(answers.choices);
    expect([...itemCounts(answers, shots)]).toEqual([
      [13, 2],
      [14, 1],
    ]);
  });

  it('stores the counts as the slots’ answers, in the group’s item order', () => {
    const answers = { choices: changeItemCount({ choices: changeItemCount(none, shots, 14, 1) }, shots, 13, 1) };
    expect(answers.choices).toEqual([
      { index: 1, choice_id: 8, items: [{ breakdown_id: 1, item_id: 13 }] },
      { index: 2, choice_id: 8, items: [{ breakdown_id: 2, item_id: 14 }] },
    ]);
  });

  it('decreases only an item above zero', () => {
    const answers = { choices: changeItemCount(none, shots, 13, 1) };
    expect(canDecrease(answers, shots, 13)).toBe(true);
    expect(canDecrease(answers, shots, 14)).toBe(false);
    expect(changeItemCount(answers, shots, 14, -1)).toEqual(answers.choices);
    const back = { choices: changeItemCount(answers, shots, 13, -1) };
    expect(back.choices).toEqual([]);
    expect(canDecrease(back, shots, 13)).toBe(false);
  });

  it('allows neither for a single-choice group: its item is picked', () => {
    expect(isSingleChoice(groups[0]!)).toBe(true);
    expect(isSingleChoice(groups[1]!)).toBe(false);
    expect(canIncrease(none, dish)).toBe(false);
    expect(changeItemCount(none, dish, 1, 1)).toEqual([]);
    const picked = { choices: pickItem(none, dish, 2) };
    expect(picked.choices).toEqual([{ index: 0, choice_id: 7, items: [{ breakdown_id: 1, item_id: 2 }] }]);
    expect(canDecrease(picked, dish, 2)).toBe(false);
    expect(pickItem(picked, dish, 1)).toEqual([{ index: 0, choice_id: 7, items: [{ breakdown_id: 1, item_id: 1 }] }]);
    expect(pickItem(picked, dish, undefined)).toEqual([]);
  });

  it('keeps the other groups’ answers and refuses an item the group does not offer', () => {
    const picked = { choices: pickItem(none, dish, 2) };
    const both = changeItemCount(picked, shots, 14, 1);
    expect(both.map((c) => [c.index, c.choice_id])).toEqual([
      [0, 7],
      [1, 8],
    ]);
    expect(changeItemCount(picked, shots, 1, 1)).toEqual(picked.choices);
    expect(pickItem(picked, dish, 13)).toEqual(picked.choices);
  });
});
