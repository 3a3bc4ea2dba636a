import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { DEMO_API_KEY, parseApiKeys } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/index.ts';
import { enqueueEmail } from '../../src/server/db/repositories/outbox.ts';
import { brandedEmail } from '../../src/server/mail/compose/branded-email.ts';
import { action } from '../../src/server/mail/compose/lines.ts';
import { createTestDb } from '../helpers/test-db.ts';

let db: Db;
let cleanup: () => Promise<void>;
let withMailbox: App;
let without: App;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb({ seeded: true }));
  const config = { apiKeys: parseApiKeys(`*:${DEMO_API_KEY}`), publicUrl: 'http://covers.test' };
  withMailbox = await buildApp({ db, clock: fixedClock('2026-11-21T12:00:00Z'), config: { ...config, devMailbox: true } });
  without = await buildApp({ db, clock: fixedClock('2026-11-21T12:00:00Z'), config });
});
afterAll(async () => {
  await withMailbox?.server.close();
  await without?.server.close();
  await cleanup?.();
});

describe('the dev mailbox', () => {
  it('lists the outbox and shows a message as sent: its HTML framed and sandboxed, its text with links clickable, its files', async () => {
    const id = await enqueueEmail(db, {
      ...brandedEmail({
        to: 'ada@example.com',
        subject: 'Your booking <b>is</b> confirmed',
        lines: ['Hi Ada,', '', action('Manage your booking', 'http://covers.test/manage/abc123')],
        template: 'booking-confirmed',
        bookingId: null,
        brandId: 4,
        origin: 'http://covers.test',
        replyTo: 'party@playhouse-demo.co.uk',
        attachments: [{ filename: 'booking-ABC123.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
      }),
    });
    const list = await withMailbox.server.inject('/dev/mailbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.body).toContain(`<a href="/dev/mailbox/${id}">Your booking &lt;b&gt;is&lt;/b&gt; confirmed</a>`);
    const one = await withMailbox.server.inject(`/dev/mailbox/${id}`);
    expect(one.body).toContain('<a href="http://covers.test/manage/abc123">http://covers.test/manage/abc123</a>');
    expect(one.body).toContain('Reply-To: party@playhouse-demo.co.uk');
    expect(one.body).toContain(`<iframe src="/dev/mailbox/${id}/html" title="The e-mail as HTML" sandbox=`);
    expect(one.headers['content-security-policy']).toContain("frame-src 'self'");
    // The HTML part: styled as sent, nothing in it may run, and only the mailbox may frame it.
    const html = await withMailbox.server.inject(`/dev/mailbox/${id}/html`);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('href="http://covers.test/manage/abc123"');
    expect(html.body).toContain('#7b2cbf');
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(html.headers['content-security-policy']).not.toContain('script-src');
    const file = await withMailbox.server.inject(`/dev/mailbox/${id}/attachments/0`);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.headers['content-disposition']).toBe('attachment; filename="booking-ABC123.ics"');
    expect(file.body).toContain('BEGIN:VCALENDAR');
    for (const missing of ['/dev/mailbox/999999', '/dev/mailbox/x', `/dev/mailbox/${id}/attachments/1`, `/dev/mailbox/${id}/attachments/x`, '/dev/mailbox/999999/html'])
      expect((await withMailbox.server.inject(missing)).statusCode, missing).toBe(404);
  });

  it('is not served unless switched on', async () => {
    expect((await without.server.inject('/dev/mailbox')).statusCode).toBe(404);
  });
});
