/**
 * The API contract, from schemas/api/: every endpoint's JSON Schema file (its path is the call's URL and
 * method, `rest/deposit/[id].get.json` is `GET /api/rest/deposit/:id`) and the shared schemas in
 * `shared/` become two checked-in modules:
 * - `schemas/api/index.generated.ts`: the schemas themselves, keyed by method and URL, which the server
 *   hands to Fastify (request validation, answer serialisation);
 * - `schemas/api/types.generated.ts`: their TypeScript types (json-schema-to-typescript), which the
 *   server's routes and services and src/api-client/ import.
 *
 * And from schemas/venues.schema.json, `schemas/venues.generated.ts`: the venue file's types as an import reads
 * it once checked (every field with a default is there).
 *
 * `npm run schemas` writes them; `npm run schemas -- --check` (part of `npm run lint`) fails when one
 * differs from what the schemas give, so a schema is never changed without its types.
 */
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const API_SCHEMAS = join(ROOT, 'schemas/api');
const INDEX = join(API_SCHEMAS, 'index.generated.ts');
const TYPES = join(API_SCHEMAS, 'types.generated.ts');
const VENUES_SCHEMA = join(ROOT, 'schemas/venues.schema.json');
const VENUE_TYPES = join(ROOT, 'schemas/venues.generated.ts');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The parts of a call a file may describe, and the suffix of each part's type name. */
const PARTS = { params: 'Params', query: 'Query', body: 'Body' } as const;

type Schema = Record<string, unknown>;

export interface EndpointFile {
  /** Relative to schemas/api, with forward slashes. */
  file: string;
  method: Uppercase<(typeof METHODS)[number]>;
  url: string;
  schema: Schema;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? jsonFiles(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : []))
    .sort();
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Schema;

/** The shared schemas (schemas/api/shared/*.json), each with `$id` its file's name. */
export function sharedSchemas(): Array<{ file: string; schema: Schema }> {
  return jsonFiles(join(API_SCHEMAS, 'shared')).map((path) => {
    const file = relative(API_SCHEMAS, path).split(sep).join('/');
    const schema = read(path);
    const id = file.slice('shared/'.length, -'.json'.length);
    if (schema.$id !== id) throw new Error(`${file}: its "$id" must be "${id}" (the file's name).`);
    if (typeof schema.title !== 'string') throw new Error(`${file}: give it a "title" (its TypeScript type's name).`);
    return { file, schema };
  });
}

/** Every endpoint file, with the method and URL its path names. */
export function endpointFiles(): EndpointFile[] {
  return jsonFiles(API_SCHEMAS)
    .map((path) => relative(API_SCHEMAS, path).split(sep).join('/'))
    .filter((file) => !file.startsWith('shared/'))
    .map((file) => {
      const match = /^(.+)\.(get|post|put|patch|delete)\.json$/.exec(file);
      if (!match) throw new Error(`${file}: name an endpoint's file <path>.<${METHODS.join('|')}>.json.`);
      const schema = read(join(API_SCHEMAS, file));
      if (typeof schema.title !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(schema.title)) throw new Error(`${file}: give it a "title" in PascalCase (its types' prefix).`);
      const unknown = Object.keys(schema).filter((key) => !['title', 'description', 'params', 'query', 'body', 'response'].includes(key));
      if (unknown.length) throw new Error(`${file}: unknown keys ${unknown.join(', ')} (title, description, params, query, body, response).`);
      const url = `/api/${match[1]!.replace(/\[([^\]]+)\]/g, ':$1')}`;
      return { file, method: match[2]!.toUpperCase() as EndpointFile['method'], url, schema };
    });
}

/** `$ref: "error"` (a shared schema) as a reference inside the one document the types are made from. */
function localRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(localRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' && !item.startsWith('#') ? `#/$defs/${item.replace(/#$/, '')}` : localRefs(item)]),
  );
}

/** A part's type by its own name; a part that is one shared schema is that schema's type under a second name. */
function named(schema: Schema, title: string): Schema {
  const only$ref = Object.keys(schema).length === 1 && typeof schema.$ref === 'string';
  return only$ref ? { allOf: [schema], title } : { ...schema, title };
}

const BANNER = (what: string, from = 'schemas/api') => `/* eslint-disable */\n// Generated from ${from} by \`npm run schemas\`: ${what}. Do not edit; change the schemas and regenerate.\n`;

/** The TypeScript types of every shared schema and of every endpoint's parts and successful answers. */
export async function typesModule(): Promise<string> {
  const defs: Record<string, unknown> = {};
  for (const { schema } of sharedSchemas()) {
    const { $id, ...rest } = schema;
    defs[$id as string] = rest;
  }
  for (const { schema } of endpointFiles()) {
    const title = schema.title as string;
    for (const [part, suffix] of Object.entries(PARTS)) {
      if (schema[part]) defs[`${title}${suffix}`] = named(schema[part] as Schema, `${title}${suffix}`);
    }
    const answers = Object.entries((schema.response ?? {}) as Record<string, Schema>).filter(([status]) => /^2\d\d$/.test(status));
    for (const [status, answer] of answers) {
      const name = `${title}Answer${answers.length > 1 ? status : ''}`;
      defs[name] = named(answer, name);
    }
  }
  const document = localRefs({ title: 'ApiContract', type: 'object', additionalProperties: false, properties: {}, $defs: defs }) as JSONSchema;
  const types = await compile(document, 'ApiContract', {
    bannerComment: BANNER('the types of the API’s requests and answers'),
    unreachableDefinitions: true,
    // A type lists what its schema describes; a schema that takes more says so (`additionalProperties: true`).
    additionalProperties: false,
    style: { singleQuote: true, printWidth: 160, trailingComma: 'all' },
  });
  // The document's root only holds the definitions (it is no type of the API), and says so on each.
  return types
    .replace(/\nexport interface ApiContract \{\}\n/, '\n')
    .replace(/\/\*\*\n \* This interface was referenced by `ApiContract`'s JSON-Schema\n \* via the `definition` "[^"]*"\.\n \*\/\n/g, '')
    .replace(/\n \*\n \* This interface was referenced by `ApiContract`'s JSON-Schema\n \* via the `definition` "[^"]*"\./g, '');
}

/** Every property with a default required: after the check (ajv's useDefaults) it is always there. */
function defaultsRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(defaultsRequired);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, defaultsRequired(value)])) as Schema;
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties) {
    const defaulted = Object.keys(properties).filter((name) => 'default' in (properties[name] ?? {}));
    schema.required = [...new Set([...((schema.required as string[] | undefined) ?? []), ...defaulted])];
  }
  return schema;
}

/** The venue file's types (schemas/venues.schema.json), as the import has them once checked. */
export async function venueTypesModule(): Promise<string> {
  const { $id: _id, $schema: _schema, ...schema } = JSON.parse(readFileSync(VENUES_SCHEMA, 'utf8')) as Schema;
  const properties = { ...(schema.properties as Record<string, Schema>) };
  // The editor's pointer to the schema is no part of the data.
  delete properties.$schema;
  return compile(defaultsRequired({ ...schema, properties }) as JSONSchema, 'VenueDocument', {
    bannerComment: BANNER('the types of the venue file (covers venues import), every default filled in', 'schemas/venues.schema.json'),
    // A list's length is the schema's check; as a type, a tuple for each length would say nothing more.
    ignoreMinAndMaxItems: true,
    additionalProperties: false,
    style: { singleQuote: true, printWidth: 160, trailingComma: 'all' },
  });
}

/** The module that gives the server every schema: the shared ones and each endpoint's, by method and URL. */
export function indexModule(): string {
  const shared = sharedSchemas();
  const endpoints = endpointFiles();
  const name = (i: number, prefix: string) => `${prefix}${i}`;
  return [
    BANNER('every schema, as the server hands them to Fastify'),
    ...shared.map(({ file }, i) => `import ${name(i, 'shared')} from './${file}' with { type: 'json' };`),
    ...endpoints.map(({ file }, i) => `import ${name(i, 'endpoint')} from './${file}' with { type: 'json' };`),
    '',
    '/** The schemas other schemas name by `$ref` (each `$id` is its file name in shared/). */',
    `export const sharedSchemas: ReadonlyArray<Record<string, unknown>> = [${shared.map((_, i) => name(i, 'shared')).join(', ')}];`,
    '',
    '/** Each endpoint\'s schema file (title, params, query, body, response), by "METHOD /url". */',
    'export const endpointSchemas: Readonly<Record<string, Record<string, unknown>>> = {',
    ...endpoints.map(({ method, url }, i) => `  '${method} ${url}': ${name(i, 'endpoint')},`),
    '};',
    '',
  ].join('\n');
}

async function main() {
  const check = process.argv.includes('--check');
  const wanted = [
    [INDEX, indexModule()],
    [TYPES, await typesModule()],
    [VENUE_TYPES, await venueTypesModule()],
  ] as const;
  const stale: string[] = [];
  for (const [path, text] of wanted) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // absent: stale
    }
    if (current === text) continue;
    if (check) stale.push(relative(ROOT, path));
    else writeFileSync(path, text);
  }
  if (stale.length) {
    console.error(`Stale: ${stale.join(', ')} — the API schemas changed; run \`npm run schemas\` and commit the result.`);
    process.exit(1);
  }
  if (!check) console.log(`API contract: ${endpointFiles().length} endpoints, ${sharedSchemas().length} shared schemas.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
