import { describe, expect, it } from 'vitest';
import { preOrderLockAt, preOrderLocked } from './view.ts';

// Saturday 28 November 2026, 13:00 London (GMT).
const booking = (status_id: number) => ({ status_id, start_at: new Date('2026-11-28T13:00:00Z') });
const brunch = { pre_order_lock_hours: 48 };

describe('when a pre-order locks', () => {
  it("locks at the type's lead time before the booking: open the minute before, locked from that minute on", () => {
    expect(preOrderLockAt(booking(1), brunch).toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(preOrderLocked(booking(1), brunch, new Date('2026-11-26T12:59:59.999Z'))).toBe(false);
    expect(preOrderLocked(booking(1), brunch, new Date('2026-11-26T13:00:00Z'))).toBe(true);
    expect(preOrderLocked(booking(1), brunch, new Date('2026-11-28T13:00:00Z'))).toBe(true);
  });

  it("takes each type's own lead time; 0 keeps it open until the booking begins", () => {
    const christmas = { pre_order_lock_hours: 7 * 24 };
    expect(preOrderLocked(booking(1), christmas, new Date('2026-11-21T12:59:00Z'))).toBe(false);
    expect(preOrderLocked(booking(1), christmas, new Date('2026-11-21T13:00:00Z'))).toBe(true);
    const open = { pre_order_lock_hours: 0 };
    expect(preOrderLocked(booking(1), open, new Date('2026-11-28T12:59:00Z'))).toBe(false);
    expect(preOrderLocked(booking(1), open, new Date('2026-11-28T13:00:00Z'))).toBe(true);
  });

  it('counts hours, not calendar days, across the clocks going back (BST to GMT)', () => {
    // Sunday 25 October 2026 has 25 hours in London: 48 hours before 13:00 (GMT) on Monday 26th is 14:00 (BST) on Saturday 24th.
    const monday = { status_id: 1, start_at: new Date('2026-10-26T13:00:00Z') };
    expect(preOrderLockAt(monday, brunch).toISOString()).toBe('2026-10-24T13:00:00.000Z');
  });

  it('an unknown type locks at the default 48 hours', () => {
    expect(preOrderLocked(booking(1), undefined, new Date('2026-11-26T12:59:00Z'))).toBe(false);
    expect(preOrderLocked(booking(1), undefined, new Date('2026-11-26T13:00:00Z'))).toBe(true);
  });

  it('is locked whatever the time once the booking is a no-show, cancelled, postponed or deleted; open for provisional, confirmed and enquiries', () => {
    const early = new Date('2026-11-01T12:00:00Z');
    for (const status of [2, 4, 5, 6]) expect(preOrderLocked(booking(status), brunch, early), `status ${status}`).toBe(true);
    for (const status of [0, 1, 3]) expect(preOrderLocked(booking(status), brunch, early), `status ${status}`).toBe(false);
  });
});
