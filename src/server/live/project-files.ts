/**
 * The files a product owner edits (flows/, brands/, locales/en-GB/), read and checked as `covers flows
 * check` checks them: either all of them, sound, or every problem as `file: path: message`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { flowFiles, formatProblem, loadFlowFile, readLocaleKeys, validateBrandSchema } from '../../engine/flow/load.node.ts';
import type { FlowDefinition } from '../../engine/flow/types.ts';
import type { BrandDefinition, Namespace } from '../../engine/i18n/index.ts';

import type { ProjectDirs } from './dirs.ts';

export interface ProjectFiles {
  flows: Map<string, FlowDefinition>;
  locales: Record<Namespace, Record<string, unknown>>;
  brands: BrandDefinition[];
}

export type ProjectRead = { ok: true; files: ProjectFiles } | { ok: false; problems: string[] };

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

function parse(file: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(formatProblem(file, { check: 'file', path: '/', message: `cannot read JSON: ${(error as Error).message}` }));
    return undefined;
  }
}

export function readProject(dirs: ProjectDirs): ProjectRead {
  const problems: string[] = [];
  const locales: Record<string, Record<string, unknown>> = {};
  for (const file of jsonFiles(dirs.locales)) {
    const tree = parse(file, problems);
    if (tree && typeof tree === 'object') locales[basename(file, '.json')] = tree as Record<string, unknown>;
  }
  if (problems.length > 0) return { ok: false, problems };
  const localeKeys = readLocaleKeys(basename(dirs.locales), join(dirs.locales, '..'));
  const flows = new Map<string, FlowDefinition>();
  for (const file of flowFiles(dirs.flows)) {
    const result = loadFlowFile(file, { localeKeys });
    problems.push(...result.problems.map((p) => formatProblem(file, p)));
    if (result.flow) flows.set(result.flow.id, result.flow);
  }
  const brands: BrandDefinition[] = [];
  for (const file of jsonFiles(dirs.brands)) {
    const raw = parse(file, problems);
    if (raw === undefined) continue;
    const schemaProblems = validateBrandSchema(raw);
    problems.push(...schemaProblems.map((p) => formatProblem(file, p)));
    if (schemaProblems.length > 0) continue;
    const brand = raw as BrandDefinition;
    // A copy override must name a text that exists (in the locales as they now are).
    for (const key of Object.keys(brand.copy)) {
      if (!localeKeys.has(key)) problems.push(formatProblem(file, { check: 'file', path: `/copy/${key}`, message: `overrides unknown locale key "${key}"` }));
    }
    brands.push(brand);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, files: { flows, locales: locales as ProjectFiles['locales'], brands } };
}
