import type { Queryable } from '../index.ts';

/** A bar as its check-in page shows it. */
export interface CheckInBarRow {
  id: number;
  brand_id: number;
  name: string;
  slug: string;
  track_trace_content: string;
  check_in_max_group: number;
  /** Whether the bar is open for business: open, not closed by restrictions, not the central office. */
  open: boolean;
  covid_closed: boolean;
  central_bar: boolean;
  /** The last day it trades (YYYY-MM-DD), or null. */
  close_date: string | null;
}

export interface VisitRow {
  id: string;
  bar_id: number;
  contact_id: number;
  forename: string;
  group_size: number;
  date_finished: Date;
}

export interface NewVisit {
  id: string;
  barId: number;
  contactId: number;
  forename: string;
  surname: string;
  groupSize: number;
  contactType: 'email' | 'phone';
  email: string | null;
  phone: string | null;
  address: string;
  postCode: string;
  at: Date;
  finishes: Date;
}

const BAR = `id, brand_id, branded_name AS name, slug, track_trace_content, check_in_max_group, open, covid_closed, central_bar, to_char(close_date, 'YYYY-MM-DD') AS close_date FROM bars`;
const VISIT = `id, bar_id, contact_id, forename, group_size, date_finished FROM check_in_visits`;

/** A brand's bar by its slug or its id. */
export async function findCheckInBar(db: Queryable, brandId: number, bar: { slug: string } | { id: number }): Promise<CheckInBarRow | undefined> {
  const [row] =
    'slug' in bar
      ? await db.query<CheckInBarRow>(`SELECT ${BAR} WHERE slug = $1 AND brand_id = $2`, [bar.slug, brandId])
      : await db.query<CheckInBarRow>(`SELECT ${BAR} WHERE id = $1 AND brand_id = $2`, [bar.id, brandId]);
  return row;
}

/**
 * The contact's row at a bar, made when it is their first visit there, and locked until the transaction ends:
 * a second check-in or extension of the same contact waits here. Its last_finished moves on to `finishes`.
 */
export async function lockContact(tx: Queryable, barId: number, contactHash: string, finishes: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO check_in_contacts (bar_id, contact_hash, last_finished) VALUES ($1, $2, $3)
     ON CONFLICT (bar_id, contact_hash) DO UPDATE SET last_finished = GREATEST(check_in_contacts.last_finished, EXCLUDED.last_finished)
     RETURNING id`,
    [barId, contactHash, finishes],
  );
  return row!.id;
}

/** The contact's row of a visit, locked as lockContact locks it, and moved on to `finishes`. */
export async function lockContactOfVisit(tx: Queryable, contactId: number, finishes: Date): Promise<void> {
  await tx.query('UPDATE check_in_contacts SET last_finished = GREATEST(last_finished, $2) WHERE id = $1', [contactId, finishes]);
}

/** How many people the contact has checked in on visits that have not ended at `at`, leaving out one visit. */
export async function peopleCheckedIn(db: Queryable, contactId: number, at: Date, exceptVisit?: string): Promise<number> {
  const [row] = await db.query<{ people: number }>(
    `SELECT COALESCE(SUM(group_size), 0)::int AS people FROM check_in_visits WHERE contact_id = $1 AND date_finished > $2 AND id IS DISTINCT FROM $3`,
    [contactId, at, exceptVisit ?? null],
  );
  return row!.people;
}

export async function insertVisit(tx: Queryable, visit: NewVisit): Promise<VisitRow> {
  const [row] = await tx.query<VisitRow>(
    `INSERT INTO check_in_visits (id, bar_id, contact_id, forename, surname, group_size, contact_type, email, phone, address, post_code, date_created, date_finished)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING id, bar_id, contact_id, forename, group_size, date_finished`,
    [visit.id, visit.barId, visit.contactId, visit.forename, visit.surname, visit.groupSize, visit.contactType, visit.email, visit.phone, visit.address, visit.postCode, visit.at, visit.finishes],
  );
  return row!;
}

export async function findVisit(db: Queryable, barId: number, id: string): Promise<VisitRow | undefined> {
  const [row] = await db.query<VisitRow>(`SELECT ${VISIT} WHERE id = $1 AND bar_id = $2`, [id, barId]);
  return row;
}

export async function finishVisitAt(tx: Queryable, id: string, finishes: Date): Promise<VisitRow> {
  const [row] = await tx.query<VisitRow>(`UPDATE check_in_visits SET date_finished = $2 WHERE id = $1 RETURNING id, bar_id, contact_id, forename, group_size, date_finished`, [id, finishes]);
  return row!;
}

/**
 * Deletes every visit that ended before `cutoff`, and the contacts whose latest visit did. A contact a
 * check-in has just locked and moved on is re-read after the lock, so it stays.
 */
export async function deleteCheckInsEndedBefore(db: Queryable, cutoff: Date): Promise<{ visits: number; contacts: number }> {
  const visits = await db.query<{ id: string }>('DELETE FROM check_in_visits WHERE date_finished < $1 RETURNING id', [cutoff]);
  const contacts = await db.query<{ id: number }>('DELETE FROM check_in_contacts WHERE last_finished < $1 RETURNING id', [cutoff]);
  return { visits: visits.length, contacts: contacts.length };
}
