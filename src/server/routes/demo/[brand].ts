import type { FastifyInstance } from 'fastify';
import { BRANDS } from '../../../engine/i18n/brand.ts';
import { builtFile, sendPage, type PagesOptions } from '../../pages/built-pages.ts';
import { demoSitePage, isBrandCode } from '../../pages/demo-pages.ts';

/** GET /demo/{brand code}: a brand's demo site with the widget embedded by the loader. */
export default function brandDemoRoute(app: FastifyInstance, options: PagesOptions) {
  const read = builtFile(options.publicDir);
  app.get<{ Params: { brand: string } }>('/demo/:brand', async (request, reply) => {
    const code = request.params.brand;
    if (!isBrandCode(code)) return reply.callNotFound();
    const page = demoSitePage(await read('embed/demo/host.html'), BRANDS[code]);
    return sendPage(reply, page.html, { 'content-security-policy': page.csp });
  });
}
