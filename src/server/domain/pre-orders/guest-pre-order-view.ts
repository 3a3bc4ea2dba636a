/** A guest's own pre-order as their page shows it: their package, its choice groups and what they chose. */
import type { JoinedGuestRow } from '../../db/repositories/guests.ts';
import type { Catalogue, Variation } from '../catalogue.ts';
import { choicesByGroup } from './guest-choices.ts';

/**
 * A package's choice groups as the calls send them. Only groups with a selectable item: those are the
 * ones a guest must choose in (spec §5).
 */
export function packageChoiceGroups(variation: Variation) {
  return variation.choices
    .filter((choice) => choice.items.some((item) => item.selectable))
    .map((choice) => ({
      id: choice.id,
      name: choice.name,
      item_count: choice.item_count,
      items: choice.items.map((item) => ({ id: item.id, plu: item.plu, title: item.title, premium: item.premium, selectable: item.selectable })),
    }));
}

/** The guest's pre-order fields of their page (spec §3 "Guest": variations, pre_order, has_pre_order). */
export function guestPreOrderView(guest: Pick<JoinedGuestRow, 'variation_id' | 'choices'>, catalogue: Catalogue) {
  const variation = guest.variation_id === null ? undefined : catalogue.variations.get(guest.variation_id);
  const choices = choicesByGroup(variation, guest.choices);
  return {
    variations: variation ? [variation.id] : [],
    has_pre_order: Object.keys(choices).length > 0,
    pre_order: variation ? { variation_id: variation.id, name: variation.name, groups: packageChoiceGroups(variation), choices } : null,
  };
}
