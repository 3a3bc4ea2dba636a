/**
 * The demo users of the group's app: each a customer with a random 192-bit app_user_id (printed at
 * start, as the app would hold it). Production never seeds them.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../index.ts';
import { demo } from '../demo-ids.ts';
import { insertAppUser } from '../repositories/app-users.ts';

export async function seedAppUsers(tx: Queryable, at: Date): Promise<void> {
  for (const user of demo.appUsers) await insertAppUser(tx, { ...user, appUserId: randomBytes(24).toString('base64url'), at });
}
