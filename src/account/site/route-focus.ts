/**
 * Focus after a move within the site: the first page the browser loads keeps the browser's own
 * focus; every page reached after it (a link, a redirect, back and forward) puts the focus on its
 * title, once per history entry.
 */
let seen: string | null = null;

export function focusAfterNavigation(locationKey: string): boolean {
  if (seen === null) {
    seen = locationKey;
    return false;
  }
  if (seen === locationKey) return false;
  seen = locationKey;
  return true;
}
