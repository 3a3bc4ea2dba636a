/**
 * The API contract (schemas/api/): every schema file is a call the server serves, a request that
 * fails its schema gets a 400 in the spec's error shape naming the field and changes nothing, and the
 * generated types and index are those the schemas give.
 */
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointSchemas, sharedSchemas } from '../../schemas/api/index.generated.ts';
import { endpointFiles, indexModule, typesModule } from '../../src/server/build/api-contract.ts';
import { routeSchema } from '../../src/server/http/contract.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('the API contract', () => {
  it('describes only calls the server serves', () => {
    const files = endpointFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const { file, method, url } of files) expect(t.app.server.hasRoute({ method, url }), file).toBe(true);
  });

  it('holds only schemas JSON Schema\'s meta-schema accepts (the server does not check them again as it starts)', () => {
    const ajv = new Ajv({ strict: false });
    const routes = Object.keys(endpointSchemas).map((key) => routeSchema(...(key.split(' ') as [string, string]))!);
    const schemas = [...sharedSchemas, ...routes.flatMap((s) => [s.params, s.querystring, s.body, ...Object.values(s.response ?? {})].filter(Boolean))];
    expect(schemas.length).toBeGreaterThan(sharedSchemas.length);
    for (const schema of schemas) expect(ajv.validateSchema(schema as object), JSON.stringify(ajv.errors)).toBe(true);
    expect(ajv.validateSchema({ type: 'object', properties: { name: { type: 'string', minLength: -1 } } })).toBe(false);
  });

  it('compiles every route\'s schemas (they compile on first use, so this is where a broken one shows)', async () => {
    await expect(t.app.compileSchemas()).resolves.toBeUndefined();
  });

  it('refuses a field of the wrong kind with a 400 naming it, changing nothing', async () => {
    const before = await dbFingerprint(t.db);
    const response = await t.post('rest/booking/session/log-error', { error: 42 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'error must be string.', errors: { message: 'error must be string.', fields: { error: ['error must be string.'] } } });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('refuses a missing required field and a body that is not an object', async () => {
    const missing = await t.post('rest/booking/session/log-error', { session_id: 'abc' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.fields).toEqual({ error: ['error is required.'] });
    const list = await t.post('rest/booking/session/log-error', ['error']);
    expect(list.status).toBe(400);
    expect(list.body.error).toBe('The request body must be a JSON object or form fields.');
  });

  it('checks the API key before the schema', async () => {
    const response = await t.post('rest/booking/session/log-error', { error: 42 }, { key: null });
    expect(response.status).toBe(401);
  });

  it('has its generated modules up to date with the schemas (npm run schemas)', async () => {
    expect(readFileSync('schemas/api/index.generated.ts', 'utf8')).toBe(indexModule());
    expect(readFileSync('schemas/api/types.generated.ts', 'utf8')).toBe(await typesModule());
  });
});
