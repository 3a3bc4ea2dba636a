/**
 * After a build: the browser JavaScript must not generate code at run time. The widget page's CSP
 * (script-src 'self', no 'unsafe-eval') would block it, so a slip here is a broken page, not a
 * style issue. ajv's compiler, a `new Function`, an `eval(` or a string timer all fail the build.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const FORBIDDEN: { pattern: RegExp; what: string }[] = [
  { pattern: /\bnew\s+Function\s*\(/, what: 'new Function(' },
  { pattern: /(^|[^.\w$])Function\s*\(\s*["'`]/, what: 'Function("…")' },
  { pattern: /(^|[^.\w$])eval\s*\(/, what: 'eval(' },
  { pattern: /\bset(Timeout|Interval)\s*\(\s*["'`]/, what: 'a string timer' },
];

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsFiles(path) : name.endsWith('.js') ? [path] : [];
  });
}

/** Problems found in the built JavaScript under `dir`, one line each. */
export function findRuntimeCodegen(dir: string): string[] {
  const problems: string[] = [];
  for (const file of jsFiles(dir)) {
    const code = readFileSync(file, 'utf8');
    for (const { pattern, what } of FORBIDDEN) {
      const m = pattern.exec(code);
      if (m) problems.push(`${relative(dir, file)}: ${what} at …${code.slice(Math.max(0, m.index - 40), m.index + 40)}…`);
    }
  }
  return problems;
}
