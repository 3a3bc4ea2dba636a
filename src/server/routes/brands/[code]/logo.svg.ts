import type { FastifyInstance } from 'fastify';
import { BRANDS } from '../../../../engine/i18n/brand.ts';
import { brandLogo } from '../../../pages/brand-logos.ts';
import { isBrandCode } from '../../../pages/demo-pages.ts';

/**
 * GET /brands/{code}/logo.svg: a wordmark for the brand's theme logoUrl. E-mails show it from wherever they are
 * read (a webmail's own origin), so any origin may load it.
 */
export default function brandLogoRoute(app: FastifyInstance) {
  app.get<{ Params: { code: string } }>('/brands/:code/logo.svg', async (request, reply) => {
    const code = request.params.code;
    if (!isBrandCode(code)) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(brandLogo(BRANDS[code]));
  });
}
