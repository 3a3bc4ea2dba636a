/**
 * App vouchers (spec §2.6 item 7, §4 "Voucher", §7.6 customers/voucher): the group's app opens
 * /app-voucher/{app_user_id}, its user types a code a campaign issued, and the voucher is theirs once.
 * The app user is known by their id alone (the page needs no login); an unknown id is refused before the
 * code is read, so such a request learns nothing of codes.
 */
import type { AppliedVoucher } from '../../../../schemas/api/types.generated.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { campaignRedemption, insertRedemption, lockVoucherCode, voucherCodeUses } from '../../db/repositories/vouchers.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import { voucherCodeField, voucherMessages } from '../../domain/vouchers/voucher-input.ts';
import type { AppUsers } from '../customers/app-users.ts';

export interface VoucherRedemption {
  appUserId: string;
  voucherCode: string;
}

export type { AppliedVoucher };

export class Vouchers {
  constructor(private readonly deps: { db: Db; clock: Clock; appUsers: Pick<AppUsers, 'find'> }) {}

  /**
   * Redeems a code for the app user. In one transaction with the code's row locked: of two redemptions
   * at once the second sees the first (and the campaign's one-per-app-user row holds even for two
   * different codes of it).
   */
  async redeem(command: VoucherRedemption): Promise<AppliedVoucher> {
    const code = voucherCodeField(command.voucherCode);
    const user = await this.deps.appUsers.find(command.appUserId);
    if (!code) throw new NotFound(voucherMessages.codeUnknown);
    const at = new Date(this.deps.clock.now());
    return this.deps.db.transaction(async (tx) => {
      const voucher = await lockVoucherCode(tx, code);
      if (!voucher) throw new NotFound(voucherMessages.codeUnknown);
      // A campaign not started yet is as unknown as a code that is none.
      if (voucher.starts_at > at) throw new NotFound(voucherMessages.codeUnknown);
      if (voucher.ends_at && voucher.ends_at <= at) throw new Conflict(voucherMessages.codeExpired);
      if (await campaignRedemption(tx, voucher.campaign_id, user.id)) throw new Conflict(voucherMessages.alreadyUsed);
      if (voucher.max_uses !== null && (await voucherCodeUses(tx, code)) >= voucher.max_uses) throw new Conflict(voucherMessages.usedUp);
      if (!(await insertRedemption(tx, { campaignId: voucher.campaign_id, code, appUserId: user.id, at }))) throw new Conflict(voucherMessages.alreadyUsed);
      return { message: voucherMessages.applied, code, campaign: voucher.name, description: voucher.description, redeemed_at: at.toISOString() };
    });
  }
}
