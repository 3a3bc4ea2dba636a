import type { Queryable } from '../index.ts';

/** A student's sign-up as it is stored (spec §3 "Student data-collection payload"). */
export interface StudentSignUp {
  brandId: number;
  barId: number;
  email: string;
  forename: string;
  surname: string;
  mobile: string;
  university: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  graduationYear: number;
  postcode: string | null;
  emailOptIn: boolean;
  smsOptIn: boolean;
  phoneOptIn: boolean;
  /** The member of staff who took it on /staff/data-collect; null when the student signed up themselves. */
  collectedBy: StaffCollector | null;
  /** The SHA-256 of the secret in the e-mail's unsubscribe link (a new one at each sign-up); null without e-mail offers. */
  unsubscribeHash: string | null;
}

/** A member of staff as their issuer names them (migration 035). */
export interface StaffCollector {
  issuer: string;
  subject: string;
  name: string;
}

/**
 * Stores a sign-up: a new row for a new address, else the brand's row of that address brought up to date
 * (two sign-ups at once with one address leave one row, the later's details). An address still opted in to
 * offers by e-mail keeps its unsubscribe link (the one it was e-mailed). Answers the row's id, whether the row is
 * new, and whether the unsubscribe link given is now the stored one (a new row's, or an address newly opted in).
 */
export async function saveStudentSignUp(db: Queryable, s: StudentSignUp, at: Date): Promise<{ id: number; created: boolean; linkStored: boolean }> {
  const [row] = await db.query<{ id: number; created: boolean; link_stored: boolean }>(
    `INSERT INTO student_sign_ups (brand_id, bar_id, email, forename, surname, mobile, university, date_of_birth, graduation_year,
                                   postcode, email_opt_in, sms_opt_in, phone_opt_in, date_created, date_updated,
                                   collected_by_issuer, collected_by_subject, collected_by_name, unsubscribe_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16, $17, $18)
     ON CONFLICT (brand_id, email) DO UPDATE SET
       bar_id = excluded.bar_id, forename = excluded.forename, surname = excluded.surname, mobile = excluded.mobile,
       university = excluded.university, date_of_birth = excluded.date_of_birth, graduation_year = excluded.graduation_year,
       postcode = excluded.postcode, email_opt_in = excluded.email_opt_in, sms_opt_in = excluded.sms_opt_in,
       phone_opt_in = excluded.phone_opt_in, date_updated = excluded.date_updated,
       collected_by_issuer = excluded.collected_by_issuer, collected_by_subject = excluded.collected_by_subject,
       collected_by_name = excluded.collected_by_name,
       unsubscribe_hash = CASE WHEN student_sign_ups.email_opt_in AND excluded.email_opt_in AND student_sign_ups.unsubscribe_hash IS NOT NULL
                               THEN student_sign_ups.unsubscribe_hash ELSE excluded.unsubscribe_hash END
     RETURNING id, (xmax = 0) AS created, unsubscribe_hash IS NOT DISTINCT FROM $18 AS link_stored`,
    [
      s.brandId,
      s.barId,
      s.email,
      s.forename,
      s.surname,
      s.mobile,
      s.university,
      s.dateOfBirth,
      s.graduationYear,
      s.postcode,
      s.emailOptIn,
      s.smsOptIn,
      s.phoneOptIn,
      at,
      s.collectedBy?.issuer ?? null,
      s.collectedBy?.subject ?? null,
      s.collectedBy?.name ?? null,
      s.unsubscribeHash,
    ],
  );
  return { id: row!.id, created: row!.created, linkStored: row!.link_stored };
}

/** Stops the offers by e-mail of the sign-up whose unsubscribe secret hashes to `hash`: its brand, or undefined for none. */
export async function optOutOfEmailOffers(db: Queryable, hash: string, at: Date): Promise<{ brand_id: number } | undefined> {
  const [row] = await db.query<{ brand_id: number }>(
    'UPDATE student_sign_ups SET email_opt_in = false, date_updated = $2 WHERE unsubscribe_hash = $1 RETURNING brand_id',
    [hash, at.toISOString()],
  );
  return row;
}

/** The brand of the sign-up whose unsubscribe secret hashes to `hash`, if there is one. */
export async function findUnsubscribe(db: Queryable, hash: string): Promise<{ brand_id: number; email_opt_in: boolean } | undefined> {
  const [row] = await db.query<{ brand_id: number; email_opt_in: boolean }>('SELECT brand_id, email_opt_in FROM student_sign_ups WHERE unsubscribe_hash = $1', [hash]);
  return row;
}
