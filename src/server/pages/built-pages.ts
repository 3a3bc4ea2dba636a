/**
 * The browser pages come from the build in dist/public (npm run build; npm start builds it when
 * missing or stale). Without a build the pages answer 503 with what to run; the API does not need it.
 */
import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import type { Catalogue } from '../domain/catalogue.ts';

export const DEFAULT_PUBLIC_DIR = fileURLToPath(new URL('../../../dist/public/', import.meta.url));

/** What the page routes are given. */
export interface PagesOptions {
  config: Pick<Config, 'apiKeys'> & Partial<Pick<Config, 'payments' | 'production' | 'googleSignIn' | 'liveReload'>>;
  /** The built pages; default dist/public. */
  publicDir?: string;
  /** Where the widget page's locations (and /bar/{slug}'s bars) come from; without it the first session answer brings them. */
  catalogue?: { get(): Promise<Catalogue> };
}

export const NOT_BUILT = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Covers: pages not built</title></head>
<body><h1>The browser pages are not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds them when they are missing), then reload. The API at <code>/api/</code> works without them.</p></body></html>`;

/** A file of the build, or null when it is not built. */
export function builtFile(publicDir: string | undefined) {
  const dir = publicDir ?? DEFAULT_PUBLIC_DIR;
  return async (file: string): Promise<string | null> => {
    try {
      return await readFile(join(dir, file), 'utf8');
    } catch {
      return null;
    }
  };
}

/** A page of the build (revalidated on each visit), or the 503 that says to build it. */
export function sendPage(reply: FastifyReply, body: string | null, headers: Record<string, string> = {}) {
  if (body === null) return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').headers(headers).send(body);
}

/** The real card gateway's origin when it is the one configured (the sandbox is this server). */
export function paymentOrigins(config: PagesOptions['config']): string[] {
  const hpp = config.payments?.gateway === 'globalpayments' ? config.payments.globalPayments?.hppUrl : undefined;
  if (!hpp) return [];
  try {
    return [new URL(hpp).origin];
  } catch {
    return [];
  }
}

/** The API key a brand's pages send: the brand's own key, else one accepted for every brand. */
export function widgetApiKey(config: Pick<Config, 'apiKeys'>, brand: { id: number }): string | undefined {
  const [own] = config.apiKeys.get(String(brand.id)) ?? [];
  const [any] = config.apiKeys.get('*') ?? [];
  return own ?? any;
}
