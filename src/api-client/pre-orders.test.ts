import { describe, expect, it } from 'vitest';
import { choicesByGroup, preOrderEntries } from './pre-orders.ts';

// Slot answers out of order: the shot group's two slots (1, 2) and the dish (0).
const answers = [
  { index: 2, choice_id: 8, items: [{ breakdown_id: 2, item_id: 14 }] },
  { index: 0, choice_id: 7, items: [{ breakdown_id: 1, item_id: 1 }] },
  { index: 1, choice_id: 8, items: [{ breakdown_id: 1, item_id: 13 }] },
];

describe('the pre-order saves’ two forms of the same answers', () => {
  it('as entries (by booking id), in slot order', () => {
    expect(preOrderEntries(answers)).toEqual([
      { choice_id: 7, choice_item_id: 1 },
      { choice_id: 8, choice_item_id: 13 },
      { choice_id: 8, choice_item_id: 14 },
    ]);
  });

  it('as choices by group (by manage key), each group’s items in slot order', () => {
    expect(choicesByGroup(answers)).toEqual({ '7': [1], '8': [13, 14] });
    expect(choicesByGroup([])).toEqual({});
  });
});
