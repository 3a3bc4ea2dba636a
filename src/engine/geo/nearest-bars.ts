import { nearest, type LatLng } from './distance.ts';

/** How many bars the finder lists (spec §9). */
export const NEAREST_BARS = 10;

export interface FinderBar {
  latitude: number | null;
  longitude: number | null;
  open: boolean;
  central_bar: boolean;
  frontend_visible: boolean;
}

/** The bar finder (spec §9): the 10 nearest open, non-central bars shown on the sites, closest first, with miles. */
export function nearestBars<B extends FinderBar>(bars: readonly B[], origin: LatLng): Array<B & LatLng & { miles: number }> {
  const placed = bars.filter(
    (bar): bar is B & LatLng => bar.open && !bar.central_bar && bar.frontend_visible && bar.latitude !== null && bar.longitude !== null,
  );
  return nearest(placed, origin, NEAREST_BARS);
}
