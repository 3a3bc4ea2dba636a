/**
 * The e-mails anyone can have sent to an address (issue 26): a stranger asking from many client addresses
 * could otherwise flood one inbox with registration, reset or invitation e-mails, or all inboxes at once.
 * Counted per recipient and in all in the rate limits' table, which every API process shares, inside the
 * caller's transaction; beyond either limit the e-mail is not queued, and the caller answers as if it had
 * been, so the answer says nothing new.
 */
import type { RecipientMailLimits } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { enqueueEmail, type OutgoingEmail } from '../db/repositories/outbox.ts';
import { countRequest } from '../db/repositories/rate-limits.ts';

/** Queues the e-mail if its recipient, and everyone, are within their limits; whether it was queued. */
export async function enqueueWithinLimits(tx: Queryable, email: OutgoingEmail, limits: RecipientMailLimits): Promise<boolean> {
  const recipient = await countRequest(tx, `mail-to|${email.to_address.trim().toLowerCase()}`, limits.perRecipient.windowMs);
  if (recipient.count > limits.perRecipient.max) return false;
  const all = await countRequest(tx, 'mail-all', limits.all.windowMs);
  if (all.count > limits.all.max) return false;
  await enqueueEmail(tx, email);
  return true;
}
