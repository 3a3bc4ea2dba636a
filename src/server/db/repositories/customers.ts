import type { CustomerData } from '../../../../schemas/api/types.generated.ts';
import type { Queryable } from '../index.ts';

/** A booking's customer as the session collects them (the session's customer data, before it has an id). */
export type CustomerDetails = Omit<CustomerData, 'id'>;

/**
 * One customer per e-mail address; a later booking refreshes their details and opt-ins, unless the
 * address has a verified account: then the account's own profile stands (anyone can type an address
 * into the widget, and only the account's owner may change its names and opt-ins).
 */
export async function upsertCustomer(tx: Queryable, details: CustomerDetails): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO customers AS c (email, forename, surname, phone, opt_in, sms_opt_in, phone_opt_in)
     VALUES (lower($1), $2, $3, $4, $5, $6, $7)
     ON CONFLICT (email) DO UPDATE SET
       forename = CASE WHEN c.email_verified_at IS NULL THEN EXCLUDED.forename ELSE c.forename END,
       surname = CASE WHEN c.email_verified_at IS NULL THEN EXCLUDED.surname ELSE c.surname END,
       phone = CASE WHEN c.email_verified_at IS NULL THEN EXCLUDED.phone ELSE c.phone END,
       opt_in = CASE WHEN c.email_verified_at IS NULL THEN EXCLUDED.opt_in ELSE c.opt_in END,
       sms_opt_in = CASE WHEN c.email_verified_at IS NULL THEN EXCLUDED.sms_opt_in ELSE c.sms_opt_in END,
       phone_opt_in = CASE WHEN c.email_verified_at IS NULL THEN EXCLUDED.phone_opt_in ELSE c.phone_opt_in END
     RETURNING id`,
    [details.email, details.forename, details.surname, details.phone, details.opt_in, details.sms_opt_in, details.phone_opt_in],
  );
  return row!.id;
}

/** A customer as their account sees it. */
export interface AccountRow extends CustomerDetails {
  id: number;
  password_hash: string | null;
  email_verified_at: Date | null;
  allergens: string[];
  favourite_bar_id: number | null;
}

const ACCOUNT_COLUMNS =
  'id, email, forename, surname, phone, opt_in, sms_opt_in, phone_opt_in, password_hash, email_verified_at, allergens, favourite_bar_id';

/** The customer of an address (compared lower-cased, as addresses are stored). */
export async function findCustomerByEmail(db: Queryable, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM customers WHERE email = lower($1)`, [email]);
  return row;
}

export async function findCustomerById(db: Queryable, id: number, options: { forUpdate?: boolean } = {}): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM customers WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row;
}

/** The customer of an address, created (with no details) when the address is new. */
export async function ensureCustomer(tx: Queryable, email: string): Promise<AccountRow> {
  await tx.query('INSERT INTO customers (email) VALUES (lower($1)) ON CONFLICT (email) DO NOTHING', [email]);
  return (await findCustomerByEmail(tx, email))!;
}

/** Completes an account: its names and password set, its address verified (the first time only). */
export async function completeAccount(tx: Queryable, id: number, account: { forename: string; surname: string; passwordHash: string; at: Date }) {
  await tx.run(
    `UPDATE customers SET forename = $2, surname = $3, password_hash = $4, password_changed_at = $5,
       email_verified_at = coalesce(email_verified_at, $5)
     WHERE id = $1`,
    [id, account.forename, account.surname, account.passwordHash, account.at],
  );
}

export async function setPassword(tx: Queryable, id: number, passwordHash: string, at: Date) {
  await tx.run('UPDATE customers SET password_hash = $2, password_changed_at = $3 WHERE id = $1', [id, passwordHash, at]);
}

export interface ProfileChanges {
  forename?: string;
  surname?: string;
  phone?: string;
  opt_in?: number;
  sms_opt_in?: number;
  phone_opt_in?: number;
  allergens?: string[];
  favourite_bar_id?: number | null;
}

const PROFILE_COLUMNS = ['forename', 'surname', 'phone', 'opt_in', 'sms_opt_in', 'phone_opt_in', 'allergens', 'favourite_bar_id'] as const;

/** Writes the given profile fields (the others stay as they are). */
export async function updateProfile(db: Queryable, id: number, changes: ProfileChanges) {
  const columns = PROFILE_COLUMNS.filter((column) => changes[column] !== undefined);
  if (columns.length === 0) return;
  const sets = columns.map((column, i) => `${column} = $${i + 2}`);
  await db.run(`UPDATE customers SET ${sets.join(', ')} WHERE id = $1`, [id, ...columns.map((column) => changes[column])]);
}

/**
 * The bookings of a verified account: those made with its address, before or after it registered
 * (a booking is linked to the customer of its lower-cased address when it is made). Newest first.
 */
export async function bookingIdsOfAccount(db: Queryable, customerId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT b.id FROM bookings b JOIN customers c ON c.id = b.customer_id
     WHERE c.id = $1 AND c.email_verified_at IS NOT NULL
     ORDER BY b.start_at DESC, b.id DESC`,
    [customerId],
  );
  return rows.map((r) => r.id);
}

/** Whether the address belongs to a customer who has set a password (a registered account). */
export async function isRegistered(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM customers WHERE email = lower($1) AND password_hash IS NOT NULL', [email]);
  return rows.length > 0;
}

/**
 * The address proved by a sign-in provider that verified it (Google): the account's address verified, and
 * names it has not got yet taken from the provider.
 */
export async function proveAccountAddress(tx: Queryable, id: number, proof: { forename: string; surname: string; at: Date }) {
  await tx.run(
    `UPDATE customers SET email_verified_at = coalesce(email_verified_at, $2),
       forename = CASE WHEN forename = '' THEN $3 ELSE forename END,
       surname = CASE WHEN surname = '' THEN $4 ELSE surname END
     WHERE id = $1`,
    [id, proof.at, proof.forename, proof.surname],
  );
}
