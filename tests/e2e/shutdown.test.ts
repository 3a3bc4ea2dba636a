/**
 * A graceful stop (issue 30, point 2): SIGTERM while requests are in flight (their headers read, their bodies
 * still coming) stops new connections, answers every one of them in full, and exits 0.
 */
import { request, type ClientRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startServer } from './helpers/server.ts';

describe('SIGTERM during requests', () => {
  it('answers every request in flight, refuses new connections, and exits 0', async () => {
    const server = await startServer({ env: { LOG_LEVEL: 'info' } });
    const url = new URL('/api/rest/booking/session', server.origin);
    const body = JSON.stringify({ form_version: '2.0', bar_id: 11, party_type: 1, date: '2026-11-27', no_people: 4 });
    const incoming = () => server.printed.filter((line) => line.includes('"incoming request"') && line.includes('/api/rest/booking/session')).length;
    const sent: ClientRequest[] = [];
    const answers = Array.from({ length: 6 }, (_, i) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-api-key': 'covers-demo-key', 'x-brand': '1' }, agent: false }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        // Half the body now: the server has the request and waits for the rest.
        req.write(body.slice(0, 10 + i));
        sent.push(req);
      }),
    );
    await expect.poll(incoming, { timeout: 10_000 }).toBe(6);

    const exit = server.terminate!();
    // Stopping: a new connection is refused.
    await expect.poll(() => fetch(server.origin + '/health').then(() => 'answered', () => 'refused'), { timeout: 5_000 }).toBe('refused');
    sent.forEach((req, i) => req.end(body.slice(10 + i)));
    const answered = await Promise.all(answers);
    for (const answer of answered) {
      expect(answer.status).toBeLessThan(300);
      expect(JSON.parse(answer.body).data.session_id).toMatch(/\S/);
    }
    expect(await exit).toBe(0);
  });
});
