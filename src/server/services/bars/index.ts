import type { BarsDeps } from './deps.ts';
import { BarOpeningTimes } from './opening-times.ts';
import { Postcodes } from './postcodes.ts';
import { PublicBars } from './public-bars.ts';

/** What the public learns of the bars: the bar data file, each bar's opening times, and where a postcode is (the bar finder). */
export interface BarServices {
  publicBars: PublicBars;
  openingTimes: BarOpeningTimes;
  postcodes: Postcodes;
}

export function createBarServices(deps: BarsDeps): BarServices {
  return { publicBars: new PublicBars(deps), openingTimes: new BarOpeningTimes(deps), postcodes: new Postcodes(deps) };
}
