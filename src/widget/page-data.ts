/**
 * What the server writes into the widget page for the first step, as a JSON block that never runs
 * (`<script type="application/json" id="covers-page-data">`, allowed by the page's strict CSP): the
 * brand's bookable locations, so step 1 lists them on its first paint instead of after the first
 * session answer. Anything missing or malformed is simply not there: the session call brings the
 * locations as before.
 */
export const PAGE_DATA_ID = 'covers-page-data';

export interface PageData {
  bars?: Array<Record<string, unknown>>;
}

export function parsePageData(text: string | null | undefined): PageData {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const bars = (parsed as { bars?: unknown }).bars;
  if (!Array.isArray(bars) || !bars.every((b) => typeof b === 'object' && b !== null && Number.isSafeInteger((b as { id?: unknown }).id))) return {};
  return { bars: bars as Array<Record<string, unknown>> };
}

export function readPageData(document: Pick<Document, 'getElementById'>): PageData {
  return parsePageData(document.getElementById(PAGE_DATA_ID)?.textContent);
}
