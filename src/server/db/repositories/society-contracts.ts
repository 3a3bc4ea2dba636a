import type { Queryable } from '../index.ts';

/** A society's contract as its page needs it. The signature travels as base64 (the same from PGlite and PostgreSQL). */
export interface SocietyContractRow {
  id: number;
  society_id: number;
  society_title: string;
  code: string;
  admin_code: string;
  signatory_name: string;
  title: string;
  terms: string;
  viewed_at: Date | null;
  signed_at: Date | null;
  signed_by: string | null;
  signature_base64: string | null;
}

export async function findContractByCode(db: Queryable, code: string): Promise<SocietyContractRow | undefined> {
  const [row] = await db.query<SocietyContractRow>(
    `SELECT c.id, c.society_id, s.title AS society_title, c.code, c.admin_code, c.signatory_name, c.title, c.terms, c.viewed_at, c.signed_at,
       c.signed_by, encode(c.signature_png, 'base64') AS signature_base64
     FROM society_contracts c JOIN societies s ON s.id = c.society_id WHERE c.code = $1`,
    [code],
  );
  return row;
}

/** A society's contracts, oldest first, without their signatures (its admins' page lists them). */
export async function contractsOfSociety(db: Queryable, societyId: number) {
  return db.query<Pick<SocietyContractRow, 'id' | 'code' | 'admin_code' | 'signatory_name' | 'title' | 'viewed_at' | 'signed_at'>>(
    'SELECT id, code, admin_code, signatory_name, title, viewed_at, signed_at FROM society_contracts WHERE society_id = $1 ORDER BY id',
    [societyId],
  );
}

/** Marks a contract read to the end, the first time only and never once signed; how many rows changed (0 or 1). */
export async function markContractViewed(db: Queryable, id: number, at: Date): Promise<number> {
  return db.run('UPDATE society_contracts SET viewed_at = $2 WHERE id = $1 AND viewed_at IS NULL AND signed_at IS NULL', [id, at]);
}

/**
 * Signs a read, unsigned contract: 1 when this call signed it, 0 when it was not read or was already signed.
 * One statement, so of two signatures at once the database keeps the first and the second changes nothing.
 */
export async function signContract(db: Queryable, id: number, signature: { at: Date; by: string; png: Buffer }): Promise<number> {
  return db.run(
    `UPDATE society_contracts SET signed_at = $2, signed_by = $3, signature_png = decode($4, 'base64')
     WHERE id = $1 AND viewed_at IS NOT NULL AND signed_at IS NULL`,
    [id, signature.at, signature.by, signature.png.toString('base64')],
  );
}

export async function insertContract(
  db: Queryable,
  contract: { societyId: number; code: string; adminCode: string; signatoryName: string; title: string; terms: string; at: Date },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO society_contracts (society_id, code, admin_code, signatory_name, title, terms, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [contract.societyId, contract.code, contract.adminCode, contract.signatoryName, contract.title, contract.terms, contract.at],
  );
  return row!.id;
}

/** Every contract's link codes with its society (the demo links printed at start). */
export async function contractLinks(db: Queryable) {
  return db.query<{ society_title: string; code: string; admin_code: string; signed: boolean }>(
    `SELECT s.title AS society_title, c.code, c.admin_code, c.signed_at IS NOT NULL AS signed
     FROM society_contracts c JOIN societies s ON s.id = c.society_id ORDER BY c.id`,
  );
}
