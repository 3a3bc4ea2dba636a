import type { Queryable } from '../index.ts';

export interface SandboxTransactionRow {
  order_id: string;
  response: Record<string, string>;
  response_url: string;
  delivered_at: Date | null;
  created_at: Date;
}

/** Records the sandbox's answer for an order; undefined when the order id was already used. */
export async function insertSandboxTransaction(
  db: Queryable,
  t: { order_id: string; response: Record<string, string>; response_url: string },
): Promise<SandboxTransactionRow | undefined> {
  const [row] = await db.query<SandboxTransactionRow>(
    `INSERT INTO sandbox_transactions (order_id, response, response_url) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (order_id) DO NOTHING RETURNING *`,
    [t.order_id, JSON.stringify(t.response), t.response_url],
  );
  return row;
}

export async function findSandboxTransaction(db: Queryable, orderId: string): Promise<SandboxTransactionRow | undefined> {
  const [row] = await db.query<SandboxTransactionRow>('SELECT * FROM sandbox_transactions WHERE order_id = $1', [orderId]);
  return row;
}

export async function markSandboxDelivered(db: Queryable, orderId: string, at: Date): Promise<void> {
  await db.query('UPDATE sandbox_transactions SET delivered_at = $2 WHERE order_id = $1 AND delivered_at IS NULL', [orderId, at]);
}

export async function listUndeliveredSandboxTransactions(db: Queryable): Promise<SandboxTransactionRow[]> {
  return db.query<SandboxTransactionRow>('SELECT * FROM sandbox_transactions WHERE delivered_at IS NULL ORDER BY created_at');
}
