/**
 * Whether a pre-order's choice groups start collapsed (spec §2.7, §9: "more than 40 items and more than
 * 3 groups"). One rule for every place that draws choice groups: the widget's step 3, the booking page's
 * pick-options dialog and the guest's page.
 */
export const COLLAPSE_ABOVE_ITEMS = 40;
export const COLLAPSE_ABOVE_GROUPS = 3;

/** Both at once: a long list in few groups, or many short groups, stays open. */
export function startCollapsed(groups: ReadonlyArray<{ items: readonly unknown[] }>): boolean {
  const items = groups.reduce((sum, g) => sum + g.items.length, 0);
  return groups.length > COLLAPSE_ABOVE_GROUPS && items > COLLAPSE_ABOVE_ITEMS;
}
