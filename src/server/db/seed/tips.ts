/**
 * Demo tips (issue 15): tipping is disabled, but tips taken before keep their outcome page. One completed
 * and one that was not, at the first Revolution bar, with random ids printed at start. Production never seeds them.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../index.ts';
import { demo } from '../demo-ids.ts';
import { insertTip } from '../repositories/tips.ts';

export async function seedTips(tx: Queryable, at: Date): Promise<void> {
  const barId = demo.bars.revolutionManchester;
  await insertTip(tx, { id: randomBytes(16).toString('base64url'), barId, forename: 'Ada', amount: 500, completed: true, bankAuthCode: '482913', at });
  await insertTip(tx, { id: randomBytes(16).toString('base64url'), barId, forename: 'Sam', amount: 300, completed: false, bankAuthCode: null, at });
}
