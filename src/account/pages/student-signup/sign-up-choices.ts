/**
 * The data-collection form's choices (§2.6 item 5, §5, §9) without React: which bar starts chosen, and the
 * years of graduation offered.
 */

/** How long the success notice shows (§9). */
export const SUCCESS_NOTICE_MS = 5_000;

/** The key the last chosen bar's id is kept under in local storage (§3). */
export const LAST_BAR_KEY = 'last_bar';

/** §9: the current year up to 5 years ahead on the data-collection form. */
export function graduationYearChoices(currentYear: number): number[] {
  return Array.from({ length: 6 }, (_, i) => currentYear + i);
}

/**
 * The bar chosen when the page opens (§5): the route's, matched by slug or numeric id; else the last one
 * chosen on this browser, while it is still one of the list; else none.
 */
export function initialBarId(
  bars: readonly { id: number; slug: string }[],
  routeBar: string | undefined,
  lastBar: string | null,
): number | null {
  const byRoute = routeBar
    ? bars.find((bar) => bar.slug === routeBar.toLowerCase() || String(bar.id) === routeBar)
    : undefined;
  if (byRoute) return byRoute.id;
  return bars.find((bar) => String(bar.id) === lastBar)?.id ?? null;
}
