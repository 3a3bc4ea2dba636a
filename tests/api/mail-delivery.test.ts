/**
 * E-mail for real: messages leave through nodemailer to an SMTP server on this machine (smtp-server,
 * read with mailparser), not a stand-in. A booking's confirmation arrives; a refused send is tried
 * again after its back-off and arrives once; a permanent refusal is given up; two senders at once
 * send a message once; and a message queued by a server that stopped is sent once by the next.
 */
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { findEmail } from '../../src/server/db/repositories/outbox.ts';
import { MailDelivery, FIRST_RETRY_MS } from '../../src/server/mail/delivery.ts';
import { createMailTransport } from '../../src/server/mail/transport.ts';
import { bookWithDeposit } from './payments-helpers.ts';
import { freePort, serverProcesses } from '../helpers/server-processes.ts';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { createTestApp, useTestApp } from '../helpers/test-app.ts';

const FROM = 'Revolution Bookings <bookings@covers.test>';

const t = useTestApp({ inbox: true, mailFrom: FROM });

/** The outbox row of a booking's confirmation. */
async function confirmationOf(bookingId: number) {
  const [row] = await t.db.query<{ id: number }>("SELECT id FROM email_outbox WHERE booking_id = $1 AND template LIKE 'booking-%'", [bookingId]);
  return (await findEmail(t.db, row!.id))!;
}

const received = (to: string) => t.inbox.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to);

describe('e-mail through SMTP', () => {
  it('delivers a booking’s confirmation to the SMTP server, as the customer receives it', async () => {
    t.app.mail.start(50);
    const { booking } = await bookWithDeposit(t, { email: 'ada@example.com' });
    await expect.poll(() => received('ada@example.com').length, { timeout: 15_000 }).toBe(1);
    await t.app.mail.stop();
    const [mail] = received('ada@example.com');
    // From the brand it was booked with, its sender as the brand file names it; a reply reaches the bar's party team.
    expect(mail!.from?.value).toEqual([{ name: 'Revolution', address: 'bookings@revolution-bars.example' }]);
    const [team] = await t.db.query<{ party_booking_email: string }>('SELECT party_booking_email FROM bars WHERE id = $1', [demo.bars.revolutionManchester]);
    expect(mail!.replyTo?.value).toEqual([{ name: '', address: team!.party_booking_email }]);
    expect(mail!.subject).toBe(`Your Revolution booking is reserved: deposit due (${booking.ref_code})`);
    expect(mail!.text).toContain(`Reference: ${booking.ref_code}`);
    const manage = `http://covers.test/manage/${booking.manage_key}`;
    expect(mail!.text).toContain(`Manage your booking: ${manage}`);
    // The HTML part beside it, in the brand's look, its link whole after transfer encoding.
    expect(mail!.html).toContain('#e4002b');
    expect(mail!.html).toContain(`href="${manage}"`);
    expect(mail!.html).toContain('Manage your booking');
    // The calendar file, the same as the booking's /ical page gives.
    expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`booking-${booking.ref_code}.ics`, 'text/calendar']]);
    const ical = await t.app.server.inject({ method: 'GET', url: `/ical/${booking.manage_key}` });
    expect(mail!.attachments[0]!.content.toString('utf8').replace(/^DTSTAMP:.*$/m, '')).toBe(ical.body.replace(/^DTSTAMP:.*$/m, ''));
    const row = await confirmationOf(booking.id);
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.message_id).toBe(mail!.messageId);
    expect(mail!.messageId).toMatch(new RegExp(`^<covers\\.${row.id}\\.\\d+@covers\\.test>$`));
  });

  it('tries a refused send again after its back-off, and the message arrives once', async () => {
    t.inbox.refuseWith(451);
    const { booking } = await bookWithDeposit(t, { email: 'grace@example.com' });
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 0, retrying: 1, givenUp: 0 });
    let row = await confirmationOf(booking.id);
    expect(row).toMatchObject({ sent_at: null, failed_at: null, attempts: 1 });
    expect(row.last_error).toMatch(/451/);
    expect(row.next_attempt_at!.getTime()).toBe(t.clock.now() + FIRST_RETRY_MS);
    // Not due yet: nothing is tried, even with the server back.
    t.inbox.refuseWith(null);
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 0, retrying: 0, givenUp: 0 });
    expect(t.inbox.refused()).toBe(1);
    t.clock.set(new Date(t.clock.now() + FIRST_RETRY_MS));
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 1, retrying: 0, givenUp: 0 });
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 0, retrying: 0, givenUp: 0 });
    expect(received('grace@example.com')).toHaveLength(1);
    row = await confirmationOf(booking.id);
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('waits twice as long after each refusal', async () => {
    t.inbox.refuseWith(421);
    const { booking } = await bookWithDeposit(t, { email: 'hedy@example.com' });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await t.app.mail.deliverDue()).retrying).toBe(1);
      const row = await confirmationOf(booking.id);
      waits.push(row.next_attempt_at!.getTime() - t.clock.now());
      t.clock.set(row.next_attempt_at!);
    }
    expect(waits).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS]);
    t.inbox.refuseWith(null);
    expect((await t.app.mail.deliverDue()).sent).toBe(1);
    expect(received('hedy@example.com')).toHaveLength(1);
  });

  it('gives a permanently refused message up, and never tries it again', async () => {
    t.inbox.refuseWith(550);
    const { booking } = await bookWithDeposit(t, { email: 'nobody@example.com' });
    expect(await t.app.mail.deliverDue()).toEqual({ sent: 0, retrying: 0, givenUp: 1 });
    t.inbox.refuseWith(null);
    t.clock.set(new Date(t.clock.now() + 24 * 3_600_000));
    expect((await t.app.mail.deliverDue()).sent).toBe(0);
    const row = await confirmationOf(booking.id);
    expect(row.failed_at).not.toBeNull();
    expect(row.sent_at).toBeNull();
    expect(received('nobody@example.com')).toHaveLength(0);
  });

  it('sends a message once when two senders (two processes) work the outbox at the same moment', async () => {
    const { booking } = await bookWithDeposit(t, { email: 'katherine@example.com' });
    const other = new MailDelivery({ db: t.db, clock: t.clock, transport: createMailTransport(t.inbox.url), from: FROM });
    const rounds = await Promise.all([t.app.mail.deliverDue(), other.deliverDue(), t.app.mail.deliverDue()]);
    expect(rounds.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(received('katherine@example.com')).toHaveLength(1);
    expect((await confirmationOf(booking.id)).attempts).toBe(1);
    await other.close();
  });
});

describe('e-mail without SMTP_URL', () => {
  it('goes through nodemailer and stays in the outbox, marked sent, for the dev mailbox', async () => {
    const local = await createTestApp();
    try {
      const { booking } = await bookWithDeposit(local, { email: 'mary@example.com' });
      expect((await local.app.mail.deliverDue()).sent).toBe(1);
      const [row] = await local.db.query<{ sent_at: Date | null; message_id: string | null }>('SELECT sent_at, message_id FROM email_outbox WHERE booking_id = $1', [booking.id]);
      expect(row!.sent_at).not.toBeNull();
      expect(row!.message_id).toMatch(/^<covers\.\d+\.\d+@covers\.test>$/);
    } finally {
      await local.close();
    }
  });
});

describe('a restart', () => {
  const processes = serverProcesses();

  it('sends a message queued (and refused) before the server stopped, once, after it starts again', async () => {
    const place = await processes.freshPlace();
    const smtpPort = await freePort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, WRITE_RATE_LIMIT: 'off' };
    // Nothing listens on the SMTP port yet: the first server's sends fail.
    const first = await processes.start(place, { env });
    const api = {
      async post(path: string, body: unknown, options: { brand?: number | string | null } = {}) {
        const response = await fetch(`${first.url}/api/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': 'covers-demo-key', 'x-brand': String(options.brand ?? 1) },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      },
    };
    const { booking } = await bookWithDeposit(api, { email: 'ada.restart@example.com' });
    // Some rounds of delivery (every 2 s) fail while it runs.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await processes.stop(first);
    let db = await place.open();
    const [queued] = await db.query<{ sent_at: Date | null; attempts: number; last_error: string | null }>('SELECT sent_at, attempts, last_error FROM email_outbox WHERE booking_id = $1', [booking.id]);
    await db.close();
    expect(queued!.sent_at).toBeNull();
    expect(queued!.attempts).toBeGreaterThanOrEqual(1);
    expect(queued!.last_error).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtpInbox(smtpPort);
    try {
      const second = await processes.start(place, { env });
      // The back-off (10 s after the refusal, on the restarted clock) runs out, and it goes.
      await expect.poll(() => smtp.messages.length, { timeout: 60_000, interval: 500 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await processes.stop(second);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.subject).toContain(booking.ref_code);
      db = await place.open();
      const [sent] = await db.query<{ sent_at: Date | null }>('SELECT sent_at FROM email_outbox WHERE booking_id = $1', [booking.id]);
      await db.close();
      expect(sent!.sent_at).not.toBeNull();
    } finally {
      await smtp.stop();
    }
  }, 180_000);
});
