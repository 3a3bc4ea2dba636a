/// <reference types="vite/client" />
/**
 * Flows and their step validators as the build wrote them (src/widget/build/compile-validators.ts):
 * the flows are one chunk (the store switches flow synchronously), each validator its own chunk,
 * fetched when a step needs it. The validators were compiled at build time; nothing here compiles a
 * schema (the page's CSP forbids `new Function`).
 *
 * rjsf itself is not imported here: this module is in the first load, rjsf comes with the steps
 * (step-validator.ts).
 */
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FlowDefinition } from '../../engine/flow/types.ts';

interface Manifest {
  flows: Record<string, Record<string, string>>;
}

const manifests = import.meta.glob<Manifest>('../generated/manifest.generated.json', { eager: true, import: 'default' });
const flowModules = import.meta.glob<Record<string, FlowDefinition>>('../generated/flows.generated.json', { import: 'default' });
export const validatorModules = import.meta.glob<{ default?: ValidatorFunctions } & ValidatorFunctions>('../generated/validators/*.generated.cjs');

export const manifest: Manifest = Object.values(manifests)[0] ?? { flows: {} };

/** Development (live reload): the edited flows' step schema hashes; a hash the build lacks is fetched from the server. */
let liveHashes: Manifest['flows'] | undefined;

export function takeLiveStepHashes(hashes: Manifest['flows']): void {
  liveHashes = hashes;
}

/** The hash of a step's schema, as the flows now run. */
export function stepSchemaHash(flowId: string, stepId: string): string | undefined {
  return (liveHashes ?? manifest.flows)[flowId]?.[stepId];
}

/** A step validator's module: the build's, or (live reload) the server's for a schema edited since. */
export function validatorModule(hash: string): (() => Promise<{ default?: ValidatorFunctions } & ValidatorFunctions>) | undefined {
  const built = validatorModules[`../generated/validators/${hash}.generated.cjs`];
  if (built || !liveHashes) return built;
  return () => import(/* @vite-ignore */ `${location.origin}/dev/live/validators/${hash}.js`) as Promise<{ default?: ValidatorFunctions } & ValidatorFunctions>;
}

export class MissingBuildError extends Error {
  constructor(what: string) {
    super(`${what} is not in the build: run \`npm run build\` (it compiles the flows' validators).`);
  }
}

export function knownFlowIds(): string[] {
  return Object.keys(manifest.flows);
}

/** Every flow, by id, as the store takes them. */
export async function loadFlowCatalog(): Promise<ReadonlyMap<string, FlowDefinition>> {
  const load = Object.values(flowModules)[0];
  if (!load) throw new MissingBuildError('The flows');
  return new Map(Object.entries(await load()));
}
