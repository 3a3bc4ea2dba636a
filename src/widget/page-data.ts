/**
 * What the server writes into the widget page, as a JSON block that never runs
 * (`<script type="application/json" id="covers-page-data">`, allowed by the page's strict CSP): the
 * brand's bookable locations, so step 1 lists them on its first paint instead of after the first
 * session answer, and the origins the page's CSP lets frame it, so the widget talks to exactly the
 * hosts that can be its parent. Anything missing or malformed is simply not there: the session call
 * brings the locations as before, and the brand's own sites are the hosts.
 */
export const PAGE_DATA_ID = 'covers-page-data';

export interface PageData {
  bars?: Array<Record<string, unknown>>;
  frameOrigins?: string[];
  /** Development: the server sends edited flows, texts and brands at /dev/live. */
  live?: boolean;
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
  const { bars, frameOrigins, live } = parsed as { bars?: unknown; frameOrigins?: unknown; live?: unknown };
  const data: PageData = {};
  if (Array.isArray(bars) && bars.every((b) => typeof b === 'object' && b !== null && Number.isSafeInteger((b as { id?: unknown }).id))) {
    data.bars = bars as Array<Record<string, unknown>>;
  }
  if (Array.isArray(frameOrigins) && frameOrigins.every((o) => typeof o === 'string' && /^https?:\/\/[^/]+$/.test(o))) data.frameOrigins = frameOrigins as string[];
  if (live === true) data.live = true;
  return data;
}

export function readPageData(document: Pick<Document, 'getElementById'>): PageData {
  return parsePageData(document.getElementById(PAGE_DATA_ID)?.textContent);
}
