import { createHash } from 'node:crypto';

/** A short, stable name for a step's schema: equal schemas share one precompiled validator. */
export function schemaHash(schema: unknown): string {
  return createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 16);
}

/** Each flow's steps by the hash of their schema: { FlowId: { stepId: hash } }. */
export function stepSchemaHashes(flows: Iterable<{ id: string; steps: Record<string, { fields?: unknown } | undefined> }>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const flow of flows) {
    const steps: Record<string, string> = {};
    for (const [stepId, step] of Object.entries(flow.steps)) if (step) steps[stepId] = schemaHash(step.fields);
    out[flow.id] = steps;
  }
  return out;
}
