import type { Queryable } from '../index.ts';

/** A brunch booking's request for a call about upgrading it (one per booking). */
export interface BrunchUpgradeCallRow {
  id: number;
  booking_id: number;
  callback_date: string;
  start_hour: number;
  end_hour: number;
  notes: string | null;
  created_at: Date;
}

const COLUMNS = 'id, booking_id, callback_date::text AS callback_date, start_hour, end_hour, notes, created_at';

export async function findBrunchUpgradeCall(db: Queryable, bookingId: number): Promise<BrunchUpgradeCallRow | undefined> {
  const [row] = await db.query<BrunchUpgradeCallRow>(`SELECT ${COLUMNS} FROM brunch_upgrade_calls WHERE booking_id = $1`, [bookingId]);
  return row;
}

/** Stores the request; undefined when the booking already has one (the unique key decides between two at once). */
export async function insertBrunchUpgradeCall(
  db: Queryable,
  call: Pick<BrunchUpgradeCallRow, 'booking_id' | 'callback_date' | 'start_hour' | 'end_hour' | 'notes'>,
): Promise<BrunchUpgradeCallRow | undefined> {
  const [row] = await db.query<BrunchUpgradeCallRow>(
    `INSERT INTO brunch_upgrade_calls (booking_id, callback_date, start_hour, end_hour, notes) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (booking_id) DO NOTHING RETURNING ${COLUMNS}`,
    [call.booking_id, call.callback_date, call.start_hour, call.end_hour, call.notes],
  );
  return row;
}
