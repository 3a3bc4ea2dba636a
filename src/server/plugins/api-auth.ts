import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keyAllowed, type Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    brandId: number;
  }
}

/**
 * Every /api call names its brand (X-Brand header, or a `brand` field for form posts) and carries
 * an API key for that brand (X-Api-Key).
 */
export function registerApiAuth(app: FastifyInstance, config: Pick<Config, 'apiKeys'>, knownBrands: () => Promise<Set<number>>) {
  app.decorateRequest('brandId', 0);
  // Before the request's schema is checked: a caller without a key learns nothing of the contract.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.public) return;
    const header = request.headers['x-brand'];
    const fromBody = (request.body as Record<string, unknown> | undefined)?.brand;
    const raw = (Array.isArray(header) ? header[0] : header) ?? (fromBody === undefined ? '0' : String(fromBody));
    const brandId = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
    const brands = await knownBrands();
    if (!Number.isSafeInteger(brandId) || !brands.has(brandId)) {
      const message = `Unknown brand "${raw}": send X-Brand with one of ${[...brands].join(', ')}.`;
      throw new HttpError(400, message, { brand: [message] });
    }
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || key === '') throw new HttpError(401, 'An API key is required (X-Api-Key header).');
    if (!keyAllowed(config, brandId, key)) throw new HttpError(401, 'The API key is not valid for this brand.');
    request.brandId = brandId;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes under /api that need no API key (the payment gateway's callback). */
    public?: boolean;
  }
}
