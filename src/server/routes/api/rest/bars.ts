import type { FastifyInstance } from 'fastify';
import type { PublicBarsAnswer } from '../../../../../schemas/api/types.generated.ts';
import type { PublicBars } from '../../../services/bars/public-bars.ts';

/** Browsers and the brands' sites keep the file five minutes, and use a stale copy for an hour while they fetch a new one. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

/** GET /api/rest/bars: the public bar data file (no key: any site may read it), with an ETag so a fresh copy costs a 304. */
export default function publicBarsRoute(app: FastifyInstance, bars: PublicBars) {
  // No body with a 304: the reader's copy is the answer.
  app.get<{ Reply: PublicBarsAnswer | undefined }>('/api/rest/bars', { config: { public: true } }, async (request, reply) => {
    const { bars: list, etag } = await bars.list();
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag).header('access-control-allow-origin', '*');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(undefined);
    return { data: list };
  });
}
