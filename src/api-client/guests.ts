/**
 * A booking's guests (account-and-guest-features §2.4, §7.3): joining a booking by its link, a guest's own page. The
 * answers are the server's generated types.
 */
import type {
  GuestPageAnswer,
  JoinBookingAnswer,
  JoinBookingGuestAnswer,
} from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type JoinView = JoinBookingAnswer;
export type Joined = JoinBookingGuestAnswer['data'];
export type GuestView = GuestPageAnswer['data'];

/** The join form as the guest filled it in; opt-ins are sent only with an e-mail. */
export type JoinGuest = Record<'forename' | 'surname' | 'email', string> &
  Record<'marketing_opt_in' | 'sms_opt_in' | 'phone_opt_in', boolean>;

const enc = encodeURIComponent;

export class GuestApi {
  constructor(private readonly client: QueryClient) {}

  /** GET rest/booking/join/{join_token}: the lead booker, the booking and the choice groups of the package. */
  async joinView(joinToken: string, variationId?: string): Promise<JoinView> {
    const query = variationId ? { variation_id: variationId } : undefined;
    return (
      await this.client.query<JoinView>('GET', `rest/booking/join/${enc(joinToken)}`, query ? { query } : {})
    ).body;
  }

  /** POST rest/booking/join/{join_token}: adds the guest; answers their own page's code. */
  async join(joinToken: string, guest: JoinGuest): Promise<Joined> {
    return (
      await this.client.query<JoinBookingGuestAnswer>('POST', `rest/booking/join/${enc(joinToken)}`, {
        body: { guest },
      })
    ).body.data;
  }

  /** GET rest/booking/guest/{code}: the guest and their booking. */
  async guest(code: string): Promise<GuestView> {
    return (
      await this.client.query<GuestPageAnswer>('GET', `rest/booking/guest/${enc(code)}`, {
        query: { include: 'booking,customer' },
      })
    ).body.data;
  }
}
