import type { Queryable } from '../index.ts';

/** Points a booking type at a flow; returns the flow it used before, or undefined for an unknown type. */
export async function setBookingTypeFlow(db: Queryable, typeId: number, flow: string): Promise<string | undefined> {
  const [row] = await db.query<{ previous: string }>(
    `UPDATE booking_types SET flow = $2 FROM (SELECT flow AS previous FROM booking_types WHERE id = $1) old
     WHERE id = $1 RETURNING old.previous`,
    [typeId, flow],
  );
  return row?.previous;
}
