/**
 * Tips (spec §2.1 /tip/complete/{id}, §3 "Tip outcome", §7.5 rest/tip/{id}/outcome). Tipping is disabled
 * (§8: the tip page says why), so no tip is taken; a tip taken before keeps its outcome, found by its
 * random id and only through a brand of its bar.
 */
import type { TipOutcomeView } from '../../../../schemas/api/types.generated.ts';
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import type { Queryable } from '../../db/index.ts';
import { findTip } from '../../db/repositories/tips.ts';
import { NotFound } from '../../domain/errors.ts';

/** What a tip id looks like (ours are 22 URL-safe characters): anything else is no one's. */
const TIP_ID = /^[A-Za-z0-9_-]{22,64}$/;

export type TipOutcome = TipOutcomeView;

export class Tips {
  constructor(private readonly deps: { db: Queryable }) {}

  async outcome(command: { brandId: number; id: string }): Promise<TipOutcome> {
    const tip = TIP_ID.test(command.id) ? await findTip(this.deps.db, command.id) : undefined;
    // Brand 0 (the group's own site) sees every brand's, as it does their bars.
    if (!tip || (command.brandId !== 0 && tip.brand_id !== command.brandId)) throw new NotFound(account.tips.notFound);
    return {
      completed: tip.completed,
      forename: tip.forename,
      bar: { id: tip.bar_id, name: tip.bar_name },
      outcome: { bank_auth_code: tip.completed ? tip.bank_auth_code : null },
    };
  }
}
