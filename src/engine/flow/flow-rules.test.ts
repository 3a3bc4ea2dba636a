import { describe, expect, it } from 'vitest';
import { loadFlowRules } from './load.node.ts';

describe('the server’s flow rules', () => {
  const rules = loadFlowRules();
  it('answers by flow name with the customer-facing text', () => {
    expect(rules.checkDate('ChristmasBooking', '2026-06-12', '2026-06-01')).toBe('Christmas bookings are for November to February. Please choose a date in those months.');
    expect(rules.checkDate('ChristmasBooking', '2026-12-12', '2026-11-21')).toBeNull();
    expect(rules.checkPeople('AtTableMasterclass', { no_people: 5, party_type: 97 })).toBe('This masterclass is for exactly 6 people.');
    expect(rules.checkPeople('AtTableMasterclass', { no_people: 8 })).toBe('For groups of 8 or more, please book a Masterclass instead.');
    expect(rules.checkPeople('AtTableMasterclass', { no_people: 3 })).toBe('At-table masterclasses are for groups of 4 to 6 people.');
    expect(rules.requiredFields('TableBooking', 4)).toEqual(['forename', 'email', 'phone']);
  });
  it('adds nothing for a flow it does not know', () => {
    expect(rules.checkDate('NoSuchFlow', '2026-06-12', '2026-06-01')).toBeNull();
    expect(rules.requiredFields('NoSuchFlow', 1)).toEqual([]);
  });
});
