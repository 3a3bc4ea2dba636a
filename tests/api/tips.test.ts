/**
 * Tip outcomes (issue 15, spec §2.1 /tip/complete/{id}, §3 "Tip outcome", §7.5 rest/tip/{id}/outcome): a tip taken
 * before tipping was disabled read by its random id; an id that is no one's, of the wrong form or another brand's
 * is 404 with the same words; lookups share the lookup limit. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app.ts';

const NOT_FOUND = "Sorry, we couldn't find that tip.";

const t = useTestApp({ lookupLimit: false });
let tips: { id: string; completed: boolean }[];
beforeAll(async () => {
  tips = await t.db.query<{ id: string; completed: boolean }>('SELECT id, completed FROM tips ORDER BY completed DESC');
});

async function outcome(app: TestApp, id: string, brand = '1', ip = '127.0.0.1') {
  const r = await app.app.server.inject({ method: 'GET', url: `/api/rest/tip/${encodeURIComponent(id)}/outcome`, remoteAddress: ip, headers: { 'x-brand': brand, 'x-api-key': DEMO_API_KEY } });
  return { status: r.statusCode, body: r.json() };
}

describe('a tip outcome', () => {
  it('reads a completed tip with its bank authorisation code, and one not completed without', async () => {
    expect(await outcome(t, tips[0]!.id)).toEqual({
      status: 200,
      body: { data: { completed: true, forename: 'Ada', bar: { id: 11, name: 'Revolution Manchester Deansgate' }, outcome: { bank_auth_code: '482913' } } },
    });
    expect(await outcome(t, tips[1]!.id)).toEqual({
      status: 200,
      body: { data: { completed: false, forename: 'Sam', bar: { id: 11, name: 'Revolution Manchester Deansgate' }, outcome: { bank_auth_code: null } } },
    });
    // The group's own site (brand 0) reads every brand's.
    expect((await outcome(t, tips[0]!.id, '0')).status).toBe(200);
  });

  it("answers an id that is no one's, of the wrong form, or of another brand's bar the same way", async () => {
    const id = tips[0]!.id;
    const answers = [
      await outcome(t, 'A'.repeat(22)),
      await outcome(t, `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`),
      await outcome(t, 'short'),
      await outcome(t, "1' OR '1'='1"),
      await outcome(t, id, '2'),
    ];
    for (const a of answers) expect(a).toEqual({ status: 404, body: { error: NOT_FOUND, errors: { message: NOT_FOUND } } });
  });

  it('shares the lookup limit with the other lookups by a code', async () => {
    const limited = await createTestApp({ lookupLimit: { max: 2, windowMs: 60_000 }, db: t.db });
    try {
      const [tip] = await limited.db.query<{ id: string }>('SELECT id FROM tips LIMIT 1');
      expect((await outcome(limited, 'A'.repeat(22), '1', '10.8.0.1')).status).toBe(404);
      const guest = await limited.app.server.inject({ method: 'GET', url: `/api/rest/booking/guest/${'C'.repeat(32)}`, remoteAddress: '10.8.0.1', headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY } });
      expect(guest.statusCode).toBe(404);
      expect((await outcome(limited, tip!.id, '1', '10.8.0.1')).status).toBe(429);
      expect((await outcome(limited, tip!.id, '1', '10.8.0.2')).status).toBe(200);
    } finally {
      await limited.close();
    }
    // A second server on its own database: slow to start on a loaded machine.
  }, 180_000);
});
