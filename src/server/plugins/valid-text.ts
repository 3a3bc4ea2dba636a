/**
 * Text that no database stores as sent is refused at the edge, for every route there is and will be:
 * PostgreSQL refuses a NUL character in text and JSON (a 500 once it reached SQL), and a lone UTF-16
 * surrogate has no UTF-8 form (it would be stored silently changed). One hook looks at what every
 * request brings — path parameters, query string and parsed body (JSON or form fields), keys and values
 * at any depth — after parsing and before any schema, limit by body or handler sees it. The same walk
 * refuses what is nested deeper than any request of ours is (a body a few thousand levels deep once
 * overflowed the stack of a recursive scan: a 500): the walk keeps its own stack, so no shape can.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';

// With the u flag a surrogate range matches only a surrogate that is not half of a pair.
// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const INVALID = /[\u0000\uD800-\uDFFF]/u;

export const INVALID_TEXT_MESSAGE = 'The request holds text that cannot be accepted (a NUL character or an unpaired surrogate).';
export const INVALID_FIELD_MESSAGE = 'This holds a character that is not allowed.';

/** Deeper than any request of ours nests (a booking's choices are five levels down). */
export const MAX_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request is nested too deeply (more than ${MAX_DEPTH} levels) to be accepted.`;

/** What a walk over a value's strings, keys and values found: nothing wrong, invalid text, or too deep a nesting. */
type Scan = 'ok' | 'invalid' | 'deep';

/** Walks `value` without recursion (its own stack): too deep a nesting is found first, whatever else is there. */
function scan(value: unknown): Scan {
  const stack: Array<[unknown, number]> = [[value, 0]];
  let found: Scan = 'ok';
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (INVALID.test(item)) found = 'invalid';
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_DEPTH) return 'deep';
      if (Array.isArray(item)) for (const element of item) stack.push([element, depth + 1]);
      else
        for (const [key, element] of Object.entries(item)) {
          if (INVALID.test(key)) found = 'invalid';
          stack.push([element, depth + 1]);
        }
    }
  }
  return found;
}

/** Whether `value` holds invalid text anywhere: in a string, or in an object's keys or values. */
export function holdsInvalidText(value: unknown): boolean {
  return scan(value) === 'invalid';
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
    // One walk of each part for every request; the fields are looked for only when something is wrong.
    const found = [request.params, request.query, request.body].map(scan);
    if (found.includes('deep')) throw new HttpError(400, TOO_DEEP_MESSAGE);
    if (!found.includes('invalid')) return;
    const { fields } = invalidTextFields(request);
    throw new HttpError(400, INVALID_TEXT_MESSAGE, fields.length ? Object.fromEntries(fields.map((f) => [f, [INVALID_FIELD_MESSAGE]])) : undefined);
  });
}
