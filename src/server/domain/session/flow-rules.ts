import type { SessionFields } from './input.ts';

/**
 * The rules a booking flow file adds on top of a booking type's own limits: which dates it takes,
 * which party sizes, which fields it requires. The server enforces them so that a crafted request
 * cannot get past a rule the widget shows. Messages are the customer-facing text.
 */
export interface FlowRules {
  checkDate(flow: string, date: string, today: string): string | null;
  checkPeople(flow: string, fields: SessionFields): string | null;
  requiredFields(flow: string, step: number): string[];
  /** The kind of a step in the flow (prebooking, timeSelect, preOrder, personalDetails, enquiry, completion). */
  stepKind(flow: string, step: number): string | null;
}

export const NO_FLOW_RULES: FlowRules = {
  checkDate: () => null,
  checkPeople: () => null,
  requiredFields: () => [],
  stepKind: (_flow, step) => (step === 99 ? 'enquiry' : null),
};

/**
 * Date rules depend only on the flow, the date and today, and every session update asks them for
 * each type the bar offers: remember the answers. (People rules may look at any session field.)
 */
export function rememberDateRules(rules: FlowRules, max = 10_000): FlowRules {
  const dates = new Map<string, string | null>();
  return {
    checkDate(flow, date, today) {
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
  };
}
