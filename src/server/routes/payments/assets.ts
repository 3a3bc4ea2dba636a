import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';

const asset = (path: string) => readFileSync(new URL(`../../payments/${path}`, import.meta.url), 'utf8');

/**
 * GET /payments/frame.js and /payments/result.css: the script that reports a payment frame's height
 * to its parent, and the style of the merchant's result page. Served as files so that the payment
 * pages need no inline script or style.
 */
export default function paymentAssetsRoute(app: FastifyInstance) {
  const files = {
    '/payments/frame.js': { body: asset('assets/frame.js'), type: 'text/javascript; charset=utf-8' },
    '/payments/result.css': { body: asset('assets/result.css'), type: 'text/css; charset=utf-8' },
  };
  for (const [url, file] of Object.entries(files)) {
    app.get(url, async (_request, reply) =>
      reply.headers({ 'content-type': file.type, 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' }).send(file.body),
    );
  }
}
