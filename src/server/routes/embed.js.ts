import type { FastifyInstance } from 'fastify';
import { builtFile, type PagesOptions } from '../pages/built-pages.ts';

/** GET /embed.js: the host-page loader. */
export default function embedScriptRoute(app: FastifyInstance, options: PagesOptions) {
  const read = builtFile(options.publicDir);
  app.get('/embed.js', async (_request, reply) => {
    const code = await read('embed.js');
    if (code === null) return reply.code(503).type('text/javascript; charset=utf-8').send('console.error("Covers: the widget loader is not built yet (npm run build).");');
    // Host pages include a stable URL: revalidate, so they get a new loader soon after a release.
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300, must-revalidate')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .send(code);
  });
}
