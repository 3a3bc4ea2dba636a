import { londonToday } from '../../../engine/time/london.ts';
import { openingTimesOf } from '../../domain/bars/opening-times.ts';
import { closedForNow } from '../../domain/bars/hours.ts';
import { NotFound } from '../../domain/errors.ts';
import type { BarsDeps } from './deps.ts';

export interface OpeningTimesQuery {
  brandId: number;
  slug: string;
}

/** A bar's opening times page: its week, today, and its special dates. */
export class BarOpeningTimes {
  constructor(private readonly deps: Pick<BarsDeps, 'catalogue' | 'clock'>) {}

  async of(query: OpeningTimesQuery) {
    const catalogue = await this.deps.catalogue.get();
    const bar = catalogue.barBySlug(query.slug);
    // Another brand's bar is not this brand's to show, and saying so would tell the slug exists.
    if (!bar || !bar.frontend_visible || (query.brandId !== 0 && bar.brand_id !== query.brandId)) throw new NotFound('We could not find that bar.');
    const today = londonToday(new Date(this.deps.clock.now()));
    return {
      bar: {
        id: bar.id,
        name: bar.branded_name,
        slug: bar.slug,
        address_line_1: bar.address_line_1,
        address_line_2: bar.address_line_2,
        town: bar.town,
        postcode: bar.postcode,
        phone: bar.phone,
      },
      closed: closedForNow(bar, today),
      ...openingTimesOf(catalogue, bar, query.brandId, today),
    };
  }
}
