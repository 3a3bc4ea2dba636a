import type { FastifyInstance } from 'fastify';
import { builtFile, sendPage, type PagesOptions } from '../pages/built-pages.ts';
import { demoIndex } from '../pages/demo-pages.ts';

/** GET /: the index of the demo pages. */
export default function indexRoute(app: FastifyInstance, options: PagesOptions) {
  const read = builtFile(options.publicDir);
  app.get('/', async (request, reply) => sendPage(reply, demoIndex(await read('embed/demo/index.html'), `${request.protocol}://${request.host}`)));
}
