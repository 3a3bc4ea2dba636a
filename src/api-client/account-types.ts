/**
 * The account calls' answers (account-and-guest-features §3, §7.1) as the account site reads them: the
 * types generated from the API's schemas (schemas/api/customers/, rest/my-bookings).
 */
import type { CustomerProfile, ManagedBooking, RegisterVerificationAnswer } from '../../schemas/api/types.generated.ts';

/** The signed-in customer (customers/me with bar and allergens). Opt-ins are 0 or 1. */
export type Customer = CustomerProfile;

/** What the profile form sends to customers/my-details: every field, the favourite bar by id. */
export type ProfileFields = Omit<CustomerProfile, 'id' | 'email' | 'bar'> & { bar_id: number | null };

/** The verification a link opens (GET customers/register/verify/{token}): who is setting a password. */
export type Verification = Partial<RegisterVerificationAnswer['data']>;

/** Where to go after logging in or verifying, when the server says. */
export interface PostLogin {
  postLoginUrl: string | undefined;
}

/** One of the customer's bookings, as the list and its page show it. */
export type MyBooking = ManagedBooking;

/** The customer's bookings (rest/my-bookings): from 06:00 today (London) on, and the earlier ones when asked for (else null). */
export interface MyBookingList {
  upcoming: MyBooking[];
  previous: MyBooking[] | null;
  /** How many earlier bookings there are, asked for or not. */
  previousCount: number;
}
