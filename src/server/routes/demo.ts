import type { FastifyInstance } from 'fastify';
import { builtFile, sendPage, type PagesOptions } from '../pages/built-pages.ts';
import { demoCsp } from '../pages/csp.ts';
import { demoIndex } from '../pages/demo-pages.ts';

/** GET /demo: the index of the demo pages (the home page, `/`, is the account site's dashboard). */
export default function demoIndexRoute(app: FastifyInstance, options: PagesOptions) {
  const read = builtFile(options.publicDir);
  for (const path of ['/demo', '/demo/']) app.get(path, async (request, reply) => sendPage(reply, demoIndex(await read('embed/demo/index.html'), `${request.protocol}://${request.host}`), { 'content-security-policy': demoCsp() }));
}
