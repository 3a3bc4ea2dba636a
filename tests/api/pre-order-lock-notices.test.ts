/**
 * A booking's guests hear, once, that its pre-order closes soon (issue 28): the server's own hourly job tells
 * each guest with an address and a package within the 48 hours before the pre-order closes; not before, not
 * after it closed, never twice (two rounds at once included), never a guest without an address or a package,
 * never on a cancelled booking. The e-mail names when it closes, in London's time, and links the guest's own page.
 * The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { longDateTime } from '../../src/engine/time/format.ts';
import { londonWallClock } from '../../src/engine/time/london.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { brunchWithGuest } from './pre-orders-helpers.ts';

const t = useTestApp({ lookupLimit: false });
beforeEach(() => t.clock.set(TEST_NOW));

const notices = (guestId: number) =>
  t.db.query<{ to_address: string; subject: string; body_text: string }>(
    "SELECT o.to_address, o.subject, o.body_text FROM email_outbox o JOIN booking_guests g ON g.booking_id = o.booking_id WHERE o.template = 'guest-pre-order-closing' AND g.id = $1 AND o.to_address = g.email",
    [guestId],
  );

describe("the pre-order's closing notice", () => {
  it('is sent once in the 48 hours before the pre-order closes, naming when, with the guest’s own link', async () => {
    const brunch = await brunchWithGuest(t, { email: 'grace.notice@example.com' });
    // Five days before: nothing yet.
    await t.app.lockNotices.sendDue();
    expect(await notices(brunch.guestId)).toEqual([]);

    t.clock.set(new Date(brunch.lockAt.getTime() - 47 * 3_600_000));
    // Two rounds at once (two server processes) tell the guest once.
    await Promise.all([t.app.lockNotices.sendDue(), t.app.lockNotices.sendDue()]);
    await t.app.lockNotices.sendDue();
    const sent = await notices(brunch.guestId);
    expect(sent).toHaveLength(1);
    const closes = londonWallClock(brunch.lockAt);
    expect(sent[0]!.subject).toMatch(/^Your pre-order closes soon: Mary Somerville's booking at /);
    expect(sent[0]!.body_text).toContain(`closes on ${longDateTime(closes.date, closes.time)}`);
    expect(sent[0]!.body_text).toContain(`Check your choices: http://covers.test/guest/${brunch.code}`);
    expect(sent[0]!.body_text).not.toContain(brunch.manageKey);
  });

  it('is not sent after the pre-order closed, to a guest without an address, or on a cancelled booking', async () => {
    const late = await brunchWithGuest(t, { email: 'late.notice@example.com' });
    const silent = await brunchWithGuest(t, { email: '' });
    const cancelled = await brunchWithGuest(t, { email: 'cancelled.notice@example.com' });
    await t.db.query('UPDATE bookings SET status_id = 4 WHERE id = $1', [cancelled.bookingId]);
    t.clock.set(new Date(late.lockAt.getTime() + 60_000));
    await t.app.lockNotices.sendDue();
    expect(await notices(late.guestId)).toEqual([]);
    t.clock.set(new Date(silent.lockAt.getTime() - 3_600_000));
    await t.app.lockNotices.sendDue();
    expect(await t.db.query("SELECT 1 FROM email_outbox WHERE template = 'guest-pre-order-closing' AND booking_id = ANY($1::int[])", [[silent.bookingId, cancelled.bookingId]])).toEqual([]);
  });
});
