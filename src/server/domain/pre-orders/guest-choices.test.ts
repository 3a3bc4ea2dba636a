import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../errors.ts';
import { choicesByGroup, readGuestChoices } from './guest-choices.ts';

const item = (id: number, title: string, selectable = true) => ({ id, title, plu: `P${id}`, premium: 0, selectable, vegan: false, vegetarian: false, contains_gluten: false });
/** A brunch package: one main, two cocktails, and a group with nothing to choose. */
const brunch = {
  choices: [
    { id: 10, name: 'Main', item_count: 1, position: 0, items: [item(101, 'Pancakes'), item(102, 'Eggs Royale')] },
    { id: 20, name: 'Cocktail', item_count: 2, position: 1, items: [item(201, 'Mimosa'), item(202, 'Bellini'), item(203, 'Gone', false)] },
    { id: 30, name: 'Prosecco', item_count: 1, position: 2, items: [item(301, 'House', false)] },
  ],
};

function refusal(fn: () => unknown): InvalidInput {
  try {
    fn();
  } catch (error) {
    if (error instanceof InvalidInput) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe("a guest's own choices", () => {
  it('stores one answer per slot, numbered across the groups as the widget numbers them', () => {
    expect(readGuestChoices(brunch, { 10: [102], 20: [201, 201] })).toEqual([
      { index: 0, choice_id: 10, items: [{ breakdown_id: 1, item_id: 102 }] },
      { index: 1, choice_id: 20, items: [{ breakdown_id: 1, item_id: 201 }] },
      { index: 2, choice_id: 20, items: [{ breakdown_id: 2, item_id: 201 }] },
    ]);
    // A lone id for a group of one; string keys as JSON sends them.
    expect(readGuestChoices(brunch, { '10': 101, '20': [202, 201] })[0]).toEqual({ index: 0, choice_id: 10, items: [{ breakdown_id: 1, item_id: 101 }] });
  });

  it('requires every group with a selectable item, naming each one missing or short', () => {
    const e = refusal(() => readGuestChoices(brunch, { 20: [201] }));
    expect(e.fields).toEqual({ 'choices.10': ['Please make a choice for Main'], 'choices.20': ['Please make a choice for Cocktail'] });
    expect(refusal(() => readGuestChoices(brunch, undefined)).fields).toHaveProperty(['choices.10']);
  });

  it('lets slots stay empty in a partial save, still checking what is sent', () => {
    expect(readGuestChoices(brunch, { 20: [202] }, { partial: true })).toEqual([{ index: 1, choice_id: 20, items: [{ breakdown_id: 1, item_id: 202 }] }]);
    expect(readGuestChoices(brunch, {}, { partial: true })).toEqual([]);
    expect(refusal(() => readGuestChoices(brunch, { 20: [101] }, { partial: true })).fields).toEqual({ 'choices.20': ['Please choose from the items offered for Cocktail'] });
  });

  it("refuses an item of another group, one that cannot be chosen, a group not in the package and more items than the group's count", () => {
    expect(refusal(() => readGuestChoices(brunch, { 10: [201], 20: [201, 202] })).fields).toEqual({ 'choices.10': ['Please choose from the items offered for Main'] });
    expect(refusal(() => readGuestChoices(brunch, { 10: [101], 20: [201, 203] })).fields).toEqual({ 'choices.20': ['Please choose from the items offered for Cocktail'] });
    expect(refusal(() => readGuestChoices(brunch, { 10: [101], 20: [201, 202], 30: [301] })).fields).toEqual({ 'choices.30': ['That choice is not part of this package'] });
    expect(refusal(() => readGuestChoices(brunch, { 10: [101], 20: [201, 202], 99: [1] })).fields).toEqual({ 'choices.99': ['That choice is not part of this package'] });
    expect(refusal(() => readGuestChoices(brunch, { 10: [101, 102], 20: [201, 202] })).fields).toEqual({ 'choices.10': ['Please choose no more than 1 for Main'] });
    for (const bad of [['101'], [1.5], [-1], [{}], 'x'])
      expect(refusal(() => readGuestChoices(brunch, { 10: bad, 20: [201, 202] })).fields, JSON.stringify(bad)).toHaveProperty(['choices.10']);
    expect(refusal(() => readGuestChoices(brunch, [1, 2])).fields).toEqual({ choices: ['That choice is not part of this package'] });
  });

  it('takes no choices without a package', () => {
    expect(readGuestChoices(undefined, {})).toEqual([]);
    expect(readGuestChoices(undefined, { 10: [] })).toEqual([]);
    expect(refusal(() => readGuestChoices(undefined, { 10: [101] })).fields).toEqual({ choices: ['Please choose a package before its options'] });
  });

  it('reads stored choices back by group, leaving out items no longer offered', () => {
    const stored = readGuestChoices(brunch, { 10: [102], 20: [202, 201] });
    expect(choicesByGroup(brunch, stored)).toEqual({ 10: [102], 20: [202, 201] });
    const withdrawn = { choices: [brunch.choices[0]!, { ...brunch.choices[1]!, items: [item(201, 'Mimosa')] }] };
    expect(choicesByGroup(withdrawn, stored)).toEqual({ 10: [102], 20: [201] });
    expect(choicesByGroup(undefined, stored)).toEqual({});
  });
});
