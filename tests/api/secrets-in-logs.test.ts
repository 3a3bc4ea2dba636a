/**
 * Bearer secrets stay out of logs (issue 26): with every request logged (LOG_LEVEL=info), a booking's manage key,
 * payment token, a guest's page code and an invite code, sent in paths and query strings of API calls and pages,
 * routed or not, appear in no log line; the route each request took does.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { redactedUrl } from '../../src/server/http/log-redaction.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { bookWithDeposit } from './payments-helpers.ts';

const lines: string[] = [];
const t = useTestApp({ lookupLimit: false, logStream: { write: (line: string) => void lines.push(line) } });
const headers = { 'x-brand': '1', 'x-api-key': DEMO_API_KEY };

describe('request logs', () => {
  it('never hold a manage key, payment token, guest code or invite code, whatever the route; they name the route', async () => {
    const { booking } = await bookWithDeposit(t);
    const [{ invite_code }] = (await t.db.query<{ invite_code: string }>(
      'SELECT invite_code FROM bookings WHERE id = $1',
      [booking.id],
    )) as [{ invite_code: string }];
    const joined = await t.post(`rest/booking/join/${invite_code}`, {
      guest: { forename: 'Grace', surname: 'Guest', email: 'grace.logs@example.com' },
    });
    const guestCode = joined.body.data.unique_code as string;
    const secrets = [booking.manage_key, booking.payment_token, guestCode, invite_code];
    lines.length = 0;
    for (const url of [
      `/api/rest/my-bookings/token/${booking.manage_key}`,
      `/api/rest/deposit/manage?token=${booking.payment_token}`,
      `/api/rest/booking/guest/${guestCode}?include=booking`,
      `/manage/${booking.manage_key}/pay/balance`,
      `/ical/${booking.manage_key}`,
      `/guest/${guestCode}`,
      `/join/${invite_code}`,
      `/no-such-page/${booking.manage_key}?key=${booking.payment_token}`,
      `/api/no-such-call/${booking.manage_key}`,
    ]) {
      await t.app.server.inject({ method: 'GET', url, headers });
    }
    const logged = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(18);
    for (const secret of secrets) expect(logged).not.toContain(secret);
    expect(logged).toContain('/api/rest/my-bookings/token/:token');
    expect(logged).toContain('/api/rest/deposit/manage?token=…');
  });

  it('redact by rule: a pattern for a route, the first segment for no route, names for a query', () => {
    expect(
      redactedUrl({ method: 'GET', url: '/a/secret?x=1&y=2&x=3', routeOptions: { url: '/a/:code' } }),
    ).toBe('/a/:code?x=…&y=…');
    expect(redactedUrl({ method: 'GET', url: '/nowhere/secret/more' })).toBe('/nowhere/…');
    expect(redactedUrl({ method: 'GET', url: '/' })).toBe('/');
  });
});
