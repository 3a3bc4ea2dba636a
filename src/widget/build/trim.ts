/**
 * Vite plugin for the widget bundle: rjsf's default registry without what no flow can reach, and
 * small stand-ins (see rjsf/) for what rjsf and the validators import but the flows need only a
 * little of. Form.tsx builds its registry from getDefaultRegistry.js, which imports the full field,
 * template and widget sets: those three imports resolve to the modules in rjsf/ instead. Also:
 *   - @rjsf/utils' `fast-uri` and its `deepEquals` (over fast-equals): rjsf/uri.ts, rjsf/deep-equals.ts;
 *   - @rjsf/utils' `shallowAllOfMerge` (over @x0k/json-schema-merge): rjsf/all-of-merge.ts, when no
 *     flow's form has a keyword rjsf merges (`allOf`, `patternProperties`);
 *   - the validators' `ajv-formats/dist/formats`: rjsf/formats.ts, the build failing if a validator
 *     asks for a format it lacks.
 * Nothing else changes; tests and the server use rjsf as published.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { fullFormats } from './rjsf/formats.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const FLOWS = here('../generated/flows.generated.json');

const REGISTRY_PARTS: Record<string, string> = {
  './components/fields/index.js': here('./rjsf/fields.ts'),
  './components/templates/index.js': here('./rjsf/templates.ts'),
  './components/widgets/index.js': here('./rjsf/widgets.ts'),
};

/** The keywords whose subschemas rjsf merges with @x0k/json-schema-merge. */
const MERGED_KEYWORDS = ['allOf', 'patternProperties'];

/** True when a keyword appears anywhere in a JSON value (as a key). */
export function hasKeyword(node: unknown, keywords: readonly string[]): boolean {
  if (Array.isArray(node)) return node.some((item) => hasKeyword(item, keywords));
  if (typeof node !== 'object' || node === null) return false;
  return Object.entries(node).some(([key, value]) => keywords.includes(key) || hasKeyword(value, keywords));
}

/** True when some step's form of some flow has a keyword rjsf merges schemas for. */
export function flowsMergeSchemas(flows: Record<string, { steps?: Record<string, { fields?: unknown } | undefined> }>): boolean {
  return Object.values(flows).some((flow) => Object.values(flow.steps ?? {}).some((step) => hasKeyword(step?.fields, MERGED_KEYWORDS)));
}

/** The formats a validator's code takes from ajv-formats (`fullFormats.date`, `fullFormats["date-time"]`). */
export function formatsUsed(code: string): string[] {
  return [...code.matchAll(/\.fullFormats(?:\.([\w$]+)|\[\s*"([^"]+)"\s*\])/g)].map((m) => (m[1] ?? m[2])!);
}

export function trimRjsf(): Plugin {
  // Without the generated flows (a build that skipped compiling them) nothing is assumed: the real merge stays.
  let mergeNeeded = true;
  return {
    name: 'covers-trim-rjsf',
    enforce: 'pre',
    buildStart() {
      mergeNeeded = !existsSync(FLOWS) || flowsMergeSchemas(JSON.parse(readFileSync(FLOWS, 'utf8')));
    },
    resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.replace(/\\/g, '/');
      if (from.endsWith('/@rjsf/core/lib/getDefaultRegistry.js') && source in REGISTRY_PARTS)
        return REGISTRY_PARTS[source];
      if (from.includes('/@rjsf/utils/')) {
        if (source === 'fast-uri') return here('./rjsf/uri.ts');
        if (source === './deepEquals.js' || source === '../deepEquals.js') return here('./rjsf/deep-equals.ts');
        if (source === './shallowAllOfMerge.js' && !mergeNeeded) return here('./rjsf/all-of-merge.ts');
      }
      if (source === 'ajv-formats/dist/formats' && from.includes('/generated/validators/')) return here('./rjsf/formats.ts');
      return null;
    },
    transform(code, id) {
      if (!id.replace(/\\/g, '/').includes('/generated/validators/')) return null;
      const missing = formatsUsed(code).filter((name) => !(name in fullFormats));
      if (missing.length > 0)
        this.error(`${id} validates the format(s) ${missing.join(', ')}, which src/widget/build/rjsf/formats.ts does not have: add them there`);
      return null;
    },
  };
}

type Json = Record<string, unknown>;

const withoutNotes = ({ description: _d, ...rest }: Json): Json => rest;

/** A flow without what only people editing it read. Fields and uiSchemas stay exactly as compiled. */
export function browserFlow({ $schema: _s, description: _d, steps, ...flow }: Json): Json {
  const out: Json = { ...flow };
  if (steps && typeof steps === 'object') {
    out.steps = Object.fromEntries(
      Object.entries(steps as Record<string, Json>).map(([id, step]) => {
        const { description: _n, transitions, back, ...rest } = step;
        const lean: Json = {
          ...rest,
          transitions: ((transitions as Json[] | undefined) ?? []).map(withoutNotes),
        };
        if (Array.isArray(back)) lean.back = (back as Json[]).map(withoutNotes);
        return [id, lean];
      }),
    );
  }
  return out;
}

export function browserFlows(): Plugin {
  return {
    name: 'covers-browser-flows',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/generated/flows.generated.json')) return null;
      const flows = JSON.parse(code) as Record<string, Json>;
      const lean = Object.fromEntries(Object.entries(flows).map(([name, flow]) => [name, browserFlow(flow)]));
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(lean))});`,
        moduleType: 'js',
        map: null,
      };
    },
  };
}
