/**
 * Node only: reads flow files from disk, validates them against schemas/flow.schema.json (ajv,
 * compiled at run time — never import this file from browser code), migrates old versions and runs
 * the semantic checks. The server and the CLI use it; the widget gets flows already validated.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { checkFlow, type FlowProblem } from './check.ts';
import { translatorFor } from '../i18n/index.ts';
import { flowRulesFrom, type FlowRules } from './flow-rules.ts';
import { CURRENT_FLOW_SCHEMA_VERSION, migrateFlow, type FlowMigrations, type RawFlow } from './migrate.ts';
import type { FlowDefinition } from './types.ts';

/** The project's root folder (the one holding flows/, schemas/, locales/). */
export const PROJECT_ROOT = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
export const FLOWS_DIR = join(PROJECT_ROOT, 'flows');
export const SCHEMAS_DIR = join(PROJECT_ROOT, 'schemas');
export const LOCALES_DIR = join(PROJECT_ROOT, 'locales');
export const DEFAULT_LANGUAGE = 'en-GB';

type AddFormats = (ajv: Ajv2020) => Ajv2020;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;

const validators = new Map<string, ValidateFunction>();

/**
 * A compiled validator for one of the schemas in schemas/ (cached). With `useDefaults`, validating also fills in the
 * schema's defaults (the venue file: a field left out takes its default).
 */
export function schemaValidator(schemaFile: string, schemasDir = SCHEMAS_DIR, { useDefaults = false } = {}): ValidateFunction {
  const path = join(schemasDir, schemaFile);
  const key = `${path}${useDefaults ? '\0defaults' : ''}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const ajv = new Ajv2020({ allErrors: true, strict: false, useDefaults });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(path, 'utf8')) as object);
  validators.set(key, validate);
  return validate;
}

function ajvProblems(errors: ErrorObject[] | null | undefined): FlowProblem[] {
  const seen = new Set<string>();
  const problems: FlowProblem[] = [];
  // A guard that is not JSON Logic (typically a JavaScript string) gets one clear message.
  const logicPaths = new Set((errors ?? []).filter((e) => e.keyword === 'oneOf' && e.schemaPath.includes('/jsonLogic/')).map((e) => e.instancePath));
  for (const path of logicPaths) {
    problems.push({ check: 'schema', path, message: 'must be a JSON Logic expression (an object with one operator, or true/false); strings are not guards: no JavaScript' });
  }
  for (const e of errors ?? []) {
    if (logicPaths.has(e.instancePath)) continue;
    // oneOf/anyOf report every branch; keep the first message per place.
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf' || e.keyword === 'allOf' || e.keyword === 'if') continue;
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') message = `unknown property "${String(e.params.additionalProperty)}"`;
    if (e.keyword === 'enum') message = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    if (e.keyword === 'propertyName') continue;
    const path = e.instancePath === '' ? '/' : e.instancePath;
    const key = `${path} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ check: 'schema', path, message });
  }
  return problems;
}

/** Schema problems of a parsed flow file (none when it is valid). */
export function validateFlowSchema(raw: unknown, schemasDir = SCHEMAS_DIR): FlowProblem[] {
  const validate = schemaValidator('flow.schema.json', schemasDir);
  return validate(raw) ? [] : ajvProblems(validate.errors);
}

/** Schema problems of a parsed brand file. */
export function validateBrandSchema(raw: unknown, schemasDir = SCHEMAS_DIR): FlowProblem[] {
  const validate = schemaValidator('brand.schema.json', schemasDir);
  return validate(raw) ? [] : ajvProblems(validate.errors);
}

function flatten(prefix: string, node: unknown, into: Set<string>): void {
  if (typeof node === 'string') into.add(prefix);
  else if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node)) flatten(prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`, v, into);
  }
}

/** Every key of a language's locale files, as "namespace:dotted.key" (plural forms as written, e.g. "x_one"). */
export function readLocaleKeys(language = DEFAULT_LANGUAGE, localesDir = LOCALES_DIR): Set<string> {
  const keys = new Set<string>();
  const dir = join(localesDir, language);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    flatten(`${basename(file, '.json')}:`, JSON.parse(readFileSync(join(dir, file), 'utf8')), keys);
  }
  return keys;
}

export interface LoadOptions {
  localeKeys?: ReadonlySet<string>;
  strict?: boolean;
  currentSchemaVersion?: number;
  migrations?: FlowMigrations;
  /** Flow ids that exist (for options.relatedFlows); default: the files in the flow's folder. */
  knownFlowIds?: ReadonlySet<string>;
  schemasDir?: string;
}

export interface LoadedFlowFile {
  file: string;
  /** The flow, migrated to the current version; undefined when the file cannot be read or fails the schema. */
  flow?: FlowDefinition;
  problems: FlowProblem[];
}

/** Reads, validates, migrates and checks one flow file. Never throws for a bad file: problems say why. */
export function loadFlowFile(file: string, options: LoadOptions = {}): LoadedFlowFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { file, problems: [{ check: 'file', path: '/', message: `cannot read JSON: ${(error as Error).message}` }] };
  }
  const schemaProblems = validateFlowSchema(raw, options.schemasDir);
  if (schemaProblems.length > 0) return { file, problems: schemaProblems };
  const original = raw as FlowDefinition;
  const problems: FlowProblem[] = [];
  const expectedId = basename(file, '.json');
  if (original.id !== expectedId) problems.push({ check: 'file', path: '/id', message: `id "${original.id}" does not match the file name "${expectedId}"` });
  let flow: FlowDefinition;
  try {
    const target = options.currentSchemaVersion;
    flow = migrateFlow(original as unknown as RawFlow, { migrations: options.migrations, target }) as unknown as FlowDefinition;
  } catch (error) {
    return { file, problems: [...problems, { check: 'schema-version', path: '/schemaVersion', message: (error as Error).message }] };
  }
  // Semantic checks run on the migrated flow; the version check looks at the file as written.
  problems.push(...checkFlow(flow, { localeKeys: options.localeKeys }));
  const current = options.currentSchemaVersion ?? CURRENT_FLOW_SCHEMA_VERSION;
  if (options.strict && original.schemaVersion < current) {
    problems.push({ check: 'schema-version', path: '/schemaVersion', message: `schemaVersion ${original.schemaVersion} is older than ${current}: migrate the file (migrateFlow)` });
  }
  const known = options.knownFlowIds ?? flowIdsIn(resolve(file, '..'));
  (original.options?.relatedFlows ?? []).forEach((id, i) => {
    if (!known.has(id)) problems.push({ check: 'missing-target', path: `/options/relatedFlows/${i}`, message: `related flow "${id}" does not exist` });
  });
  return { file, flow, problems };
}

/** The ids of the flows in a folder (their files' names). */
export function flowIdsIn(dir: string): Set<string> {
  return new Set(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => basename(f, '.json')) : []);
}

/** The flow files of a folder, sorted. */
export function flowFiles(dir = FLOWS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * Loads every flow of a folder for the server or runtime: validated, migrated and checked. Throws one
 * error listing every problem when any file is unsound, so a broken flow never reaches customers.
 */
export function loadFlows(dir = FLOWS_DIR, options: LoadOptions = {}): Map<string, FlowDefinition> {
  const localeKeys = options.localeKeys ?? readLocaleKeys();
  const results = flowFiles(dir).map((file) => loadFlowFile(file, { ...options, localeKeys }));
  const problems = results.flatMap((r) => r.problems.map((p) => formatProblem(r.file, p)));
  if (problems.length > 0) throw new Error(`Invalid flow files:\n${problems.join('\n')}`);
  return new Map(results.map((r) => [r.flow!.id, r.flow!]));
}

/** One flow by id (e.g. "TableBooking"), validated. */
export function loadFlow(id: string, dir = FLOWS_DIR, options: LoadOptions = {}): FlowDefinition {
  const file = join(dir, `${id}.json`);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(id) || !existsSync(file)) throw new Error(`Unknown flow "${id}"`);
  const result = loadFlowFile(file, { ...options, localeKeys: options.localeKeys ?? readLocaleKeys() });
  if (result.problems.length > 0 || !result.flow) throw new Error(`Invalid flow file:\n${result.problems.map((p) => formatProblem(file, p)).join('\n')}`);
  return result.flow;
}

/** "file: path: message", the file relative to the working directory when inside it. */
export function formatProblem(file: string, problem: FlowProblem, cwd = process.cwd()): string {
  const rel = relative(cwd, file);
  const shown = rel.startsWith('..') ? file : rel;
  return `${shown}: ${problem.path}: ${problem.message}`;
}

/**
 * The server's flow rules from the files in flows/, with messages in en-GB for a brand (id or code;
 * default 0). Throws when any flow file is unsound.
 */
export function loadFlowRules(options: { dir?: string; brand?: string | number } = {}): FlowRules {
  return flowRulesFrom(loadFlows(options.dir ?? FLOWS_DIR).values(), translatorFor(options.brand));
}
