import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../../db/repositories/bookings.ts';
import type { ListedGuestRow } from '../../db/repositories/guest-list.ts';
import { guestListView, reminderKinds } from './guest-list-view.ts';

const booking = { id: 7, people: 8, forename: 'Mary', surname: 'Somerville', email: 'mary@example.com', deposit_balance: 8000, balance: 16000 } as BookingRow;
const guest = (id: number, money: Partial<ListedGuestRow> = {}): ListedGuestRow => ({
  id, booking_id: 7, forename: 'Grace', surname: '', email: 'grace@example.com', unique_code: null, accepted: true, admin: false,
  deposit_total: 0, deposit_balance: 0, balance: 0, variation_id: null, choices: [], join_code: 'j', customer_id: null, ...money,
});
const context = { joinLink: 'https://bookings.example/join/abc', preOrderLocked: false, viewerGuestId: null };

describe("the lead booker's guest list", () => {
  it("takes what the guests still owe off the booking's balances for the lead booker's part, and a guest's share is paid plus owed", () => {
    const view = guestListView(booking, [
      { row: guest(1, { deposit_total: 1000, deposit_balance: 0, balance: 1500 }), facts: { paid: 1500, variations: [] } },
      { row: guest(2, { deposit_total: 1000, deposit_balance: 1000, balance: 2000 }), facts: { paid: 0, variations: [3] } },
    ], context);
    expect(view.lead_booker).toEqual({ name: 'Mary Somerville', email: 'mary@example.com', deposit_balance: 7000, balance: 12500, total_balance: 19500 });
    expect(view.guests.map((g) => [g.id, g.share, g.paid, g.deposit_balance, g.balance])).toEqual([[1, 3000, 1500, 0, 1500], [2, 3000, 0, 1000, 2000]]);
  });

  it("never makes the lead booker's part negative, and without guests it is the booking's", () => {
    expect(guestListView({ ...booking, deposit_balance: 500, balance: 0 }, [{ row: guest(1, { deposit_balance: 1000, balance: 10 }), facts: { paid: 0, variations: [] } }], context).lead_booker).toMatchObject({ deposit_balance: 0, balance: 0, total_balance: 0 });
    expect(guestListView(booking, [], context).lead_booker.total_balance).toBe(24000);
  });

  it('offers the invite reminder until accepted, the pre-order one with a package before the lock, the details one to anyone with an address', () => {
    expect(reminderKinds({ email: 'a@b', accepted: false }, { variations: [3] }, false)).toEqual(['invite-reminder', 'pre-order', 'guest-details']);
    expect(reminderKinds({ email: 'a@b', accepted: true }, { variations: [3] }, true)).toEqual(['guest-details']);
    expect(reminderKinds({ email: 'a@b', accepted: true }, { variations: [] }, false)).toEqual(['guest-details']);
    expect(reminderKinds({ email: '', accepted: false }, { variations: [3] }, false)).toEqual([]);
  });
});
