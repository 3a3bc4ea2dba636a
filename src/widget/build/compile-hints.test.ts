import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.ts';

const map = (mappings: string) => JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings });

describe('compile hints', () => {
  it('puts the hint first in the chunks named and nowhere else', () => {
    const bundle = {
      'assets/widget-1.js': { type: 'chunk' as const, name: 'widget', code: 'const a=1;\nexport{a};' },
      'assets/step1-2.js': { type: 'chunk' as const, name: 'step1', code: 'export const b=2;' },
      'assets/later-3.js': { type: 'chunk' as const, name: 'later', code: 'export const c=3;' },
      'assets/widget-1.css': { type: 'asset' as const, name: 'widget', source: 'p{}' },
    };
    expect(addCompileHints(bundle, ['widget', 'step1']).sort()).toEqual(['assets/step1-2.js', 'assets/widget-1.js']);
    expect(bundle['assets/widget-1.js'].code).toBe(`${COMPILE_HINT}const a=1;\nexport{a};`);
    expect(bundle['assets/step1-2.js'].code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(bundle['assets/later-3.js'].code).toBe('export const c=3;');
    expect(bundle['assets/widget-1.css'].source).toBe('p{}');
  });

  it('moves an emitted source map down the one line it adds, keeping the rest of the map', () => {
    const bundle = {
      'assets/widget-1.js': { type: 'chunk' as const, name: 'widget', code: 'x;\ny;' },
      'assets/widget-1.js.map': { type: 'asset' as const, source: map('AAAA;AACA') },
    };
    addCompileHints(bundle, ['widget']);
    expect(JSON.parse(bundle['assets/widget-1.js.map'].source)).toEqual({ version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA;AACA' });
  });

  it('moves a map the bundler keeps on the chunk instead', () => {
    const chunk = { type: 'chunk' as const, name: 'widget', code: 'x;', map: { mappings: 'AAAA' } };
    addCompileHints({ 'assets/widget-1.js': chunk }, ['widget']);
    expect(chunk.map.mappings).toBe(';AAAA');
  });

  it('adds the hint once however often it runs', () => {
    const bundle = { 'w.js': { type: 'chunk' as const, name: 'widget', code: 'x;', map: { mappings: 'AAAA' } } };
    addCompileHints(bundle, ['widget']);
    expect(addCompileHints(bundle, ['widget'])).toEqual([]);
    expect(bundle['w.js'].code).toBe(`${COMPILE_HINT}x;`);
    expect(bundle['w.js'].map.mappings).toBe(';AAAA');
  });
});
