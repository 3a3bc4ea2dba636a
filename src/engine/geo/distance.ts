/** Great-circle distances in miles, for the bar finder and the university list (spec §9: miles to 2 decimals). */
import { convertDistance, getDistance } from 'geolib';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The mean Earth radius, the one great-circle distances are measured on. */
export const MEAN_EARTH_RADIUS_MILES = 3958.8;
/**
 * geolib measures on a sphere of the equatorial radius (6,378,137 m), which reads every distance 0.11 % long;
 * a great-circle distance is the radius times the angle, so the mean radius's is the same angle scaled.
 */
const MEAN_OVER_EQUATORIAL = (MEAN_EARTH_RADIUS_MILES * 1609.344) / 6378137;

/** Miles along the great circle on the mean Earth radius, unrounded; round only for display so sorting is exact. */
export function milesBetween(from: LatLng, to: LatLng): number {
  // geolib rounds to its accuracy argument in metres; a millimetre keeps the miles' second decimal exact.
  return convertDistance(getDistance(from, to, 0.001), 'mi') * MEAN_OVER_EQUATORIAL;
}

/** "12.34" — the spec shows distances to 2 decimals. */
export function formatMiles(miles: number): string {
  return miles.toFixed(2);
}

/** The places nearest to the origin, closest first, each with its distance; ties keep the input order. */
export function nearest<T extends LatLng>(places: readonly T[], origin: LatLng, limit = places.length): Array<T & { miles: number }> {
  return places
    .map((place) => ({ ...place, miles: milesBetween(origin, place) }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, limit);
}
