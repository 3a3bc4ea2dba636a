/**
 * Flow rules that can be replaced while the server runs (a flow file edited in development,
 * src/server/live/): every service keeps the one object it was given, and answers follow the latest
 * rules. `generation` changes with each replacement, so anything remembered from older rules (the
 * session answers' shared parts) is known to be stale.
 */
import { rememberDateRules, type FlowRules } from './flow-rules.ts';

export interface ReplaceableFlowRules extends FlowRules {
  replace(rules: FlowRules): void;
  readonly generation: number;
}

export function replaceableFlowRules(initial: FlowRules): ReplaceableFlowRules {
  let current = rememberDateRules(initial);
  let generation = 0;
  return {
    checkDate: (flow, date, today, context) => current.checkDate(flow, date, today, context),
    checkPeople: (flow, fields) => current.checkPeople(flow, fields),
    requiredFields: (flow, step) => current.requiredFields(flow, step),
    stepKind: (flow, step) => current.stepKind(flow, step),
    knows: (flow) => current.knows(flow),
    offeredAt: (flow, barId) => current.offeredAt(flow, barId),
    replace(rules) {
      current = rememberDateRules(rules);
      generation += 1;
    },
    get generation() {
      return generation;
    },
  };
}
