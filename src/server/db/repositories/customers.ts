import type { Queryable } from '../index.ts';

export interface CustomerDetails {
  email: string;
  forename: string;
  surname: string;
  phone: string;
  opt_in: number;
  sms_opt_in: number;
  phone_opt_in: number;
}

/** One customer per e-mail address; a later booking refreshes their details and opt-ins. */
export async function upsertCustomer(tx: Queryable, details: CustomerDetails): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO customers (email, forename, surname, phone, opt_in, sms_opt_in, phone_opt_in)
     VALUES (lower($1), $2, $3, $4, $5, $6, $7)
     ON CONFLICT (email) DO UPDATE SET forename = EXCLUDED.forename, surname = EXCLUDED.surname,
       phone = EXCLUDED.phone, opt_in = EXCLUDED.opt_in, sms_opt_in = EXCLUDED.sms_opt_in,
       phone_opt_in = EXCLUDED.phone_opt_in
     RETURNING id`,
    [details.email, details.forename, details.surname, details.phone, details.opt_in, details.sms_opt_in, details.phone_opt_in],
  );
  return row!.id;
}
