import type { Queryable } from '../index.ts';

/** A voucher code with its campaign. */
export interface VoucherCodeRow {
  code: string;
  campaign_id: number;
  max_uses: number | null;
  name: string;
  description: string;
  starts_at: Date;
  ends_at: Date | null;
}

/**
 * A code and its campaign, the code's row locked until the transaction ends: two redemptions of one
 * code take turns, so the second counts the first's.
 */
export async function lockVoucherCode(tx: Queryable, code: string): Promise<VoucherCodeRow | undefined> {
  const [row] = await tx.query<VoucherCodeRow>(
    `SELECT c.code, c.campaign_id, c.max_uses, k.name, k.description, k.starts_at, k.ends_at
     FROM voucher_codes c JOIN voucher_campaigns k ON k.id = c.campaign_id WHERE c.code = $1 FOR UPDATE OF c`,
    [code],
  );
  return row;
}

/** How many times a code has been redeemed. */
export async function voucherCodeUses(tx: Queryable, code: string): Promise<number> {
  const [row] = await tx.query<{ uses: number }>('SELECT count(*)::int AS uses FROM voucher_redemptions WHERE code = $1', [code]);
  return row!.uses;
}

/** The app user's redemption of a campaign, if any. */
export async function campaignRedemption(tx: Queryable, campaignId: number, appUserId: number): Promise<{ id: number } | undefined> {
  const [row] = await tx.query<{ id: number }>('SELECT id FROM voucher_redemptions WHERE campaign_id = $1 AND app_user_id = $2', [campaignId, appUserId]);
  return row;
}

/** Records a redemption; undefined when the app user has one of the campaign already (the database keeps one). */
export async function insertRedemption(tx: Queryable, r: { campaignId: number; code: string; appUserId: number; at: Date }): Promise<{ id: number } | undefined> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO voucher_redemptions (campaign_id, code, app_user_id, redeemed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (campaign_id, app_user_id) DO NOTHING RETURNING id`,
    [r.campaignId, r.code, r.appUserId, r.at],
  );
  return row;
}

/** A campaign and its codes (the demo seed). */
export async function insertCampaign(tx: Queryable, c: { name: string; description: string; startsAt: Date; endsAt: Date | null; codes: { code: string; maxUses: number | null }[]; at: Date }): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO voucher_campaigns (name, description, starts_at, ends_at, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [c.name, c.description, c.startsAt, c.endsAt, c.at],
  );
  for (const code of c.codes) {
    await tx.run('INSERT INTO voucher_codes (code, campaign_id, max_uses, created_at) VALUES ($1, $2, $3, $4)', [code.code, row!.id, code.maxUses, c.at]);
  }
  return row!.id;
}

/** The campaigns with their codes that have not been used up (the demo codes printed at start). */
export async function campaignsWithCodes(db: Queryable) {
  return db.query<{ name: string; codes: { code: string; max_uses: number | null }[] }>(
    `SELECT k.name, coalesce(json_agg(json_build_object('code', c.code, 'max_uses', c.max_uses) ORDER BY c.max_uses NULLS FIRST, c.code)
       FILTER (WHERE c.max_uses IS NULL OR c.max_uses > (SELECT count(*) FROM voucher_redemptions r WHERE r.code = c.code)), '[]') AS codes
     FROM voucher_campaigns k LEFT JOIN voucher_codes c ON c.campaign_id = k.id GROUP BY k.id ORDER BY k.id`,
  );
}
