import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { PROJECT_ROOT, loadFlows } from '../../engine/flow/load.node.ts';
import { compileValidators, schemaHash } from './compile-validators.ts';

// Inside the project, so the generated require()s find ajv-formats as they do in the real build.
const cache = join(PROJECT_ROOT, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const out = mkdtempSync(join(cache, 'covers-validators-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('compileValidators', () => {
  const flows = loadFlows();
  const manifest = compileValidators(flows, out);

  it('writes every flow and one validator per distinct step schema', () => {
    expect(Object.keys(manifest.flows).sort()).toEqual([...flows.keys()].sort());
    const distinct = new Set([...flows.values()].flatMap((f) => Object.values(f.steps).map((s) => schemaHash(s!.fields))));
    expect(readdirSync(join(out, 'validators')).sort()).toEqual([...distinct].map((h) => `${h}.generated.cjs`).sort());
    expect(JSON.parse(readFileSync(join(out, 'flows.generated.json'), 'utf8'))).toEqual(Object.fromEntries(flows));
  });

  it('writes validators that need no code generation and validate like rjsf', () => {
    const flow = flows.get('TableBooking')!;
    const file = join(out, 'validators', `${manifest.flows.TableBooking!['1']}.generated.cjs`);
    const code = readFileSync(file, 'utf8');
    expect(code).not.toMatch(/new Function|\beval\(/);
    const fns = createRequire(import.meta.url)(file) as ValidatorFunctions;
    const validator = createPrecompiledValidator(fns, flow.steps['1']!.fields as RJSFSchema);
    const schema = flow.steps['1']!.fields as RJSFSchema;
    expect(validator.validateFormData({ bar_id: 11, date: '2026-12-12', no_people: 4 }, schema).errors).toEqual([]);
    const bad = validator.validateFormData({ date: 'next friday', no_people: -2 }, schema).errors.map((e) => e.property);
    expect(bad.sort()).toEqual(['.date', '.no_people']);
  });
});
