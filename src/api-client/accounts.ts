/**
 * The account calls (account-and-guest-features §7.1), typed, over the api-client's generic query:
 * a 401 from any of them fires the client's `logout` event, as from every other call.
 */
import { ApiError } from './errors.ts';
import type { AppliedVoucher, PendingEmailVerification, TipOutcomeView } from '../../schemas/api/types.generated.ts';
import type { Customer, MyBooking, MyBookingList, PostLogin, ProfileFields, Verification } from './account-types.ts';
import type { QueryClient } from './payments.ts';

interface Data<T> {
  data?: T;
  meta?: Record<string, unknown>;
}

const enc = encodeURIComponent;

function postLogin(body: Data<Record<string, unknown>>): PostLogin {
  const url = body.meta?.post_login_url ?? body.data?.post_login_url;
  return { postLoginUrl: typeof url === 'string' && url !== '' ? url : undefined };
}

export class AccountApi {
  constructor(private readonly client: QueryClient) {}

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
    query?: Record<string, string | number | undefined>,
  ): Promise<Data<T>> {
    return (
      (await this.client.query<Data<T>>(method, path, method === 'GET' ? { query } : { body: body ?? {} }))
        .body ?? {}
    );
  }

  /** GET customers/me (full, with the bar and allergens): the signed-in customer, or null when nobody is (401). */
  async me(): Promise<Customer | null> {
    try {
      return (
        (await this.call<Customer>('GET', 'customers/me', undefined, { full: 1, include: 'bar,allergens' }))
          .data ?? null
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  }

  /** POST customers/authenticate */
  async login(fields: {
    email: string;
    password: string;
    join_token?: string | undefined;
  }): Promise<PostLogin> {
    return postLogin(await this.call('POST', 'customers/authenticate', fields));
  }

  /** POST customers/authenticate-app-customer: the app's user logged in by their app user id; answers who they are. */
  async appLogin(appUserId: string): Promise<Customer> {
    return (await this.call<Customer>('POST', 'customers/authenticate-app-customer', { app_user_id: appUserId })).data!;
  }

  /** POST customers/voucher: the app user of an id redeems a voucher code; answers the voucher applied (its message the spec's). */
  async redeemVoucher(appUserId: string, voucherCode: string): Promise<AppliedVoucher> {
    return (await this.call<AppliedVoucher>('POST', 'customers/voucher', { app_user_id: appUserId, voucher_code: voucherCode })).data!;
  }

  /** POST customers/register/group: the interest form, details left to hear when a bar reopens (group covid_interest). */
  async registerInterest(fields: { forename: string; surname: string; email: string; bar_id: number }): Promise<void> {
    await this.call('POST', 'customers/register/group', { ...fields, group: 'covid_interest' });
  }

  /** GET rest/tip/{id}/outcome: a tip taken before tipping was disabled. */
  async tipOutcome(id: string): Promise<TipOutcomeView> {
    return (await this.call<TipOutcomeView>('GET', `rest/tip/${enc(id)}/outcome`)).data!;
  }

  /** POST customers/email-verify: e-mails a link that verifies an address of the app's user. */
  async requestEmailVerification(fields: { email_address: string; app_user_id: string; rb_customer_id?: number | undefined; student: boolean }): Promise<PendingEmailVerification> {
    return (await this.call<PendingEmailVerification>('POST', 'customers/email-verify', fields)).data!;
  }

  /** GET customers/email-verify-status?id=&email=: the newest verification of the address, and whether it is verified. */
  async emailVerifyStatus(appUserId: string, email: string): Promise<{ verification: PendingEmailVerification | null; verified: boolean; resendInSeconds: number }> {
    const body = await this.call<PendingEmailVerification | null>('GET', 'customers/email-verify-status', undefined, { id: appUserId, email });
    const wait = body.meta?.resend_in_seconds;
    return { verification: body.data ?? null, verified: body.meta?.verified === true, resendInSeconds: typeof wait === 'number' && wait > 0 ? wait : 0 };
  }

  /** POST customers/email-verify/{code}: the e-mailed link opened. */
  async verifyEmail(code: string): Promise<PendingEmailVerification> {
    return (await this.call<PendingEmailVerification>('POST', `customers/email-verify/${enc(code)}`, {})).data!;
  }

  /** POST customers/register: e-mails a verification link. */
  async register(fields: { email: string; join_token?: string | undefined; return_to?: string | undefined }): Promise<void> {
    await this.call('POST', 'customers/register', fields);
  }

  /** GET customers/register/verify/{token}?brand_id= */
  async verification(token: string, brandId: number): Promise<Verification> {
    return (
      (
        await this.call<Verification>('GET', `customers/register/verify/${enc(token)}`, undefined, {
          brand_id: brandId,
        })
      ).data ?? {}
    );
  }

  /** POST customers/register/verify/{token}: sets the names and password (the one the signup chose, typed again), and logs in. */
  async verify(
    token: string,
    fields: { customer_id: number | undefined; password: string; forename: string; surname: string },
  ): Promise<PostLogin> {
    return postLogin(await this.call('POST', `customers/register/verify/${enc(token)}`, fields));
  }

  /** POST customers/register/standalone: an account for a booking's address from its manage page, made when the e-mailed link is followed; answers what to say. */
  async registerStandalone(fields: { booking_token: string; email: string; password: string }): Promise<string> {
    return (await this.call<{ message: string }>('POST', 'customers/register/standalone', fields)).data?.message ?? '';
  }

  /** POST customers/authenticate/google: Google's ID token (from its sign-in button) logs in the account of its address. */
  async googleLogin(token: string, brandId: number): Promise<PostLogin> {
    return postLogin(await this.call('POST', 'customers/authenticate/google', { token, brand_id: brandId }));
  }

  /** POST customers/logout */
  async logout(): Promise<void> {
    await this.call('POST', 'customers/logout');
  }

  /** POST customers/forgot-password: `isNew` when there is no account for the address. */
  async forgotPassword(email: string): Promise<{ isNew: boolean }> {
    const body = await this.call<{ new?: boolean }>('POST', 'customers/forgot-password', { email });
    return { isNew: body.data?.new === true };
  }

  /** GET customers/forgot-password/{token}/verify: rejects when the link has expired or does not exist. */
  async checkReset(token: string): Promise<void> {
    await this.call('GET', `customers/forgot-password/${enc(token)}/verify`);
  }

  /** POST customers/forgot-password/{token}/process */
  async resetPassword(token: string, password: string): Promise<void> {
    await this.call('POST', `customers/forgot-password/${enc(token)}/process`, { password });
  }

  /** GET rest/my-bookings?include_previous=0|1 */
  async myBookings(includePrevious: boolean): Promise<MyBookingList> {
    const body = await this.call<{ upcoming: MyBooking[]; previous: MyBooking[] | null }>('GET', 'rest/my-bookings', undefined, {
      include_previous: includePrevious ? 1 : 0,
    });
    const count = body.meta?.previous_count;
    return { upcoming: body.data?.upcoming ?? [], previous: body.data?.previous ?? null, previousCount: typeof count === 'number' ? count : 0 };
  }

  /** POST customers/my-details */
  async saveDetails(fields: ProfileFields): Promise<Customer | null> {
    return (await this.call<Customer>('POST', 'customers/my-details', { ...fields })).data ?? null;
  }
}
