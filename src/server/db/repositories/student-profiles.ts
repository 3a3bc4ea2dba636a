import type { Queryable } from '../index.ts';

/** A student's own details (migration 025). */
export interface StudentProfileRow {
  customer_id: number;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  graduation_year: number | null;
  post_code: string | null;
  term_bar_id: number | null;
  graduated_at: Date | null;
  completed_at: Date | null;
}

const COLUMNS = "customer_id, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, graduation_year, post_code, term_bar_id, graduated_at, completed_at";

export async function findStudentProfile(db: Queryable, customerId: number): Promise<StudentProfileRow | undefined> {
  const [row] = await db.query<StudentProfileRow>(`SELECT ${COLUMNS} FROM student_profiles WHERE customer_id = $1`, [customerId]);
  return row;
}

export interface StudentDetails {
  birthDate?: string | undefined;
  graduationYear?: number | undefined;
  postCode?: string | undefined;
  termBarId?: number | undefined;
}

/**
 * Saves the details given (those not given stay as they were); the first time every detail is there,
 * `completed_at` is set. The row as it is then.
 */
export async function saveStudentDetails(db: Queryable, customerId: number, details: StudentDetails, at: Date): Promise<StudentProfileRow> {
  const [row] = await db.query<StudentProfileRow>(
    `INSERT INTO student_profiles AS p (customer_id, birth_date, graduation_year, post_code, term_bar_id, updated_at, completed_at)
     VALUES ($1, $2::date, $3::integer, $4::text, $5::integer, $6,
             CASE WHEN $2::date IS NOT NULL AND $3::integer IS NOT NULL AND $4::text IS NOT NULL AND $5::integer IS NOT NULL THEN $6::timestamptz END)
     ON CONFLICT (customer_id) DO UPDATE SET
       birth_date = coalesce(EXCLUDED.birth_date, p.birth_date),
       graduation_year = coalesce(EXCLUDED.graduation_year, p.graduation_year),
       post_code = coalesce(EXCLUDED.post_code, p.post_code),
       term_bar_id = coalesce(EXCLUDED.term_bar_id, p.term_bar_id),
       updated_at = EXCLUDED.updated_at,
       completed_at = coalesce(p.completed_at, CASE WHEN coalesce(EXCLUDED.birth_date, p.birth_date) IS NOT NULL
         AND coalesce(EXCLUDED.graduation_year, p.graduation_year) IS NOT NULL AND coalesce(EXCLUDED.post_code, p.post_code) IS NOT NULL
         AND coalesce(EXCLUDED.term_bar_id, p.term_bar_id) IS NOT NULL THEN EXCLUDED.updated_at END)
     RETURNING ${COLUMNS}`,
    [customerId, details.birthDate ?? null, details.graduationYear ?? null, details.postCode ?? null, details.termBarId ?? null, at],
  );
  return row!;
}

/** The student says they have graduated (the first time counts). */
export async function markGraduated(db: Queryable, customerId: number, at: Date): Promise<void> {
  await db.run(
    `INSERT INTO student_profiles AS p (customer_id, graduated_at, updated_at) VALUES ($1, $2, $2)
     ON CONFLICT (customer_id) DO UPDATE SET graduated_at = coalesce(p.graduated_at, EXCLUDED.graduated_at), updated_at = EXCLUDED.updated_at`,
    [customerId, at],
  );
}
