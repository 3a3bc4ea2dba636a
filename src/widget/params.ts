/**
 * The widget page's query string (brand, bar, date, people, type, lang), as the loader writes it.
 * Anything malformed is dropped rather than guessed: a bad prefill must never pick a wrong bar.
 */
import { cleanParams, type WidgetParams } from '../embed/protocol.ts';

export type { WidgetParams };

export function paramsFromSearch(search: string): WidgetParams {
  return cleanParams(new URLSearchParams(search));
}
