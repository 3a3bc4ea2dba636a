import type { FastifyInstance } from 'fastify';
import type { LiveReload } from '../../live/live-reload.ts';

/**
 * GET /dev/live (LIVE_RELOAD, development only): server-sent events, one `data:` line of JSON (a
 * `LiveUpdate`) now and after every edit of flows/, brands/ or locales/, so an open widget follows them.
 */
export default function liveRoute(app: FastifyInstance, live: LiveReload) {
  app.get('/dev/live', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-content-type-options': 'nosniff' });
    const unsubscribe = live.subscribe((update) => reply.raw.write(`data: ${JSON.stringify(update)}\n\n`));
    request.raw.once('close', unsubscribe);
  });
}
