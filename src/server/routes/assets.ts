import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { DEFAULT_PUBLIC_DIR, type PagesOptions } from '../pages/built-pages.ts';

/** GET /assets/…: the build's hashed scripts and styles, cached for a year. */
export default async function assetsRoute(app: FastifyInstance, options: PagesOptions) {
  await app.register(fastifyStatic, {
    root: join(options.publicDir ?? DEFAULT_PUBLIC_DIR, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    suppressWarning: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    // build.ts writes .br and .gz beside each script and style.
    preCompressed: true,
  });
}
