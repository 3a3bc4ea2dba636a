/**
 * Text that no database stores as sent is refused at the edge, for every route there is and will be:
 * PostgreSQL refuses a NUL character in text and JSON (a 500 once it reached SQL), and a lone UTF-16
 * surrogate has no UTF-8 form (it would be stored silently changed). One hook looks at what every
 * request brings — path parameters, query string and parsed body (JSON or form fields), keys and values
 * at any depth — after parsing and before any schema, limit by body or handler sees it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

// With the u flag a surrogate range matches only a surrogate that is not half of a pair.
// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const INVALID = /[\u0000\uD800-\uDFFF]/u;

export const INVALID_TEXT_MESSAGE = 'The request holds text that cannot be accepted (a NUL character or an unpaired surrogate).';
export const INVALID_FIELD_MESSAGE = 'This holds a character that is not allowed.';

/** Whether `value` holds invalid text anywhere: in a string, or in an object's keys or values. */
export function holdsInvalidText(value: unknown): boolean {
  if (typeof value === 'string') return INVALID.test(value);
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(holdsInvalidText);
  return Object.entries(value).some(([key, item]) => INVALID.test(key) || holdsInvalidText(item));
}

/** The top-level names (path parameter, query or body field) under which `request` holds invalid text. */
export function invalidTextFields(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): { fields: string[]; anywhere: boolean } {
  const fields = new Set<string>();
  let anywhere = false;
  for (const part of [request.params, request.query, request.body]) {
    if (!holdsInvalidText(part)) continue;
    anywhere = true;
    if (part === null || typeof part !== 'object' || Array.isArray(part)) continue;
    for (const [key, item] of Object.entries(part)) if (!INVALID.test(key) && holdsInvalidText(item)) fields.add(key);
  }
  return { fields: [...fields], anywhere };
}

export function registerValidText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const { fields, anywhere } = invalidTextFields(request);
    if (!anywhere) return;
    throw new HttpError(400, INVALID_TEXT_MESSAGE, fields.length ? Object.fromEntries(fields.map((f) => [f, [INVALID_FIELD_MESSAGE]])) : undefined);
  });
}
