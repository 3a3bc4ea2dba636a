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
      if (from.endsWith('/@rjsf/core/lib/getDefaultRegistry.js') && source in REGISTRY_PARTS) return REGISTRY_PARTS[source];
      if (source === 'fast-uri' && from.includes('/@rjsf/utils/')) return here('./rjsf/uri.ts');
      return null;
    },
  };
}
