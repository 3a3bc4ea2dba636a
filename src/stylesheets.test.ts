/**
 * Every stylesheet of ours parses: a rule that lost its closing brace (a merge does that) makes the browser
 * drop everything after it without a word, and the build does not stop on it either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const sheets = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.css'))
  .map((name) => join('src', name));

describe('stylesheets', () => {
  it('finds them', () => expect(sheets.length).toBeGreaterThan(3));
  it.each(sheets)('%s parses, every block closed', (file) => {
    expect(() => postcss.parse(readFileSync(file, 'utf8'), { from: file })).not.toThrow();
  });
  it('refuses a rule with no closing brace', () => {
    expect(() => postcss.parse('.a { color: red;\n.b { color: blue; }')).toThrow(/Unclosed block/);
  });
});
