/**
 * Build step: every flow, validated and migrated, written where the widget bundle can import it,
 * plus one precompiled rjsf validator per distinct step schema. The browser then never compiles a
 * schema (ajv's compiler needs `new Function`, which the widget's Content-Security-Policy forbids).
 *
 * Output (src/widget/generated/, not committed):
 *   flows.generated.json           every flow as the server loads it, by id (one chunk: the store
 *                                  switches flow synchronously when the server names another)
 *   validators/<hash>.generated.cjs  rjsf `compileSchemaValidatorsCode` output, CommonJS: the ESM form
 *                                  fails on schema ids that are hashes; Vite bundles CommonJS fine
 *   manifest.generated.json        { flows: { FlowId: { stepId: hash } } }
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { loadFlows } from '../../engine/flow/load.node.ts';
import type { FlowDefinition } from '../../engine/flow/types.ts';
import { schemaHash } from '../../engine/flow/schema-hash.node.ts';

export const GENERATED_DIR = fileURLToPath(new URL('../generated/', import.meta.url));

export interface ValidatorManifest {
  flows: Record<string, Record<string, string>>;
}

export { schemaHash };

export function compileValidators(flows: Map<string, FlowDefinition> = loadFlows(), outDir = GENERATED_DIR): ValidatorManifest {
  const validatorsDir = join(outDir, 'validators');
  // Old outputs go: a renamed flow or changed schema must not leave a stale module behind.
  for (const dir of [join(outDir, 'flows'), validatorsDir]) {
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(validatorsDir, { recursive: true });
  writeFileSync(join(outDir, 'flows.generated.json'), `${JSON.stringify(Object.fromEntries(flows))}\n`);
  const manifest: ValidatorManifest = { flows: {} };
  const written = new Set<string>();
  for (const [id, flow] of flows) {
    const steps: Record<string, string> = {};
    for (const [stepId, step] of Object.entries(flow.steps)) {
      if (!step) continue;
      const hash = schemaHash(step.fields);
      steps[stepId] = hash;
      if (written.has(hash)) continue;
      const code = compileSchemaValidatorsCode(step.fields as RJSFSchema);
      writeFileSync(join(validatorsDir, `${hash}.generated.cjs`), code);
      written.add(hash);
    }
    manifest.flows[id] = steps;
  }
  writeFileSync(join(outDir, 'manifest.generated.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const manifest = compileValidators();
  const files = readdirSync(join(GENERATED_DIR, 'validators')).length;
  console.log(`compiled ${files} validators for ${Object.keys(manifest.flows).length} flows`);
}
