import type { FastifyInstance } from 'fastify';
import { PREVIEW_SCRIPT } from '../../pages/flow-preview.ts';

/** GET /demo/preview.js (development): the flow preview page's script (no inline script under its CSP). */
export default function flowPreviewScriptRoute(app: FastifyInstance) {
  app.get('/demo/preview.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(PREVIEW_SCRIPT));
}
