/**
 * SIGTERM to a real server process (issue 30, point 2) while requests are in flight and while the outbox is in
 * the middle of sending a message to a real SMTP server that is slow to answer it: every request gets its whole
 * answer, the process exits 0 within its grace, and no message is lost or sent twice — the one being sent is
 * finished and marked, the others wait in the outbox and the next start sends each once. On PGlite, or on
 * PostgreSQL with DATABASE_URL.
 */
import { request, type ClientRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { serverProcesses, type Place, type ServerProcess } from '../helpers/server-processes.ts';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { bookWithDeposit } from './payments-helpers.ts';

const processes = serverProcesses();
/** main.ts's bound on a graceful stop. */
const GRACE_MS = 10_000;
/** How long the SMTP server takes to answer each message: the send is under way when the signal comes. */
const SLOW_SMTP_MS = 3_000;

async function api(server: ServerProcess, path: string, body: unknown) {
  const r = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'x-api-key': 'covers-demo-key', 'x-brand': String(demo.brands.revolution), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as any };
}

/** A request whose headers and half its body are sent; `finish` sends the rest. */
function halfSent(server: ServerProcess, i: number) {
  const body = JSON.stringify({ form_version: '2.0', bar_id: demo.bars.revolutionManchester, party_type: demo.types.table, date: '2026-11-27', no_people: 2 + i });
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(
      new URL('/api/rest/booking/session', server.url),
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-api-key': 'covers-demo-key', 'x-brand': '1' } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  return { answer, finish: () => req.end(body.slice(10)) };
}

/** The outbox as the stopped server left it (the embedded database opens only while no server has it). */
async function outbox(place: Place) {
  const db = await place.open();
  try {
    return await db.query<{ id: number; message_id: string | null; sent: boolean; claimed: boolean }>(
      'SELECT id, message_id, sent_at IS NOT NULL AS sent, claimed_until IS NOT NULL AS claimed FROM email_outbox ORDER BY id',
    );
  } finally {
    await db.close();
  }
}

describe('SIGTERM during requests and an outbox send', () => {
  it('answers every request, exits 0 within its grace, and sends every message once (now, or after the next start)', { timeout: 120_000 }, async () => {
    const inbox = await startSmtpInbox();
    const place = await processes.freshPlace();
    try {
      const env = { SMTP_URL: inbox.url, LOG_LEVEL: 'info' };
      const first = await processes.start(place, { env });
      const overHttp: Pick<TestApp, 'post'> = { post: (path, body) => api(first, path, body) };
      inbox.answerDataAfter(SLOW_SMTP_MS);
      // Four confirmations queued: one round claims them all, and the first is being sent at the signal.
      for (const email of ['ada@example.com', 'grace@example.com', 'mary@example.com', 'emmy@example.com']) await bookWithDeposit(overHttp, { email });

      const inFlight = Array.from({ length: 6 }, (_, i) => halfSent(first, i));
      const incoming = () => first.output().split('\n').filter((l) => l.includes('"incoming request"') && l.includes('/api/rest/booking/session') && !l.includes('complete')).length;
      await expect.poll(incoming, { timeout: 10_000 }).toBeGreaterThanOrEqual(6 + 4 * 2);
      await expect.poll(() => inbox.dataBegun(), { timeout: 10_000 }).toBe(1);

      const signalled = performance.now();
      first.child.kill('SIGTERM');
      // Stopping: a new connection is refused, while the requests already in are still waiting for their bodies.
      await expect.poll(() => fetch(`${first.url}/health`).then(() => 'answered', () => 'refused'), { timeout: 5_000 }).toBe('refused');
      for (const r of inFlight) r.finish();
      for (const answer of await Promise.all(inFlight.map((r) => r.answer))) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body).data.session_id).toMatch(/\S/);
      }
      expect(await first.exited).toEqual({ code: 0, signal: null });
      const took = performance.now() - signalled;
      expect(took).toBeLessThan(GRACE_MS);
      // The message under way was finished, not cut off; no other was begun.
      expect(inbox.dataBegun()).toBe(1);
      expect(inbox.messages).toHaveLength(1);

      const stopped = await outbox(place);
      // The sent one is marked with the id the SMTP server received; the rest wait, unclaimed, for the next start.
      expect(stopped.filter((r) => r.sent).map((r) => r.message_id)).toEqual([inbox.messages[0]!.messageId]);
      expect(stopped.filter((r) => !r.sent && r.claimed)).toEqual([]);
      expect(stopped.filter((r) => !r.sent).length).toBeGreaterThanOrEqual(3);

      inbox.answerDataAfter(0);
      const second = await processes.start(place, { env });
      await expect.poll(() => inbox.messages.length, { timeout: 15_000 }).toBe(stopped.length);
      await processes.stop(second);
      expect((await second.exited).code).toBe(0);
      const after = await outbox(place);
      expect(after.every((r) => r.sent)).toBe(true);
      // Each message once: the SMTP server received exactly the outbox's messages, none twice.
      expect(inbox.messages.map((m) => m.messageId).sort()).toEqual(after.map((r) => r.message_id).sort());
      expect(new Set(inbox.messages.map((m) => m.messageId)).size).toBe(inbox.messages.length);
    } finally {
      await inbox.stop();
    }
  });
});
