/** The account calls' answers (account-and-guest-features §3, §7.1) as the account site reads them. */

/** The signed-in customer (customers/me with bar and allergens). Opt-ins are 0 or 1. */
export interface Customer {
  id: number;
  email: string;
  forename: string | null;
  surname: string | null;
  phone?: string | null;
  marketing_opt_in?: number | boolean | null;
  sms_opt_in?: number | boolean | null;
  phone_opt_in?: number | boolean | null;
  /** The allergens the customer has told us of, by name. */
  allergens?: string[] | null;
  /** The customer's favourite bar. */
  bar?: { id: number; name?: string; branded_name?: string } | null;
  bar_id?: number | null;
}

/** What customers/my-details takes: the profile's fields, opt-ins 0 or 1. */
export interface ProfileFields {
  forename: string;
  surname: string;
  phone: string;
  marketing_opt_in: 0 | 1;
  sms_opt_in: 0 | 1;
  phone_opt_in: 0 | 1;
  allergens: string[];
  bar_id: number | null;
}

/** The verification a link opens (GET customers/register/verify/{token}): who is setting a password. */
export interface Verification {
  customer_id?: number;
  id?: number;
  email?: string;
  forename?: string | null;
  surname?: string | null;
}

/** Where to go after logging in or verifying, when the server says. */
export interface PostLogin {
  postLoginUrl: string | undefined;
}
