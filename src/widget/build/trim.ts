/**
 * Vite plugin for the widget bundle: rjsf's default registry without what no flow can reach, and a
 * small stand-in for `fast-uri` (see rjsf/). Form.tsx builds its registry from
 * getDefaultRegistry.js, which imports the full field, template and widget sets: those three imports,
 * and @rjsf/utils' import of fast-uri, resolve to the modules in rjsf/ instead. Nothing else changes;
 * tests and the server use rjsf as published.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const REGISTRY_PARTS: Record<string, string> = {
  './components/fields/index.js': here('./rjsf/fields.ts'),
  './components/templates/index.js': here('./rjsf/templates.ts'),
  './components/widgets/index.js': here('./rjsf/widgets.ts'),
};

export function trimRjsf(): Plugin {
  return {
    name: 'covers-trim-rjsf',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const from = importer.replace(/\\/g, '/');
      if (from.endsWith('/@rjsf/core/lib/getDefaultRegistry.js') && source in REGISTRY_PARTS)
        return REGISTRY_PARTS[source];
      if (source === 'fast-uri' && from.includes('/@rjsf/utils/')) return here('./rjsf/uri.ts');
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
