/**
 * Demo societies (issue 15): three kinds of membership, a society of each, one invite code each (random,
 * printed at start with the society's QR link), and the demo app user Grace as a member of the society
 * that cannot be left and the admin of another. Production never seeds them.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../index.ts';

// No 0/O or 1/I/L: a code is read off a poster or a message and typed.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const randomCode = () => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const BASE_TYPES = [
  {
    name: 'Student society',
    registered_message: "You're all set: your society offers are in the app. Pull down on the app's home screen to refresh, then pick your bar.",
    leave_message: 'If you leave, your society offers stop straight away. You can join again with an invite code.',
    can_leave: true,
  },
  {
    name: 'Sports club',
    registered_message: "You're all set: your club's offers are in the app. Pull down on the app's home screen to refresh, then pick your bar.",
    leave_message: "If you leave, your club's offers stop straight away. You can join again with an invite code.",
    can_leave: true,
  },
  {
    name: 'Partner society',
    registered_message: 'Your society has registered you with us: its offers are in the app.',
    leave_message: "Your society's committee looks after its members' registrations.",
    can_leave: false,
  },
];

/** Societies by their base type's position above. */
const SOCIETIES = [
  { title: 'Manchester Salsa Society', type: 0 },
  { title: 'Leeds Rugby Club', type: 1 },
  { title: 'Nottingham Student Ambassadors', type: 2 },
];

export async function seedSocieties(tx: Queryable, at: Date): Promise<void> {
  const typeIds: number[] = [];
  for (const t of BASE_TYPES) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO society_base_types (name, registered_message, leave_message, can_leave) VALUES ($1, $2, $3, $4) RETURNING id',
      [t.name, t.registered_message, t.leave_message, t.can_leave],
    );
    typeIds.push(row!.id);
  }
  const societyIds: number[] = [];
  for (const s of SOCIETIES) {
    const [row] = await tx.query<{ id: number }>('INSERT INTO societies (title, base_type_id, qr_code, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
      s.title,
      typeIds[s.type],
      randomBytes(24).toString('base64url'),
      at,
    ]);
    societyIds.push(row!.id);
    await tx.run('INSERT INTO society_invite_codes (code, society_id, created_at) VALUES ($1, $2, $3)', [randomCode(), row!.id, at]);
  }
  const [grace] = await tx.query<{ id: number }>("SELECT id FROM customers WHERE email = 'grace.member@example.com'");
  if (!grace) return;
  await tx.run('INSERT INTO society_admins (society_id, customer_id) VALUES ($1, $2)', [societyIds[0], grace.id]);
  await tx.run("INSERT INTO society_members (society_id, customer_id, joined_with, date_registered) VALUES ($1, $2, 'qr', $3)", [societyIds[2], grace.id, at]);
}
