import { areaCentre, readPostcode } from '../../domain/bars/postcodes.ts';
import { InvalidInput, NotFound } from '../../domain/errors.ts';
import type { BarsDeps } from './deps.ts';

/** How long the postcode service may take before the area's centre answers instead. */
const LOOKUP_TIMEOUT_MS = 3000;

const NOT_A_POSTCODE = 'Please enter a valid UK postcode.';

/**
 * Where a postcode is: the postcode service's point when one is configured and answers, else the
 * centre of the postcode's area, so the bar finder works with nothing outside the machine.
 */
export class Postcodes {
  constructor(private readonly deps: Pick<BarsDeps, 'postcodeLookupUrl' | 'fetch'>) {}

  async locate(typed: string) {
    const query = readPostcode(typed);
    if (!query) throw new InvalidInput(NOT_A_POSTCODE, { postcode: [NOT_A_POSTCODE] });
    const exact = await this.lookUp(query.postcode, query.outwardOnly);
    if (exact) return { postcode: query.postcode, ...exact, precision: 'postcode' as const };
    const centre = areaCentre(query.area);
    if (!centre) throw new NotFound('We could not find that postcode.');
    return { postcode: query.postcode, ...centre, precision: 'area' as const };
  }

  /** The postcodes.io-shaped answer's point, or null when there is no service, no such postcode, or no answer in time. */
  private async lookUp(postcode: string, outwardOnly: boolean): Promise<{ latitude: number; longitude: number } | null> {
    const base = this.deps.postcodeLookupUrl;
    if (!base) return null;
    const path = outwardOnly ? 'outcodes' : 'postcodes';
    try {
      const response = await (this.deps.fetch ?? fetch)(`${base}/${path}/${encodeURIComponent(postcode)}`, {
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { result?: { latitude?: unknown; longitude?: unknown } };
      const { latitude, longitude } = body.result ?? {};
      return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
    } catch {
      return null;
    }
  }
}
