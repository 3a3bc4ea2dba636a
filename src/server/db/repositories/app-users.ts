import type { Queryable } from '../index.ts';

/** A user of the group's app: the secret the app holds, and the customer it is. */
export interface AppUserRow {
  id: number;
  app_user_id: string;
  customer_id: number;
}

export async function findAppUser(db: Queryable, appUserId: string): Promise<AppUserRow | undefined> {
  const [row] = await db.query<AppUserRow>('SELECT id, app_user_id, customer_id FROM app_users WHERE app_user_id = $1', [appUserId]);
  return row;
}

export async function findAppUserById(db: Queryable, id: number): Promise<AppUserRow | undefined> {
  const [row] = await db.query<AppUserRow>('SELECT id, app_user_id, customer_id FROM app_users WHERE id = $1', [id]);
  return row;
}

/** The customer of an address made an app user (created, with no details, when the address is new). */
export async function insertAppUser(tx: Queryable, user: { appUserId: string; email: string; forename: string; surname: string; at: Date }): Promise<AppUserRow> {
  const [customer] = await tx.query<{ id: number }>(
    `INSERT INTO customers (email, forename, surname) VALUES (lower($1), $2, $3)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
    [user.email, user.forename, user.surname],
  );
  const [row] = await tx.query<AppUserRow>(
    'INSERT INTO app_users (app_user_id, customer_id, created_at) VALUES ($1, $2, $3) RETURNING id, app_user_id, customer_id',
    [user.appUserId, customer!.id, user.at],
  );
  return row!;
}

/** The app users of some addresses, with who they are (the demo links printed at start). */
export async function appUsersOf(db: Queryable, emails: readonly string[]) {
  return db.query<{ app_user_id: string; email: string; forename: string; surname: string }>(
    `SELECT a.app_user_id, c.email, c.forename, c.surname FROM app_users a JOIN customers c ON c.id = a.customer_id
     WHERE c.email = ANY($1::text[]) ORDER BY a.id`,
    [emails.map((e) => e.toLowerCase())],
  );
}
