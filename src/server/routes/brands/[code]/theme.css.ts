import type { FastifyInstance } from 'fastify';
import { BRANDS } from '../../../../engine/i18n/brand.ts';
import { themeCssVariables } from '../../../../engine/i18n/theme.ts';
import { isBrandCode } from '../../../pages/demo-pages.ts';

/**
 * GET /brands/{code}/theme.css: the brand's look as custom properties on :root, linked from the account site's
 * page so its first paint is already in the brand (the script sets the same properties when it runs). A value
 * that could end the rule is left out: brand files are edited by hand.
 */
export default function brandThemeRoute(app: FastifyInstance) {
  app.get<{ Params: { code: string } }>('/brands/:code/theme.css', async (request, reply) => {
    const code = request.params.code;
    if (!isBrandCode(code)) return reply.callNotFound();
    const rules = Object.entries(themeCssVariables(BRANDS[code]))
      .filter(([, value]) => !/[;{}<>\\]/.test(value))
      .map(([name, value]) => `  ${name}: ${value};`);
    return reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(`:root {\n${rules.join('\n')}\n}\n`);
  });
}
