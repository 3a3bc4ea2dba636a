/**
 * Offers by e-mail stopped in one click (issue 28, RFC 8058): the secret in the offer e-mail's List-Unsubscribe
 * link names the sign-up (its SHA-256 is stored, never the secret). Looking at the link changes nothing (a mail
 * scanner opens links); posting to it stops the offers, and posting again changes nothing more.
 */
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/index.ts';
import { findUnsubscribe, optOutOfEmailOffers } from '../../db/repositories/student-sign-ups.ts';
import { NotFound } from '../../domain/errors.ts';
import { secretHash } from '../customers/secrets.ts';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
export const UNKNOWN_LINK = 'This link is not one of ours, or is no longer in use.';

export class Unsubscribes {
  constructor(private readonly deps: { db: Queryable; clock: Clock }) {}

  /** Whose offers the link stops, and whether they still come. */
  async look(token: string): Promise<{ brandId: number; subscribed: boolean }> {
    const found = TOKEN.test(token) ? await findUnsubscribe(this.deps.db, secretHash(token)) : undefined;
    if (!found) throw new NotFound(UNKNOWN_LINK);
    return { brandId: found.brand_id, subscribed: found.email_opt_in };
  }

  /** Stops them: the brand whose offers no longer come. */
  async stop(token: string): Promise<{ brandId: number }> {
    const done = TOKEN.test(token) ? await optOutOfEmailOffers(this.deps.db, secretHash(token), new Date(this.deps.clock.now())) : undefined;
    if (!done) throw new NotFound(UNKNOWN_LINK);
    return { brandId: done.brand_id };
  }
}
