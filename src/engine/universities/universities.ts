/**
 * The universities of the student data-collection form (spec §2.6 item 5, §3 "University list"): the
 * built-in list of UK institutions, searched by name and sorted by great-circle distance to the chosen
 * bar. Read by the form (to order and label the list) and by the server (a university must be one of it).
 */
import { milesBetween, type LatLng } from '../geo/distance.ts';
import list from './uk-universities.json' with { type: 'json' };

export type Place = LatLng;

export interface University extends Place {
  name: string;
}

/** A university as the form lists it: `miles` from the chosen bar, null while no bar (with a place) is chosen. */
export interface UniversityChoice {
  name: string;
  miles: number | null;
}

export const UK_UNIVERSITIES: readonly University[] = list.universities;

const NAMES = new Set(UK_UNIVERSITIES.map((u) => u.name));

/** Whether a name is one of the list's, exactly as the list spells it. */
export function isUniversity(name: string): boolean {
  return NAMES.has(name);
}

/**
 * The universities nearest first from `from`, ties by name; by name alone when there is no place to
 * measure from (no bar chosen, or a bar whose location is not known).
 */
export function universitiesByDistance(
  universities: readonly University[],
  from: Partial<Place> | null,
): UniversityChoice[] {
  const origin =
    from && typeof from.latitude === 'number' && typeof from.longitude === 'number'
      ? { latitude: from.latitude, longitude: from.longitude }
      : null;
  const byName = (a: UniversityChoice, b: UniversityChoice) => a.name.localeCompare(b.name, 'en-GB');
  const choices = universities.map((u) => ({
    name: u.name,
    miles: origin ? milesBetween(origin, u) : null,
  }));
  return choices.sort((a, b) => (a.miles ?? 0) - (b.miles ?? 0) || byName(a, b));
}

/** Lower case, accents and punctuation dropped: what a search compares. */
const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Whether a name matches what was typed: each typed word begins a word of the name, in any order
 * ('man met' finds Manchester Metropolitan University; 'kings' finds King's College London).
 */
export function matchesSearch(name: string, typed: string): boolean {
  const words = folded(typed).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const nameWords = folded(name.replace(/'/g, '')).split(' ');
  return words.every((word) => nameWords.some((w) => w.startsWith(word)));
}
