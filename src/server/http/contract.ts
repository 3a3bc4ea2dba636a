/**
 * The API contract (schemas/api/) applied to every /api route: each route, as it is declared, takes its
 * endpoint's schemas — Fastify checks the path parameters, query and body against them before the
 * route runs, and writes each answer with the schema of its status. A route under /api/ without a
 * schema file is refused at start, so no call is ever served without its contract.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { endpointSchemas, sharedSchemas } from '../../../schemas/api/index.generated.ts';

/**
 * How Fastify's validator treats a request: as sent. No type coercion (a route's parsers decide what
 * a form's text means, and a JSON number stays a number), no defaults filled in, nothing removed. The
 * schemas are the project's own, checked against JSON Schema's meta-schema by the contract test
 * (tests/api/contract.test.ts): not again by every process's first request, where it cost some 30 ms.
 */
export const REQUEST_VALIDATION = { customOptions: { coerceTypes: false, useDefaults: false, removeAdditional: false, allowUnionTypes: true, validateSchema: false } } as const;

/** The Fastify schema of one endpoint, from its file in schemas/api/. */
export function routeSchema(method: string, url: string): FastifySchema | undefined {
  const file = endpointSchemas[`${method} ${url}`];
  if (!file) return undefined;
  return {
    ...(file.params ? { params: file.params } : {}),
    ...(file.query ? { querystring: file.query } : {}),
    ...(file.body ? { body: file.body } : {}),
    ...(file.response ? { response: file.response } : {}),
  };
}

/** Registers the shared schemas and gives every /api route declared after this its schema. */
export function registerContract(app: FastifyInstance, options: { checkAnswers?: boolean | undefined } = {}) {
  for (const schema of sharedSchemas) app.addSchema(schema);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    // A GET route's HEAD twin answers from the same contract.
    const method = [route.method].flat()[0] === 'HEAD' ? 'GET' : String([route.method].flat()[0]);
    const schema = routeSchema(method, route.url);
    if (!schema) throw new Error(`${method} ${route.url} has no schema: add its file to schemas/api/ (see the README there).`);
    route.schema = { ...schema, ...route.schema };
  });
  if (options.checkAnswers) checkAnswers(app);
}


const sent = Symbol('answer as the route gave it');
type Checked = FastifyRequest & { [sent]?: string };

/**
 * For tests: every answer written through its schema must read back exactly as the route gave it (no
 * field dropped, no value coerced), and must satisfy the schema of its status. A difference is a 500
 * naming it, so a schema that no longer describes its answer fails the suite rather than the widget.
 */
function checkAnswers(app: FastifyInstance) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const schema of sharedSchemas) ajv.addSchema(schema);
  const validators = new WeakMap<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
    return validate;
  };
  app.addHook('preSerialization', async (request: Checked, _reply, payload) => {
    request[sent] = JSON.stringify(payload);
  });
  app.addHook('onSend', async (request: Checked, reply: FastifyReply, payload) => {
    const original = request[sent];
    request[sent] = undefined;
    const responses = request.routeOptions.schema?.response as Record<string, object> | undefined;
    if (!responses || typeof payload !== 'string') return payload;
    // An answer the route wrote itself (the session's, made from shared parts) is checked against its schema too.
    const json = /^application\/json/.test(String(reply.getHeader('content-type') ?? ''));
    if (original === undefined && !json) return payload;
    const status = String(reply.statusCode);
    const schema = responses[status] ?? responses[`${status[0]}xx`] ?? responses.default;
    const problems: string[] = [];
    if (!schema) problems.push(`no answer schema for status ${status}`);
    else {
      const validate = validatorOf(schema);
      if (!validate(JSON.parse(original ?? payload))) problems.push(ajv.errorsText(validate.errors));
    }
    if (original !== undefined && !isDeepStrictEqual(JSON.parse(payload), JSON.parse(original))) problems.push(`the schema changes the answer: ${original.slice(0, 2000)} was written as ${payload.slice(0, 2000)}`);
    if (problems.length) throw new Error(`${request.method} ${request.routeOptions.url}: ${problems.join('; ')}`);
    return payload;
  });
}
