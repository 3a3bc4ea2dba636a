import type { Queryable } from '../index.ts';

export type TokenPurpose = 'verify' | 'reset';

export interface CustomerTokenRow {
  customer_id: number;
  purpose: TokenPurpose;
  join_token: string | null;
  expires_at: Date;
  /** A verify token's account given before the address was proven: set when its link is followed. */
  password_hash: string | null;
  forename: string | null;
  surname: string | null;
  guest_id: number | null;
}

/** What a signup gave before its address was proven (a manage link's, a guest's by their code). */
export interface PendingAccount {
  passwordHash: string;
  forename: string;
  surname: string;
  guestId?: number | null;
}

const COLUMNS = 'customer_id, purpose, join_token, expires_at, password_hash, forename, surname, guest_id';

export async function insertCustomerToken(
  db: Queryable,
  token: { tokenHash: string; customerId: number; purpose: TokenPurpose; joinToken: string | null; at: Date; expiresAt: Date; pending?: PendingAccount | undefined },
) {
  const pending = token.pending;
  await db.run(
    `INSERT INTO customer_tokens (token_hash, customer_id, purpose, join_token, created_at, expires_at, password_hash, forename, surname, guest_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [token.tokenHash, token.customerId, token.purpose, token.joinToken, token.at, token.expiresAt, pending?.passwordHash ?? null, pending?.forename ?? null, pending?.surname ?? null, pending?.guestId ?? null],
  );
}

/** A token of that purpose, not used and not expired at `at`. */
export async function findUsableToken(db: Queryable, tokenHash: string, purpose: TokenPurpose, at: Date): Promise<CustomerTokenRow | undefined> {
  const [row] = await db.query<CustomerTokenRow>(
    `SELECT ${COLUMNS} FROM customer_tokens
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
    [tokenHash, purpose, at],
  );
  return row;
}

/**
 * Uses a token: answers it only if it was usable and this call is the one that used it (of two
 * requests racing with one link, one wins).
 */
export async function useToken(db: Queryable, tokenHash: string, purpose: TokenPurpose, at: Date): Promise<CustomerTokenRow | undefined> {
  const [row] = await db.query<CustomerTokenRow>(
    `UPDATE customer_tokens SET used_at = $3
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING ${COLUMNS}`,
    [tokenHash, purpose, at],
  );
  return row;
}

/** The customer's other unused tokens of that purpose can no longer be used (one reset ends them all). */
export async function retireTokens(db: Queryable, customerId: number, purpose: TokenPurpose, at: Date) {
  await db.run('UPDATE customer_tokens SET used_at = $3 WHERE customer_id = $1 AND purpose = $2 AND used_at IS NULL', [customerId, purpose, at]);
}
