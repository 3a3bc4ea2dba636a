/**
 * Every answer's Date header is the app's clock (pages read "now" from it): an answer, a call that is none and
 * a refusal, under the tests' fixed clock, a week and more before the machine's. The real server on PGlite, or
 * PostgreSQL with DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('the Date header', () => {
  it('is the server’s clock on an answer, an unknown call and a refusal, not the machine’s', async () => {
    const expected = new Date(TEST_NOW).toUTCString();
    expect(Math.abs(Date.now() - Date.parse(TEST_NOW))).toBeGreaterThan(60_000);
    const answers = await Promise.all([
      t.app.server.inject({ method: 'GET', url: '/api/rest/bars', headers: { 'x-api-key': DEMO_API_KEY } }),
      t.app.server.inject({ method: 'GET', url: '/api/rest/no-such-call', headers: { 'x-api-key': DEMO_API_KEY } }),
      t.app.server.inject({ method: 'POST', url: '/api/rest/booking/session', headers: { 'x-api-key': DEMO_API_KEY, 'x-brand': '1', 'content-type': 'application/json' }, payload: '{"no_people":' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 400]);
    for (const answer of answers) expect(answer.headers.date).toBe(expected);
  });
});
