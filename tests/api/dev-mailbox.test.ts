import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { DEMO_API_KEY, parseApiKeys } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/index.ts';
import { enqueueEmail } from '../../src/server/db/repositories/outbox.ts';
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
  it('lists the outbox and shows a message with its links clickable and its text escaped', async () => {
    const id = await enqueueEmail(db, {
      to_address: 'ada@example.com',
      subject: 'Your booking <b>is</b> confirmed',
      body_text: 'Manage your booking: http://covers.test/manage/abc123',
      template: 'booking-confirmed',
      booking_id: null,
    });
    const list = await withMailbox.server.inject('/dev/mailbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-security-policy']).toContain("default-src 'none'");
    expect(list.body).toContain(`<a href="/dev/mailbox/${id}">Your booking &lt;b&gt;is&lt;/b&gt; confirmed</a>`);
    const one = await withMailbox.server.inject(`/dev/mailbox/${id}`);
    expect(one.body).toContain('<a href="http://covers.test/manage/abc123">http://covers.test/manage/abc123</a>');
    expect((await withMailbox.server.inject('/dev/mailbox/999999')).statusCode).toBe(404);
    expect((await withMailbox.server.inject('/dev/mailbox/x')).statusCode).toBe(404);
  });

  it('is not served unless switched on', async () => {
    expect((await without.server.inject('/dev/mailbox')).statusCode).toBe(404);
  });
});
