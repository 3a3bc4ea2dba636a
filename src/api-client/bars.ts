/**
 * The bars as the public sees them (account-and-guest-features §7.5, §9): the public bar data file, a
 * bar's opening times, and where a postcode is (the nearest-bars dialog).
 */
import type { BarOpeningTimesAnswer, PostcodeLocationAnswer, PublicBar, PublicBarsAnswer } from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type { PublicBar };
export type OpeningTimes = BarOpeningTimesAnswer['data'];
export type PostcodeLocation = PostcodeLocationAnswer['data'];

const enc = encodeURIComponent;

export class BarApi {
  constructor(private readonly client: QueryClient) {}

  /** GET rest/bars: every bar shown on the brands' sites. */
  async publicBars(): Promise<PublicBar[]> {
    return (await this.client.query<PublicBarsAnswer>('GET', 'rest/bars', {})).body.data;
  }

  /** GET rest/bar/{slug}/opening-times. */
  async openingTimes(slug: string): Promise<OpeningTimes> {
    return (await this.client.query<BarOpeningTimesAnswer>('GET', `rest/bar/${enc(slug)}/opening-times`, {})).body.data;
  }

  /** GET rest/postcode/{postcode}: where a UK postcode is. */
  async postcode(postcode: string): Promise<PostcodeLocation> {
    return (await this.client.query<PostcodeLocationAnswer>('GET', `rest/postcode/${enc(postcode.trim())}`, {})).body.data;
  }
}
