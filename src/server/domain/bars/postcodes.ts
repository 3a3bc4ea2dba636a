import { OUTCODE_REGEX, parse } from 'postcode';
import AREAS from './postcode-areas.json' with { type: 'json' };

export interface PostcodeQuery {
  /** Normalised: "M1 1AE", or an outward code alone, "M1". */
  postcode: string;
  /** The outward code alone was typed. */
  outwardOnly: boolean;
  area: string;
}

/** A UK postcode as typed (any case and spacing), or an outward code alone; null when it is neither. */
export function readPostcode(typed: string): PostcodeQuery | null {
  const compact = typed.replace(/\s+/g, ' ').trim().toUpperCase();
  const full = parse(compact);
  if (full.valid) return { postcode: full.postcode, outwardOnly: false, area: full.area };
  if (!OUTCODE_REGEX.test(compact)) return null;
  return { postcode: compact, outwardOnly: true, area: compact.match(/^[A-Z]{1,2}/)![0] };
}

/** The centre of a postcode area's post town (approximate: see the data file's source). */
export function areaCentre(area: string): { latitude: number; longitude: number } | null {
  const found = (AREAS.areas as Record<string, { latitude: number; longitude: number }>)[area];
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}
