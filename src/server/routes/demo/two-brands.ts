import type { FastifyInstance } from 'fastify';
import { builtFile, sendPage, type PagesOptions } from '../../pages/built-pages.ts';
import { demoCsp } from '../../pages/csp.ts';

/** GET /demo/two-brands: two widgets of two brands on one page. */
export default function twoBrandsDemoRoute(app: FastifyInstance, options: PagesOptions) {
  const read = builtFile(options.publicDir);
  app.get('/demo/two-brands', async (_request, reply) => sendPage(reply, await read('embed/demo/two-brands.html'), { 'content-security-policy': demoCsp() }));
}
