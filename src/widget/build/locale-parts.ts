/**
 * The account site's texts in parts (vite.config.ts, account mode; src/engine/i18n/parts.ts): every
 * module of the site that names a key "ns:section…" (a literal, or a template's literal start such as
 * `account:site.routes.${page}`) imports the part of that section, a module of its own that adds its
 * texts to the page's i18n as it runs. So the texts travel with the code that shows them: a page's in
 * its chunk, the frame's in the first load, and none a page does not name. A template that names only
 * the namespace (`errors:${code}`) takes all of it.
 *
 * The imports are put at the end of the module (imports run first wherever they stand), so nothing
 * in it moves and its source map holds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { NAMESPACES, sectionOf, type Tree } from '../../engine/i18n/core.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOCALES = join(ROOT, 'locales/en-GB');
const PARTS_MODULE = join(ROOT, 'src/engine/i18n/parts.ts');
const PREFIX = 'covers-locale-part:';

/** A namespace's texts by section: each top-level key, plural forms together. */
export function sectionsOf(texts: Tree): Map<string, Tree> {
  const sections = new Map<string, Tree>();
  for (const [key, value] of Object.entries(texts)) {
    const section = sectionOf(key);
    sections.set(section, { ...sections.get(section), [key]: value });
  }
  return sections;
}

const NAMED = new RegExp(`['"\`](${NAMESPACES.join('|')}):([A-Za-z0-9_]*)(\\$\\{)?`, 'g');

/** The parts ("ns/section") a module's source names, of those there are. */
export function partsNamed(code: string, locales: Record<string, Map<string, Tree>>): string[] {
  const parts = new Set<string>();
  for (const [, ns, segment, template] of code.matchAll(NAMED)) {
    const sections = locales[ns!];
    if (!sections) continue;
    if (segment) {
      if (sections.has(sectionOf(segment))) parts.add(`${ns}/${sectionOf(segment)}`);
    } else if (template) for (const section of sections.keys()) parts.add(`${ns}/${section}`);
  }
  return [...parts].sort();
}

/** The code of a part's module: its texts, added to the page's parts as it runs. */
export function partModule(ns: string, section: string, texts: Tree): string {
  return `import { addLocalePart } from ${JSON.stringify(PARTS_MODULE)};\naddLocalePart(${JSON.stringify(ns)}, ${JSON.stringify(section)}, ${JSON.stringify(texts)});\n`;
}

/** The en-GB locales, each namespace by section. */
export function readLocaleSections(dir = LOCALES): Record<string, Map<string, Tree>> {
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, sectionsOf(JSON.parse(readFileSync(join(dir, `${ns}.json`), 'utf8')) as Tree)]));
}

export function localeParts(): Plugin {
  let locales: Record<string, Map<string, Tree>> = {};
  const own = (id: string) => id.startsWith(join(ROOT, 'src/')) && /\.tsx?$/.test(id) && !/\.test\.tsx?$/.test(id) && !id.startsWith(join(ROOT, 'src/engine/i18n/'));
  return {
    name: 'covers-locale-parts',
    enforce: 'pre',
    buildStart() {
      locales = readLocaleSections();
      for (const ns of NAMESPACES) this.addWatchFile(join(LOCALES, `${ns}.json`));
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [ns, section] = id.slice(PREFIX.length + 1).split('/') as [string, string];
      const texts = locales[ns]?.get(section);
      if (!texts) throw new Error(`No locale part ${ns}/${section}`);
      return partModule(ns, section, texts);
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!own(file)) return undefined;
      const parts = partsNamed(code, locales);
      if (parts.length === 0) return undefined;
      return { code: `${code}\n${parts.map((part) => `import ${JSON.stringify(PREFIX + part)};`).join('\n')}\n`, map: null };
    },
  };
}
