import type { Clock } from '../../clock.ts';
import type { CatalogueStore } from '../catalogue-store.ts';

export interface BarsDeps {
  catalogue: Pick<CatalogueStore, 'get'>;
  clock: Clock;
  /** POSTCODE_LOOKUP_URL: a postcodes.io-compatible service; absent, postcodes are placed by their area. */
  postcodeLookupUrl?: string | undefined;
  /** The HTTP client for the postcode service (tests give a local server's URL instead of a fake). */
  fetch?: typeof fetch;
}
