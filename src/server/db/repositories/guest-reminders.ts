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
