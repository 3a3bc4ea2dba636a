/** The reminders sent to a booking's guests (guest_reminders): at most one of a kind per guest per hour. */
import type { Queryable } from '../index.ts';

export type ReminderKind = 'pre-order' | 'guest-details' | 'invite-reminder';

/** When the last reminder of this kind went to the guest at or after `since`, if one did. */
export async function lastReminderSince(db: Queryable, guestId: number, kind: ReminderKind, since: Date): Promise<Date | undefined> {
  const [row] = await db.query<{ sent_at: Date }>(
    'SELECT sent_at FROM guest_reminders WHERE guest_id = $1 AND kind = $2 AND sent_at > $3 ORDER BY sent_at DESC LIMIT 1',
    [guestId, kind, since.toISOString()],
  );
  return row?.sent_at;
}

export async function recordReminder(tx: Queryable, guestId: number, kind: ReminderKind, at: Date): Promise<void> {
  await tx.query('INSERT INTO guest_reminders (guest_id, kind, sent_at) VALUES ($1, $2, $3)', [guestId, kind, at.toISOString()]);
}

/** A guest to tell that their booking's pre-order closes soon, with the booking's id and when it closes. */
export interface LockNoticeDue {
  guest_id: number;
  booking_id: number;
  forename: string;
  email: string;
  unique_code: string | null;
  lock_at: Date;
}

/**
 * Guests with an address and a package, on a booking that can still change, whose pre-order closes between
 * `now` and `until`, and who have not been told: at most `limit`.
 */
export async function lockNoticesDue(db: Queryable, now: Date, until: Date, limit: number): Promise<LockNoticeDue[]> {
  return db.query<LockNoticeDue>(
    `SELECT g.id AS guest_id, b.id AS booking_id, g.forename, g.email, g.unique_code,
            b.start_at - make_interval(hours => t.pre_order_lock_hours) AS lock_at
       FROM booking_guests g
       JOIN bookings b ON b.id = g.booking_id
       JOIN booking_types t ON t.id = b.booking_type_id
      WHERE g.email <> '' AND g.variation_id IS NOT NULL AND b.status_id IN (0, 1, 3) AND b.agency_name IS NULL
        AND b.start_at - make_interval(hours => t.pre_order_lock_hours) > $1
        AND b.start_at - make_interval(hours => t.pre_order_lock_hours) <= $2
        AND NOT EXISTS (SELECT 1 FROM guest_reminders r WHERE r.guest_id = g.id AND r.kind = 'pre-order-lock')
      ORDER BY g.id
      LIMIT $3`,
    [now.toISOString(), until.toISOString(), limit],
  );
}

/** Records that the guest is told; false when another process told them first (nothing is to be sent then). */
export async function claimLockNotice(tx: Queryable, guestId: number, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO guest_reminders (guest_id, kind, sent_at) VALUES ($1, 'pre-order-lock', $2)
     ON CONFLICT (guest_id) WHERE kind = 'pre-order-lock' DO NOTHING RETURNING id`,
    [guestId, at.toISOString()],
  );
  return rows.length === 1;
}
