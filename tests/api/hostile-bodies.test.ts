/**
 * Bodies an attacker shapes, not only fills (issue 26): JSON nested thousands of levels deep, as arrays, objects
 * or both, at the top or under a field the call expects, sent to every call that takes a body (and as a query
 * string's value to every call). Each is refused with a 400 in the spec's error shape before any handler (a 413 where
 * the call's smaller body limit refuses it unread), and
 * changes nothing; a body nested no deeper than the limit is judged on its content as before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpointFiles } from '../../src/server/build/api-contract.ts';
import { MAX_DEPTH, TOO_DEEP_MESSAGE } from '../../src/server/plugins/valid-text.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { injectRaw } from '../helpers/inject.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp({ lookupLimit: false });

type Shape = 'array' | 'object' | 'mixed';

/** A value `depth` levels deep, built from the inside out (no recursion, as no server scan may need one). */
function nested(depth: number, shape: Shape): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) {
    const asArray = shape === 'array' || (shape === 'mixed' && i % 2 === 0);
    value = asArray ? [value] : { a: value };
  }
  return value;
}

const withBody = endpointFiles().filter((e) => e.schema.body);
const url = (e: (typeof withBody)[number]) => e.url.replace(/:([a-z_]+)/g, 'x1');

describe('a body nested deeper than any request of ours', () => {
  it(`is refused with a 400 on every one of the ${withBody.length} calls that take a body, a few thousand levels deep, and nothing changes`, async () => {
    const before = await dbFingerprint(t.db);
    for (const endpoint of withBody) {
      for (const json of [
        nested(5000, 'array'),
        nested(5000, 'object'),
        { forename: 'Ada', email: 'ada@example.com', guest: nested(3000, 'mixed') },
      ]) {
        const r = await injectRaw(t.app.server, { method: endpoint.method, url: url(endpoint), json });
        // A call with a smaller body limit (the error log's) refuses it as too large before it is read.
        const expected = r.statusCode === 413 ? 'The request body is too large.' : TOO_DEEP_MESSAGE;
        expect(
          [r.statusCode, r.json()],
          `${endpoint.method} ${endpoint.url}: ${r.body.slice(0, 200)}`,
        ).toEqual([r.statusCode === 413 ? 413 : 400, { error: expected, errors: { message: expected } }]);
      }
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('is refused at any depth past the limit, in any shape, on any call; at the limit it is judged on its content (never a 5xx)', async () => {
    const calls = endpointFiles();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.integer({ min: 1, max: 4 * MAX_DEPTH }),
        fc.constantFrom<Shape>('array', 'object', 'mixed'),
        fc.constantFrom('body', 'field', 'query'),
        async (endpoint, depth, shape, where) => {
          const value = nested(depth, shape);
          const inQuery = where === 'query' || !endpoint.schema.body;
          const r = await injectRaw(t.app.server, {
            method: endpoint.method,
            url: inQuery ? `${url(endpoint)}?q=${encodeURIComponent(JSON.stringify(value))}` : url(endpoint),
            ...(inQuery ? {} : { json: where === 'field' ? { forename: 'Ada', value } : value }),
          });
          expect(
            r.statusCode,
            `${endpoint.method} ${endpoint.url} ${where} ${shape} ${depth}: ${r.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          // A query string's value is text however it looks; a body's nesting is what is counted.
          const levels = where === 'field' ? depth + 1 : depth;
          if (!inQuery && levels > MAX_DEPTH) expect(r.json().error).toBe(TOO_DEEP_MESSAGE);
          if (levels <= MAX_DEPTH || inQuery) expect(r.body).not.toContain(TOO_DEEP_MESSAGE);
        },
      ),
      { numRuns: 150 },
    );
  });
});
