/**
 * Every kind of e-mail of every brand as a mail client receives it (issue 28): each sent through nodemailer to a
 * real SMTP server and parsed back with mailparser: an HTML and a text part, From the brand's sender, Reply-To
 * where a person should answer, the calendar file where there is one, and every link of the text part whole in
 * the HTML part after transfer encoding.
 */
import { describe, expect, it } from 'vitest';
import { BRAND_CODES, getBrand } from '../../src/engine/i18n/brand.ts';
import { enqueueEmail } from '../../src/server/db/repositories/outbox.ts';
import { emailPreviews } from '../../src/server/mail/previews.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp({ inbox: true, mailFrom: 'Covers <bookings@covers.test>' });

describe('every e-mail, received', () => {
  it('arrives with both parts, from its brand, its reply address and files, its links whole', async () => {
    const sent: Array<{ code: string; kind: string; to: string; replyTo: string | null | undefined; files: number; links: string[] }> = [];
    for (const code of BRAND_CODES) {
      for (const { kind, email } of emailPreviews(getBrand(code).id, 'http://covers.test')) {
        // Each to an address of its own, so that each arrival is known.
        const to = `${code}.${kind}@example.com`;
        await enqueueEmail(t.db, { ...email, to_address: to });
        sent.push({ code, kind, to, replyTo: email.reply_to, files: email.attachments?.length ?? 0, links: email.body_text.match(/https?:\/\/\S+/g) ?? [] });
      }
    }
    await t.app.mail.deliverDue();
    expect(sent.length).toBeGreaterThanOrEqual(4 * 25);
    for (const message of sent) {
      const what = `${message.code} ${message.kind}`;
      const mail = t.inbox.messages.find((m) => JSON.stringify(m.to).includes(message.to));
      expect(mail, what).toBeDefined();
      expect(mail!.text?.trim().length ?? 0, what).toBeGreaterThan(40);
      expect(mail!.html || '', what).toContain('<html');
      const brand = getBrand(message.code);
      expect(mail!.from?.value[0]?.address, what).toBe(brand.id === 0 ? 'bookings@covers.test' : brand.mail.fromAddress);
      expect(mail!.replyTo?.value[0]?.address, what).toBe(message.replyTo ?? undefined);
      expect(mail!.attachments.length, what).toBe(message.files);
      for (const link of message.links) {
        expect(mail!.text, what).toContain(link);
        expect(mail!.html, `${what}: ${link}`).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      }
    }
  });
});
