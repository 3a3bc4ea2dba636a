import type { Queryable } from '../index.ts';

/** The browsers an account keeps as known: the newest, so a customer's many logins do not pile up rows. */
const KEPT_PER_ACCOUNT = 20;

/** The address of the account a device cookie (its hash) was given for, if any. */
export async function findLoginDevice(db: Queryable, tokenHash: string): Promise<{ customer_id: number; email: string } | undefined> {
  const [row] = await db.query<{ customer_id: number; email: string }>(
    'SELECT d.customer_id, c.email FROM login_devices d JOIN customers c ON c.id = d.customer_id WHERE d.token_hash = $1',
    [tokenHash],
  );
  return row;
}

/** A browser that has just proved it is the account's: kept, and the account's oldest beyond the newest few forgotten. */
export async function insertLoginDevice(db: Queryable, device: { tokenHash: string; customerId: number; at: Date }) {
  await db.run('INSERT INTO login_devices (token_hash, customer_id, created_at, last_used_at) VALUES ($1, $2, $3, $3)', [device.tokenHash, device.customerId, device.at]);
  await db.run(
    `DELETE FROM login_devices WHERE customer_id = $1 AND token_hash NOT IN (
       SELECT token_hash FROM login_devices WHERE customer_id = $1 ORDER BY last_used_at DESC, created_at DESC LIMIT ${KEPT_PER_ACCOUNT})`,
    [device.customerId],
  );
}

/** A known browser logged in again. */
export async function touchLoginDevice(db: Queryable, tokenHash: string, at: Date) {
  await db.run('UPDATE login_devices SET last_used_at = $2 WHERE token_hash = $1', [tokenHash, at]);
}
