/**
 * The server's flow rules from flows already validated (by loadFlowRules, or by the server bundle's
 * build), with messages in en-GB for a brand. Kept apart from load.node.ts so that a server started
 * from its bundle does not load the schema validator at all.
 */
import { createI18n } from '../i18n/index.ts';
import { createFlowRules, type FlowRulesAdapter } from './flow-rules.ts';
import type { FlowDefinition } from './types.ts';

export function flowRulesFrom(flows: Iterable<FlowDefinition>, brand: string | number = 'default'): FlowRulesAdapter {
  const i18n = createI18n(brand);
  return createFlowRules(new Map([...flows].map((flow) => [flow.id, flow])), (key, params) => i18n.t(key, params ?? {}));
}
