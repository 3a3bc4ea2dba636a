/**
 * The flow rules as the server asks for them: by flow name (booking_types.flow), answering with the
 * customer-facing text. Structurally the server's `FlowRules` (src/server/domain/session/flow-rules.ts):
 * pass `createFlowRules(flows, t)` where it takes one. A booking type naming a flow that does not exist
 * gets no extra rules (the flow check and the seed keep that from happening).
 */
import { checkDateRules, checkPeopleRules } from './rules.ts';
import { requiredFields } from './transitions.ts';
import type { FlowDefinition, SessionData, StepId } from './types.ts';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface FlowRulesAdapter {
  /** null when the date is allowed, else the message. */
  checkDate(flow: string, date: string, today: string, context?: { closeDate?: string | null }): string | null;
  /** null when no_people is allowed, else the message. */
  checkPeople(flow: string, fields: SessionData): string | null;
  requiredFields(flow: string, step: number | string): string[];
  /** The kind of a step (prebooking, timeSelect, enquiry…), or null when the flow has no such step. */
  stepKind(flow: string, step: number | string): string | null;
}

export function createFlowRules(flows: ReadonlyMap<string, FlowDefinition>, translate: Translate): FlowRulesAdapter {
  return {
    checkDate(flowId, date, today, context) {
      const flow = flows.get(flowId);
      if (!flow) return null;
      const result = checkDateRules(flow, date, today, context);
      return result.ok ? null : translate(result.messageKey, result.params);
    },
    checkPeople(flowId, fields) {
      const flow = flows.get(flowId);
      if (!flow) return null;
      const result = checkPeopleRules(flow, fields);
      return result.ok ? null : translate(result.messageKey, result.params);
    },
    requiredFields(flowId, step) {
      const flow = flows.get(flowId);
      return flow ? requiredFields(flow, String(step)) : [];
    },
    stepKind(flowId, step) {
      return flows.get(flowId)?.steps[String(step) as StepId]?.kind ?? null;
    },
  };
}
