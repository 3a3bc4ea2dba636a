/**
 * Track and trace (account-and-guest-features §2.5, §7.5): a bar's check-in page, checking in, extending a
 * visit. The answers are the server's generated types.
 */
import type { CheckInAnswer, CheckInBarAnswer, CheckInBody, CheckInExtendAnswer, CheckInVisit } from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type { CheckInVisit };
export type CheckInBar = CheckInBarAnswer['meta'];
export type CheckInPayload = CheckInBody;

const enc = encodeURIComponent;

export class CheckInApi {
  constructor(private readonly client: QueryClient) {}

  /** GET customers/track-trace/{bar}: the bar and how many one check-in may hold. */
  async bar(bar: string): Promise<CheckInBar> {
    return (await this.client.query<CheckInBarAnswer>('GET', `customers/track-trace/${enc(bar)}`, {})).body.meta;
  }

  /** POST customers/track-trace/{bar}: checks a group in for 2 hours. */
  async checkIn(bar: string, visit: CheckInPayload): Promise<CheckInVisit> {
    return (await this.client.query<CheckInAnswer>('POST', `customers/track-trace/${enc(bar)}`, { body: visit })).body.data;
  }

  /** POST customers/track-trace/{bar}/{visit_id}/extend: the visit lasts 2 hours from now. */
  async extend(bar: string, visitId: string): Promise<CheckInVisit> {
    return (await this.client.query<CheckInExtendAnswer>('POST', `customers/track-trace/${enc(bar)}/${enc(visitId)}/extend`, { body: {} })).body.data;
  }
}
