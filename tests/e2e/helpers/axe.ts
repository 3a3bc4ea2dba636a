/**
 * axe-core run inside a page or frame from the installed package's own source (no download).
 * Evaluated through the browser's debugging protocol, so the widget page's CSP is not loosened.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Serious and critical violations in the document of `target` (frames inside it are not entered). axe's
 * source (half a megabyte) goes into a document once: compiling it again for each check of the same page
 * cost more than the check itself.
 */
export async function seriousViolations(target: Page | Frame): Promise<AxeViolation[]> {
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(source);
  const violations = await target.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], iframes: false });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => String(n.target)) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
