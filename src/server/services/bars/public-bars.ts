import { createHash } from 'node:crypto';
import type { PublicBar } from '../../../../schemas/api/types.generated.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import type { BarsDeps } from './deps.ts';

/** The public bar data file: every bar shown on the brands' sites, with a tag that changes when any of them does. */
export class PublicBars {
  private cached: { catalogue: Catalogue; bars: PublicBar[]; etag: string } | undefined;

  constructor(private readonly deps: Pick<BarsDeps, 'catalogue'>) {}

  async list(): Promise<{ bars: PublicBar[]; etag: string }> {
    const catalogue = await this.deps.catalogue.get();
    if (this.cached?.catalogue !== catalogue) {
      const bars = catalogue.data.bars
        .filter((bar) => bar.frontend_visible)
        .map((bar) => ({
          id: bar.id,
          name: bar.bar_name,
          branded_name: bar.branded_name,
          slug: bar.slug,
          brand_id: bar.brand_id,
          brand_short_name: catalogue.brands.get(bar.brand_id)?.short_name ?? '',
          cost_centre: bar.cost_centre,
          latitude: bar.latitude,
          longitude: bar.longitude,
          open: bar.open && !bar.covid_closed,
          central_bar: bar.central_bar,
          frontend_visible: bar.frontend_visible,
          address_line_1: bar.address_line_1,
          address_line_2: bar.address_line_2,
          town: bar.town,
          county: bar.county,
          postcode: bar.postcode,
          phone: bar.phone,
          party_booking_email: bar.party_booking_email,
          track_trace_content: bar.track_trace_content,
        }));
      const etag = `"${createHash('sha256').update(JSON.stringify(bars)).digest('base64url').slice(0, 27)}"`;
      this.cached = { catalogue, bars, etag };
    }
    return { bars: this.cached.bars, etag: this.cached.etag };
  }
}
