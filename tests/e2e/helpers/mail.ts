/** E-mail as a customer reads it in the browser tests: from a real SMTP server (tests/helpers/smtp-inbox.ts). */
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { SmtpInbox } from '../../helpers/smtp-inbox.ts';

/** Whether the e-mail was sent to `address`. */
export const sentTo = (mail: ParsedMail, address: string) => JSON.stringify(mail.to).includes(address);

/** The latest e-mail to `address` whose subject matches, once the SMTP server has it. */
export async function received(inbox: SmtpInbox, address: string, subject: RegExp): Promise<ParsedMail> {
  const find = () => inbox.messages.filter((m) => m.subject && subject.test(m.subject) && sentTo(m, address)).at(-1);
  await expect.poll(() => Boolean(find()), { timeout: 30_000, interval: 250 }).toBe(true);
  return find()!;
}

/** The first link in an e-mail's text whose path starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(prefix));
  expect(link, `a ${prefix} link in "${mail.subject}"`).toBeTruthy();
  return link!;
}
