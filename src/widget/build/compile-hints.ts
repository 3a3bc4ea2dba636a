/**
 * Chrome compiles a function the first time it runs, on the page's one thread, unless the file asks
 * for every function to be compiled as it arrives, off that thread (V8's explicit compile hints,
 * Chrome 136). The widget's shell and its step-1 chunk run nearly all their code before step 1
 * shows, so they carry the hint; later steps' chunks, and libraries mostly left unused, do not.
 * Other browsers read the hint as a comment.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ChunkLike {
  type: 'chunk' | 'asset';
  name?: string;
  code?: string;
  map?: { mappings: string } | null;
  /** An asset's content: a source map, when the bundler has already emitted it as a file. */
  source?: string | Uint8Array;
}

// One ";" in a source map's mappings is one generated line with nothing mapped on it.
const oneLineDown = (mappings: string) => `;${mappings}`;

/** Puts the hint on the first line of the chunks named, and moves their source maps (if any) down a line. */
export function addCompileHints(bundle: Record<string, ChunkLike>, names: readonly string[]): string[] {
  const hinted: string[] = [];
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.name || !names.includes(chunk.name) || chunk.code === undefined) continue;
    if (chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = COMPILE_HINT + chunk.code;
    const mapFile = bundle[`${fileName}.map`];
    if (mapFile?.type === 'asset' && mapFile.source !== undefined) {
      const map = JSON.parse(typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source)) as { mappings: string };
      mapFile.source = JSON.stringify({ ...map, mappings: oneLineDown(map.mappings) });
    } else if (chunk.map) {
      chunk.map.mappings = oneLineDown(chunk.map.mappings);
    }
    hinted.push(fileName);
  }
  return hinted;
}

export function compileHints(names: readonly string[]): Plugin {
  return {
    name: 'covers-compile-hints',
    apply: 'build',
    // After Vite's own additions to the chunks' first lines (its preload map): the hint must be first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Record<string, ChunkLike>, names);
        // A renamed chunk would lose its hint without a sound: the build says so instead.
        const missing = names.filter((name) => !Object.values(bundle).some((chunk) => chunk.type === 'chunk' && chunk.name === name));
        if (missing.length > 0) this.error(`compile hints: no chunk named ${missing.join(', ')}`);
      },
    },
  };
}
