import type { Queryable } from '../index.ts';

/** A tip taken before tipping was disabled, with its bar's name. */
export interface TipRow {
  id: string;
  forename: string;
  completed: boolean;
  bank_auth_code: string | null;
  bar_id: number;
  bar_name: string;
  brand_id: number;
}

export async function findTip(db: Queryable, id: string): Promise<TipRow | undefined> {
  const [row] = await db.query<TipRow>(
    `SELECT t.id, t.forename, t.completed, t.bank_auth_code, b.id AS bar_id, b.branded_name AS bar_name, b.brand_id
     FROM tips t JOIN bars b ON b.id = t.bar_id WHERE t.id = $1`,
    [id],
  );
  return row;
}

export async function insertTip(tx: Queryable, tip: { id: string; barId: number; forename: string; amount: number; completed: boolean; bankAuthCode: string | null; at: Date }): Promise<void> {
  await tx.run('INSERT INTO tips (id, bar_id, forename, amount, completed, bank_auth_code, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    tip.id,
    tip.barId,
    tip.forename,
    tip.amount,
    tip.completed,
    tip.bankAuthCode,
    tip.at,
  ]);
}

/** The demo tips' ids, completed first (printed at start). */
export async function tipIds(db: Queryable): Promise<{ id: string; completed: boolean }[]> {
  return db.query<{ id: string; completed: boolean }>('SELECT id, completed FROM tips ORDER BY completed DESC, created_at');
}
