/**
 * A booking's guests (account-and-guest-features §2.4, §7.3): joining a booking by its link, a guest's own page. The
 * answers are the server's generated types.
 */
import type {
  GuestDepositAnswer,
  GuestJoinAnswer,
  GuestJoinViewAnswer,
  GuestPageAnswer,
  GuestPreOrderSaveAnswer,
  GuestDetailsSaveAnswer,
  GuestShare,
  JoinBookingAnswer,
  JoinBookingGuestAnswer,
  PackageChoiceGroup,
} from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type JoinView = JoinBookingAnswer;
export type Joined = JoinBookingGuestAnswer['data'];
export type GuestView = GuestPageAnswer['data'];
export type { PackageChoiceGroup };

/** Choices by choice id: group id → the item ids chosen, one per item slot (§3 "Join booking"). */
export type ChoicesByGroup = Record<string, number[]>;
export type GuestInvitation = GuestJoinViewAnswer;
export type GuestJoined = GuestJoinAnswer['data'];
export type { GuestShare };
export type GuestDepositRequest = GuestDepositAnswer['data']['data'];

/** The join form as the guest filled it in; opt-ins are sent only with an e-mail. */
export type JoinGuest = Record<'forename' | 'surname' | 'email', string> &
  Record<'marketing_opt_in' | 'sms_opt_in' | 'phone_opt_in', boolean> & {
    /** The package the guest joins for (the view's), and their choices in its groups. */
    variation_id?: number | null;
    choices?: ChoicesByGroup;
  };

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

  /** POST rest/booking/guest/{code}/pre-order: the guest's own choices; answers their page and the message. */
  async savePreOrder(code: string, choices: ChoicesByGroup): Promise<GuestPreOrderSaveAnswer> {
    return (
      await this.client.query<GuestPreOrderSaveAnswer>('POST', `rest/booking/guest/${enc(code)}/pre-order`, {
        body: { pre_order: { choices }, include: 'booking,customer' },
      })
    ).body;
  }

  /** POST rest/booking/guest/{code}/details: the guest's own name and e-mail; answers their page and the message. */
  async saveDetails(code: string, details: { forename: string; surname: string; email: string }): Promise<GuestDetailsSaveAnswer> {
    return (await this.client.query<GuestDetailsSaveAnswer>('POST', `rest/booking/guest/${enc(code)}/details`, { body: details })).body;
  }

  /** GET rest/booking/guest/{code}: the guest and their booking. */
  async guest(code: string): Promise<GuestView> {
    return (
      await this.client.query<GuestPageAnswer>('GET', `rest/booking/guest/${enc(code)}`, {
        query: { include: 'booking,customer' },
      })
    ).body.data;
  }

  /** GET rest/booking/guest-join/{code}: the guest's invitation, and meta.user (who is logged in) with meta.invited. */
  async invitation(code: string): Promise<GuestInvitation> {
    return (await this.client.query<GuestInvitation>('GET', `rest/booking/guest-join/${enc(code)}`)).body;
  }

  /** POST rest/booking/guest-join/{code}: a confirm (no fields) when logged in as the invited customer, else the new account's fields. */
  async joinByCode(code: string, fields: { forename: string; surname: string; password: string } | Record<string, never>): Promise<GuestJoined> {
    return (await this.client.query<GuestJoinAnswer>('POST', `rest/booking/guest-join/${enc(code)}`, { body: fields })).body.data;
  }

  /** POST rest/booking/{id}/create-guest-deposit/{guest_id}: a payment request for the guest's own share (their page's code, or their login). */
  async shareRequest(bookingId: number, guestId: number, body: { amount: number; guest_code?: string }): Promise<GuestDepositRequest> {
    return (await this.client.query<GuestDepositAnswer>('POST', `rest/booking/${bookingId}/create-guest-deposit/${guestId}`, { body })).body.data.data;
  }
}
