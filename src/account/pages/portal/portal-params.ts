/**
 * The booking portal's query parameters (spec §5): booking_type_id, bar_id and no_people become
 * integers (anything that is not one is left out), date is passed only when it is a real YYYY-MM-DD
 * date, and the brand is always added: the page's own.
 */
import { isCalendarDate } from '../../../engine/time/calendar-date.ts';

/** What the widget is mounted with: the loader's parameters (src/embed/README.md). */
export interface PortalParams {
  brand: string;
  type?: number;
  bar?: number;
  people?: number;
  date?: string;
}

const FIELDS = [
  ['booking_type_id', 'type'],
  ['bar_id', 'bar'],
  ['no_people', 'people'],
] as const;

const integer = (value: string | null): number | undefined => (value !== null && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : undefined);

export function portalParams(query: URLSearchParams, brand: string): PortalParams {
  const params: PortalParams = { brand };
  for (const [name, param] of FIELDS) {
    const value = integer(query.get(name));
    if (value !== undefined) params[param] = value;
  }
  const date = query.get('date');
  if (date !== null && isCalendarDate(date)) params.date = date;
  return params;
}
