import type { FastifyInstance } from 'fastify';
import { toSvg } from '../../../../../engine/flow/graph.ts';
import { HttpError } from '../../../../http/errors.ts';
import type { LiveReload } from '../../../../live/live-reload.ts';

/** GET /demo/preview/{Flow}/graph.svg (development): the running flow's graph, as `covers flows graph` draws it. */
export default function flowGraphRoute(app: FastifyInstance, live: LiveReload) {
  app.get<{ Params: { flow: string } }>('/demo/preview/:flow/graph.svg', async (request, reply) => {
    const flow = await live.flow(request.params.flow);
    if (!flow) throw new HttpError(404, `There is no flow "${request.params.flow}" running.`);
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(toSvg(flow));
  });
}
