/**
 * A guest adds or corrects their own name and e-mail on their page (POST rest/booking/guest/{code}/details,
 * issue 28: what the lead booker's "add your details" reminder asks for): saved under the join form's rules and
 * shown on the page; a wrong field, another guest's or the lead booker's address, a cancelled booking, an unknown
 * or another brand's code are refused in the error shape and change nothing. The real server on PGlite, or
 * PostgreSQL with DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { expectError } from './accounts-helpers.ts';
import { bookBrunch } from './payments-helpers.ts';

const t = useTestApp({ lookupLimit: false });

let joins = 0;
/** A brunch and a guest who joined it by its link with a first name only. */
async function joinedGuest() {
  const lead = `lead${++joins}@example.com`;
  const { booking } = await bookBrunch(t, { email: lead });
  const [row] = await t.db.query<{ invite_code: string }>('SELECT invite_code FROM bookings WHERE id = $1', [booking.id]);
  const joined = await t.post(`rest/booking/join/${row!.invite_code}`, { guest: { forename: 'Grace', surname: '', email: '' } });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  return { booking, lead, code: joined.body.data.unique_code as string, invite: row!.invite_code };
}

const save = (code: string, body: unknown, brand: number = demo.brands.revolution) => t.post(`rest/booking/guest/${code}/details`, body, { brand });

describe('POST rest/booking/guest/{code}/details', () => {
  it('saves the guest’s name and e-mail and answers their page with them', async () => {
    const { code } = await joinedGuest();
    const r = await save(code, { forename: ' Grace ', surname: 'Hopper', email: ' Grace.Hopper@Example.COM ' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.meta).toEqual({ message: 'Your details have been saved.' });
    expect(r.body.data).toMatchObject({ forename: 'Grace', surname: 'Hopper', email: 'grace.hopper@example.com' });
    const [row] = await t.db.query('SELECT forename, surname, email FROM booking_guests WHERE unique_code = $1', [code]);
    expect(row).toEqual({ forename: 'Grace', surname: 'Hopper', email: 'grace.hopper@example.com' });
  });

  it('refuses a wrong field, another guest’s address and the lead booker’s, changing nothing', async () => {
    const { lead, code, invite } = await joinedGuest();
    const other = await t.post(`rest/booking/join/${invite}`, { guest: { forename: 'Hedy', surname: 'Lamarr', email: 'hedy@example.com' } });
    expect(other.status).toBe(201);
    const before = await dbFingerprint(t.db);
    const short = await save(code, { forename: 'Al', surname: '', email: '' });
    expectError(short, 422);
    expect(short.body.errors.fields.forename).toEqual(['Forename must be at least 3 characters']);
    expectError(await save(code, { forename: 'Grace', surname: '', email: 'hedy@example.com' }), 409);
    expectError(await save(code, { forename: 'Grace', surname: '', email: lead.toUpperCase() }), 409);
    expectError(await save(code, { forename: 'Grace', surname: '', email: 'no-at-sign' }), 422);
    expectError(await save(code, { forename: 'Grace' }), 400);
    expectError(await save(code, { forename: 'Grace', surname: '', email: '', admin: true }), 400);
    expectError(await save(code, { forename: 'G'.repeat(101), surname: '', email: '' }), 400);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('is not found for an unknown code or another brand’s, and refused once the booking is cancelled', async () => {
    const { booking, code } = await joinedGuest();
    const before = await dbFingerprint(t.db);
    expectError(await save('no-such-guest-code', { forename: 'Grace', surname: '', email: '' }), 404, 'Guest not found');
    expectError(await save(code, { forename: 'Grace', surname: '', email: '' }, demo.brands.playhouse), 404, 'Guest not found');
    expect(await dbFingerprint(t.db)).toEqual(before);
    await t.db.query('UPDATE bookings SET status_id = 4 WHERE id = $1', [booking.id]);
    expectError(await save(code, { forename: 'Grace', surname: 'Hopper', email: '' }), 409);
    const [row] = await t.db.query<{ surname: string }>('SELECT surname FROM booking_guests WHERE unique_code = $1', [code]);
    expect(row!.surname).toBe('');
  });
});
