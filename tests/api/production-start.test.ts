/**
 * Starting the real server in production mode: on a fresh machine with nothing but NODE_ENV=production
 * it refuses, listing what to change in words (no stack trace); with real settings it starts, takes its
 * own keys and not the demo key, and has no mailbox page.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { LIVE_REVOLUTION_KEY, LIVE_SETTINGS } from '../helpers/live-settings.ts';
import { serverProcesses } from '../helpers/server-processes.ts';

const { freshPlace, start, refused, stop } = serverProcesses();
const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;


describe('NODE_ENV=production', { timeout: 120_000 }, () => {
  it('with nothing else set, refuses to start with a readable list of what to change', async () => {
    const { code, output } = await refused({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines[0]).toBe('Covers will not start in production mode (NODE_ENV=production): 4 settings need changing.');
    expect(lines.slice(1, 5).map((line) => line.replace(/^ {2}- (\w+).*$/, '$1'))).toEqual(['API_KEYS', 'PAYMENT_GATEWAY', 'SMTP_URL', 'PUBLIC_URL']);
    expect(lines[5]).toBe('The settings are described in README.md (Configuration).');
    expect(lines).toHaveLength(6);
    // No stack trace, no error object.
    expect(output).not.toMatch(/^\s+at |Error:|node:internal/m);
  });

  it('with real settings, starts: its own key works, the demo key does not, and there is no mailbox page', async () => {
    const place = await freshPlace();
    const server = await start(place, {
      inherit: false,
      env: { ...LIVE_SETTINGS, LOG_LEVEL: 'silent' },
    });
    expect(server.output()).not.toContain(DEMO_API_KEY);
    expect(server.output()).not.toContain('mailbox');
    const session = (key: string) =>
      fetch(`${server.url}/api/rest/booking/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key, 'x-brand': String(demo.brands.revolution) },
        body: JSON.stringify({ form_version: '2.0' }),
      });
    expect((await session(LIVE_REVOLUTION_KEY)).status).toBe(200);
    expect((await session(DEMO_API_KEY)).status).toBe(401);
    const mailbox = await fetch(`${server.url}/dev/mailbox`);
    expect(mailbox.status).toBe(404);
    await stop(server);
  });

  it('on a database with no venues: says how to load them, is not ready, and once `covers venues import` has run serves bookings', async () => {
    const place = await freshPlace('migrated');
    const env = { ...LIVE_SETTINGS, LOG_LEVEL: 'silent' };
    let server = await start(place, { inherit: false, env });
    expect(server.output()).toContain('venues:   none loaded');
    expect(server.output()).toContain('npx covers venues import venues.json');
    const ready = async () => {
      const answer = await fetch(`${server.url}/ready`);
      return { status: answer.status, venues: ((await answer.json()) as { checks: { venues: boolean } }).checks.venues };
    };
    expect(await ready()).toEqual({ status: 503, venues: false });
    const session = () =>
      fetch(`${server.url}/api/rest/booking/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': LIVE_REVOLUTION_KEY, 'x-brand': String(demo.brands.revolution) },
        body: JSON.stringify({ form_version: '2.0' }),
      });
    expect((await session()).status).toBe(400);
    const importVenues = () => run(process.execPath, ['bin/covers.js', 'venues', 'import', 'venues/demo.json'], { cwd: ROOT, env: { PATH: process.env.PATH, ...place.env } });
    if (place.env.DATABASE_URL) {
      // PostgreSQL: imported beside the running server, which sees the venues at its next call.
      expect((await importVenues()).stdout).toContain('bars: 13 added');
    } else {
      // The embedded database is the server's alone while it runs: stopped, imported, started again.
      await stop(server);
      expect((await importVenues()).stdout).toContain('bars: 13 added');
      server = await start(place, { inherit: false, env });
      expect(server.output()).not.toContain('none loaded');
    }
    expect(await ready()).toEqual({ status: 200, venues: true });
    expect((await session()).status).toBe(200);
    await stop(server);
  });
});
