import type { Queryable } from '../../db/index.ts';
import { findEmail, listEmails } from '../../db/repositories/outbox.ts';
import { NotFound } from '../../domain/errors.ts';

/** The e-mail outbox as the development mailbox shows it. */
export type MailboxEmail = NonNullable<Awaited<ReturnType<typeof findEmail>>>;

export class DevMailbox {
  constructor(private readonly deps: { db: Queryable }) {}

  /** The latest e-mails, newest first. */
  latest(count = 100): Promise<MailboxEmail[]> {
    return listEmails(this.deps.db, count);
  }

  async email(id: string): Promise<MailboxEmail> {
    const email = /^\d{1,9}$/.test(id) ? await findEmail(this.deps.db, Number(id)) : undefined;
    if (!email) throw new NotFound('No such e-mail.');
    return email;
  }
}
