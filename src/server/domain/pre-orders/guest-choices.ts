/**
 * A guest's own choices for their package (spec §3 "Guest pre-order entry", §5): read from the form the
 * calls send, "choices by choice id" (group id → the item ids chosen in it, one per item slot, a lone id
 * for a group of one), and judged by the widget's step-3 rules (src/engine/preorder): only groups with a
 * selectable item count, an item must be one its group offers, and a complete pre-order fills every slot.
 * Stored as the widget stores them: one ChosenChoice per filled slot.
 */
import errors from '../../../../locales/en-GB/errors.json' with { type: 'json' };
import { choiceGroups, chosenItem, itemSlots, slotAnswers } from '../../../engine/preorder/choices.ts';
import type { ChosenChoice } from '../../../engine/preorder/types.ts';
import type { Variation } from '../catalogue.ts';
import { InvalidInput } from '../errors.ts';

/** Group id → the item ids chosen in it, in slot order: the calls' form of a guest's choices. */
export type ChoicesByGroup = Record<string, number[]>;

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The field a group's problem is reported under: `choices.{group id}`, so a form shows it by its group. */
export const choiceField = (groupId: number | string) => `choices.${groupId}`;

/**
 * The guest's choices as stored, or an InvalidInput naming each group that is wrong. `partial` lets
 * slots stay empty (a save of some of them); otherwise every group with a selectable item must be filled
 * (the join form and the guest page). No package: no choices may be sent.
 */
export function readGuestChoices(variation: Pick<Variation, 'choices'> | undefined, raw: unknown, options: { partial?: boolean } = {}): ChosenChoice[] {
  const sent = raw === undefined || raw === null ? {} : raw;
  if (typeof sent !== 'object' || Array.isArray(sent)) throw invalid({ choices: [errors.validation.choiceUnknown] });
  const entries = Object.entries(sent as Record<string, unknown>).filter(([, items]) => items !== null && !(Array.isArray(items) && items.length === 0));
  if (!variation) {
    if (entries.length > 0) throw invalid({ choices: [errors.validation.choicesWithoutPackage] });
    return [];
  }
  const groups = choiceGroups(variation);
  const fields: Record<string, string[]> = {};
  const picked = new Map<number, number[]>();
  for (const [key, value] of entries) {
    const group = groups.find((g) => String(g.id) === key);
    if (!group) {
      fields[choiceField(key)] = [errors.validation.choiceUnknown];
      continue;
    }
    const items = Array.isArray(value) ? value : [value];
    if (!items.every((id) => isId(id) && group.items.some((item) => item.id === id))) fields[choiceField(key)] = [fill(errors.validation.choiceItemUnknown, { group: group.name })];
    else if (items.length > group.itemCount) fields[choiceField(key)] = [fill(errors.validation.choiceTooMany, { count: group.itemCount, group: group.name })];
    else picked.set(group.id, items as number[]);
  }
  if (!options.partial) {
    for (const group of groups) {
      const field = choiceField(group.id);
      if (!fields[field] && (picked.get(group.id)?.length ?? 0) < group.itemCount) fields[field] = [fill(errors.validation.choiceRequired, { group: group.name })];
    }
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  // One answer per filled slot, numbered across the groups as the widget numbers them.
  return slotAnswers(groups, Object.fromEntries(picked));
}

/** Stored choices in the calls' form, leaving out any item its group no longer offers. */
export function choicesByGroup(variation: Pick<Variation, 'choices'> | undefined, stored: readonly ChosenChoice[]): ChoicesByGroup {
  const out: ChoicesByGroup = {};
  if (!variation) return out;
  for (const slot of itemSlots(choiceGroups(variation))) {
    const item = chosenItem({ choices: stored }, slot);
    if (item !== undefined) (out[String(slot.group.id)] ??= []).push(item);
  }
  return out;
}

function invalid(fields: Record<string, string[]>): InvalidInput {
  return new InvalidInput([...new Set(Object.values(fields).map(([m]) => m!))].join(', '), fields);
}
