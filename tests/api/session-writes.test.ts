import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/server/db/index.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { findSession } from '../../src/server/db/repositories/sessions.ts';
import { sessionWriter } from '../../src/server/services/booking-sessions/session-writes.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const start = async (extra: Record<string, unknown> = {}) => {
  const { status, body } = await t.post('rest/booking/session', { form_version: '2.0', bar_id: demo.bars.revolutionManchester, date: '2026-11-27', no_people: 4, party_type: demo.types.table, ...extra });
  expect(status).toBe(200);
  return body.data.session_id as string;
};

/** The database, counting the statements sent through it. */
function counting(db: Queryable) {
  const counted = { statements: 0, db: { ...db } as Queryable };
  counted.db.query = (sql, params) => ((counted.statements += 1), db.query(sql, params));
  counted.db.run = (sql, params) => ((counted.statements += 1), db.run(sql, params));
  return counted;
}

describe('session writes that arrive together', () => {
  it('are stored by one statement, each answered with its own new version', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => start()));
    const before = await Promise.all(ids.map((id) => findSession(t.db, id)));
    const counted = counting(t.db);
    const save = sessionWriter(counted.db);
    const versions = await Promise.all(ids.map((id, i) => save({ id, fields: { ...before[i]!.fields, no_people: 2 + (i % 7) }, version: before[i]!.version })));
    expect(counted.statements).toBe(1);
    expect(versions).toEqual(before.map((s) => s!.version + 1));
    const after = await Promise.all(ids.map((id) => findSession(t.db, id)));
    expect(after.map((s) => s!.fields.no_people)).toEqual(ids.map((_, i) => 2 + (i % 7)));
  });

  it('keep any text exactly: quotes, backslashes, braces, commas, line breaks and emoji', async () => {
    const id = await start();
    const session = await findSession(t.db, id);
    const awkward = 'O\'Brien "Bob" \\ {a,b} [1,2] NULL \n tab\t ü 🍹 ,"}';
    const [version] = await Promise.all([sessionWriter(t.db)({ id, fields: { ...session!.fields, special_requirements: awkward }, version: session!.version })]);
    expect(version).toBe(session!.version + 1);
    expect((await findSession(t.db, id))!.fields.special_requirements).toBe(awkward);
  });

  it('never overwrite a newer change: a stale version or a completed session is refused and left as it was', async () => {
    const id = await start();
    const session = (await findSession(t.db, id))!;
    const save = sessionWriter(t.db);
    const [first, second] = await Promise.all([
      save({ id, fields: { ...session.fields, no_people: 5 }, version: session.version }),
      save({ id, fields: { ...session.fields, no_people: 6 }, version: session.version }),
    ]);
    expect([first, second]).toEqual([session.version + 1, undefined]);
    expect(await save({ id, fields: { ...session.fields, no_people: 7 }, version: session.version })).toBeUndefined();
    expect((await findSession(t.db, id))!.fields.no_people).toBe(5);
  });

  it('through the API: concurrent changes to one session all land, none lost', async () => {
    const id = await start();
    const changes = [{ forename: 'Ada' }, { surname: 'Lovelace' }, { email: 'ada@example.com' }, { phone: '07700900123' }, { special_requirements: 'Window seat' }];
    const results = await Promise.all(changes.map((change) => t.post('rest/booking/session', { session_id: id, ...change })));
    expect(results.map((r) => r.status)).toEqual(changes.map(() => 200));
    const stored = (await findSession(t.db, id))!.fields;
    expect(stored).toMatchObject(Object.assign({}, ...changes));
  });
});
