/**
 * The flow rules by flow name (booking_types.flow), answering with the customer-facing text: what a
 * flow file adds on top of a booking type's own limits (which dates, which party sizes, which fields
 * each step requires). The one module both sides use: the server enforces them so that a crafted
 * request cannot get past a rule the widget shows. A booking type naming a flow that does not exist
 * gets no extra rules (the flow check and the seed keep that from happening).
 */
import { checkDateRules, checkPeopleRules } from './rules.ts';
import { requiredFields } from './transitions.ts';
import type { FlowDefinition, SessionData, StepId } from './types.ts';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface FlowRules {
  /** null when the date is allowed, else the message. */
  checkDate(flow: string, date: string, today: string, context?: { closeDate?: string | null }): string | null;
  /** null when no_people is allowed, else the message. */
  checkPeople(flow: string, fields: SessionData): string | null;
  requiredFields(flow: string, step: number | string): string[];
  /** The kind of a step (prebooking, timeSelect, enquiry…), or null when the flow has no such step. */
  stepKind(flow: string, step: number | string): string | null;
  /** True when there is a flow by this name (a booking type may be pointed at it). */
  knows(flow: string): boolean;
  /**
   * Whether a bar can offer the flow's bookings online: a flow that hands them to a partner (Karaoke)
   * only at the partner's venues, since anywhere else its step 2 could only say it is not available.
   */
  offeredAt(flow: string, barId: number): boolean;
}

export function createFlowRules(flows: ReadonlyMap<string, FlowDefinition>, translate: Translate): FlowRules {
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
    knows: (flowId) => flows.has(flowId),
    offeredAt(flowId, barId) {
      const partner = flows.get(flowId)?.options?.externalPartner;
      return !partner || partner.venueIds.includes(barId);
    },
  };
}

/** The rules of these flows (already validated), with messages from `translate`. */
export function flowRulesFrom(flows: Iterable<FlowDefinition>, translate: Translate): FlowRules {
  return createFlowRules(new Map([...flows].map((flow) => [flow.id, flow])), translate);
}

/** No flow files: only the booking types' own limits (unit tests of the session view). */
export const NO_FLOW_RULES: FlowRules = {
  checkDate: () => null,
  checkPeople: () => null,
  requiredFields: () => [],
  stepKind: (_flow, step) => (Number(step) === 99 ? 'enquiry' : null),
  knows: () => false,
  offeredAt: () => true,
};

/**
 * Date rules depend only on the flow, the date and today, and every session update asks them for
 * each type the bar offers: remember the answers. (People rules may look at any session field.)
 */
export function rememberDateRules(rules: FlowRules, max = 10_000): FlowRules {
  const dates = new Map<string, string | null>();
  return {
    checkDate(flow, date, today, context) {
      // Only the plain question is remembered: a bar's close date changes the answer.
      if (context) return rules.checkDate(flow, date, today, context);
      const key = `${flow}|${date}|${today}`;
      let answer = dates.get(key);
      if (answer === undefined) {
        answer = rules.checkDate(flow, date, today);
        if (dates.size >= max) dates.clear();
        dates.set(key, answer);
      }
      return answer;
    },
    checkPeople: (flow, fields) => rules.checkPeople(flow, fields),
    requiredFields: (flow, step) => rules.requiredFields(flow, step),
    stepKind: (flow, step) => rules.stepKind(flow, step),
    knows: (flow) => rules.knows(flow),
    offeredAt: (flow, barId) => rules.offeredAt(flow, barId),
  };
}
