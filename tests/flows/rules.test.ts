/** The spec's flow rules, literally: date rules, people rules, transitions, back, wording, messages. */
import { describe, expect, it } from 'vitest';
import {
  buttonLabel,
  checkDateRules,
  checkPeopleRules,
  defaultOpenMonth,
  headerTitle,
  messageKey,
  missingRequiredFields,
  nextStep,
  noticeKey,
  partnerRedirectUrl,
  peopleMinimum,
  previousStep,
  requiredFields,
  visibleFields,
} from '../../src/engine/flow/index.ts';
import { loadFlowRules, loadFlows } from '../../src/engine/flow/load.node.ts';

const flows = loadFlows();
const flow = (id: string) => {
  const f = flows.get(id);
  if (!f) throw new Error(`no flow ${id}`);
  return f;
};

describe('Christmas flows', () => {
  for (const id of ['ChristmasBooking', 'ChristmasMostrador']) {
    it(`${id} refuses a June date and accepts 12 December, January and February`, () => {
      expect(checkDateRules(flow(id), '2026-06-12', '2026-06-01')).toEqual({ ok: false, messageKey: 'flows:christmas.monthNotAllowed' });
      expect(checkDateRules(flow(id), '2026-12-12', '2026-11-21')).toEqual({ ok: true });
      expect(checkDateRules(flow(id), '2027-01-15', '2026-11-21')).toEqual({ ok: true });
      expect(checkDateRules(flow(id), '2027-02-28', '2026-11-21')).toEqual({ ok: true });
      expect(checkDateRules(flow(id), '2027-03-01', '2026-11-21')).toMatchObject({ ok: false });
      expect(checkDateRules(flow(id), '2026-12-25', '2026-11-21')).toEqual({ ok: false, messageKey: 'flows:christmas.excluded' });
    });

    it(`${id} opens on November outside the window, on the current month inside it`, () => {
      expect(defaultOpenMonth(flow(id), '2026-06-15')).toBe('2026-11');
      expect(defaultOpenMonth(flow(id), '2026-03-01')).toBe('2026-11');
      expect(defaultOpenMonth(flow(id), '2026-12-03')).toBe('2026-12');
      expect(defaultOpenMonth(flow(id), '2027-01-20')).toBe('2027-01');
    });
  }

  it('still refuses past dates', () => {
    expect(checkDateRules(flow('ChristmasBooking'), '2026-11-20', '2026-11-21')).toEqual({ ok: false, messageKey: 'errors:date.beforeMin', params: { min: '21/11/2026' } });
  });
});

describe('New Year’s Eve flows', () => {
  for (const id of ['NyeBooking', 'NyeEnquiry']) {
    it(`${id} accepts only 31 December`, () => {
      expect(checkDateRules(flow(id), '2026-12-31', '2026-11-21')).toEqual({ ok: true });
      expect(checkDateRules(flow(id), '2027-12-31', '2026-11-21')).toEqual({ ok: true });
      expect(checkDateRules(flow(id), '2026-12-30', '2026-11-21')).toEqual({ ok: false, messageKey: 'flows:nye.onlyNye' });
      expect(checkDateRules(flow(id), '2027-01-01', '2026-11-21')).toEqual({ ok: false, messageKey: 'flows:nye.onlyNye' });
      expect(defaultOpenMonth(flow(id), '2026-06-01')).toBe('2026-12');
      expect(defaultOpenMonth(flow(id), '2027-01-01')).toBe('2027-12');
    });
  }
});

describe('CorporateBooking', () => {
  it('allows only the fixed date its file sets (2026-12-31)', () => {
    expect(checkDateRules(flow('CorporateBooking'), '2026-12-31', '2026-11-21')).toEqual({ ok: true });
    expect(checkDateRules(flow('CorporateBooking'), '2027-12-31', '2026-11-21')).toEqual({ ok: false, messageKey: 'flows:corporate.fixedDate' });
    expect(defaultOpenMonth(flow('CorporateBooking'), '2026-11-21')).toBe('2026-12');
  });
});

describe('every flow', () => {
  it('refuses a date after the bar’s close date and an invalid date', () => {
    expect(checkDateRules(flow('TableBooking'), '2027-01-02', '2026-11-21', { closeDate: '2027-01-01' })).toEqual({
      ok: false,
      messageKey: 'errors:date.afterCloseDate',
      params: { max: '01/01/2027' },
    });
    expect(loadFlowRules({ brand: 'revolution' }).checkDate('TableBooking', '2027-01-02', '2026-11-21', { closeDate: '2027-01-01' })).toBe(
      'This location is closing: please choose a date up to 01/01/2027.',
    );
    expect(checkDateRules(flow('TableBooking'), '2026-02-30', '2026-01-01')).toEqual({ ok: false, messageKey: 'errors:date.invalid' });
    expect(checkDateRules(flow('TableBooking'), '2026-11-21', '2026-11-21')).toEqual({ ok: true });
  });
});

describe('AtTableMasterclass people rules', () => {
  const f = () => flow('AtTableMasterclass');
  it('takes 4 to 6 people', () => {
    expect(checkPeopleRules(f(), { no_people: 5, party_type: 27 })).toEqual({ ok: true });
    expect(checkPeopleRules(f(), { no_people: 4 })).toEqual({ ok: true });
    expect(checkPeopleRules(f(), { no_people: 3 })).toMatchObject({ ok: false, messageKey: 'flows:atTableMasterclass.groupSize', params: { min: 4, max: 6 } });
    expect(checkPeopleRules(f(), { no_people: 7 })).toMatchObject({ ok: false, messageKey: 'flows:atTableMasterclass.groupSize' });
  });
  it('needs exactly 6 for party type 97', () => {
    expect(checkPeopleRules(f(), { no_people: 5, party_type: 97 })).toEqual({
      ok: false,
      messageKey: 'flows:atTableMasterclass.exactlySix',
      params: { count: 6, people: 5 },
    });
    expect(checkPeopleRules(f(), { no_people: 6, party_type: 97 })).toEqual({ ok: true });
  });
  it('points 8 or more to MasterclassBooking', () => {
    expect(checkPeopleRules(f(), { no_people: 8 })).toMatchObject({ ok: false, messageKey: 'flows:atTableMasterclass.useMasterclassBooking' });
    expect(checkPeopleRules(f(), { no_people: 12, party_type: 97 })).toMatchObject({ ok: false, messageKey: 'flows:atTableMasterclass.useMasterclassBooking' });
    expect(f().options?.relatedFlows).toEqual(['MasterclassBooking']);
  });
  it('treats empty or negative people as 0', () => {
    expect(checkPeopleRules(f(), { no_people: -3 })).toMatchObject({ ok: false, params: { people: 0 } });
    expect(checkPeopleRules(flow('TableBooking'), {})).toEqual({ ok: true });
  });
  it('starts the people counter at 4, or 6 for party type 97; other flows at 1', () => {
    expect(peopleMinimum(f(), {})).toBe(4);
    expect(peopleMinimum(f(), { party_type: 97 })).toBe(6);
    expect(peopleMinimum(flow('TableBooking'), {})).toBe(1);
  });
});

describe('transitions (first true guard wins)', () => {
  const table = () => flow('TableBooking');
  it('step 1 goes on only when the booking can be taken', () => {
    expect(nextStep(table(), '1', { can_take_booking: true })).toBe('2');
    expect(nextStep(table(), '1', { can_take_booking: false })).toBe('1');
  });
  it('step 2: an available slot goes to pre-order, or skips it when there are no options; a fallback goes to 99', () => {
    expect(nextStep(table(), '2', { can_auto_confirm: true, available_options: [{ id: 1 }] })).toBe('3');
    expect(nextStep(table(), '2', { can_auto_confirm: true, available_options: [] })).toBe('4');
    expect(nextStep(table(), '2', { can_auto_confirm: false, can_fallback: true })).toBe('99');
    expect(nextStep(table(), '2', { can_auto_confirm: false, can_fallback: false })).toBe('2');
  });
  it('3 → 4, 4 completes when it can, 99 completes', () => {
    expect(nextStep(table(), '3', {})).toBe('4');
    expect(nextStep(table(), '4', { can_complete: true })).toBe('999');
    expect(nextStep(table(), '4', { can_complete: false })).toBe('4');
    expect(nextStep(table(), '99', {})).toBe('999');
    expect(nextStep(table(), '999', {})).toBeNull();
    expect(nextStep(table(), '7', {})).toBeNull();
  });
  it('BoothBooking leaves the pre-order only once the minimum spend is reached', () => {
    expect(nextStep(flow('BoothBooking'), '3', { can_last_step: false, last_step_reason: 'Min Spend Not Reached' })).toBe('3');
    expect(nextStep(flow('BoothBooking'), '3', { can_last_step: true })).toBe('4');
    expect(messageKey(flow('BoothBooking'), 'minimumSpend')).toBe('flows:booth.minimumSpend');
  });
  it('enquiry-only flows go 1 → 2 → completion', () => {
    const f = flow('PrivateHire');
    expect(nextStep(f, '1', { can_take_booking: true })).toBe('2');
    expect(nextStep(f, '2', {})).toBe('999');
  });
});

describe('back rules', () => {
  const table = () => flow('TableBooking');
  it('goes to the previous step', () => {
    expect(previousStep(table(), '2', {})).toBe('1');
    expect(previousStep(table(), '3', {})).toBe('2');
    expect(previousStep(table(), '4', { available_options: [{ id: 1 }] })).toBe('3');
    expect(previousStep(table(), '4', { available_options: [] })).toBe('2');
  });
  it('from 99 goes to step 2 when auto-confirm is possible, else step 1', () => {
    expect(previousStep(table(), '99', { can_auto_confirm: true })).toBe('2');
    expect(previousStep(table(), '99', { can_auto_confirm: false })).toBe('1');
    expect(previousStep(table(), '99', {})).toBe('1');
  });
  it('has no back from step 1 or completion', () => {
    expect(previousStep(table(), '1', {})).toBeNull();
    expect(previousStep(table(), '999', {})).toBeNull();
    expect(previousStep(flow('GenericEnquiry'), '2', {})).toBe('1');
  });
});

describe('wording and messages', () => {
  it('BrunchBooking: Complete Booking when the deposit is 0, else Save Booking; its own messages', () => {
    const brunch = flow('BrunchBooking');
    expect(buttonLabel(brunch, 'submit', { deposit: 0 })).toBe('flows:brunch.completeBooking');
    expect(buttonLabel(brunch, 'submit', { deposit: 1500 })).toBe('flows:brunch.saveBooking');
    expect(buttonLabel(brunch, 'submit', {})).toBe('flows:brunch.saveBooking');
    expect(messageKey(brunch, 'notServedOnWeekday')).toBe('flows:brunch.notServedOnWeekday');
    expect(messageKey(brunch, 'fullyBooked')).toBe('flows:brunch.fullyBooked');
    expect(brunch.variant).toBe('brunch');
  });
  it('step 4 reads Book now when auto-confirm is possible, else Continue; step 3 Skip or Continue', () => {
    expect(buttonLabel(flow('TableBooking'), 'submit', { can_auto_confirm: true })).toBe('widget:buttons.bookNow');
    expect(buttonLabel(flow('TableBooking'), 'submit', { can_auto_confirm: false })).toBe('widget:buttons.continue');
    expect(buttonLabel(flow('TableBooking'), 'preOrder', { variations: [] })).toBe('widget:buttons.skip');
    expect(buttonLabel(flow('TableBooking'), 'preOrder', { variations: [{ variation_id: 3, quantity: 2 }] })).toBe('widget:buttons.continue');
  });
  it('header titles: Book Now, Enquire Now, Time to Party! or Thank You!', () => {
    expect(headerTitle(flow('TableBooking'), '1', {})).toBe('widget:header.bookNow');
    expect(headerTitle(flow('TableBooking'), '99', {})).toBe('widget:header.enquireNow');
    expect(headerTitle(flow('TableBooking'), '999', { can_auto_confirm: true })).toBe('widget:header.timeToParty');
    expect(headerTitle(flow('TableBooking'), '999', { can_auto_confirm: false })).toBe('widget:header.thankYou');
    expect(headerTitle(flow('GenericEnquiry'), '2', {})).toBe('widget:header.enquireNow');
  });
  it('completion heading: Enquiry Added, Pay Now! or Booking Confirmed', () => {
    const t = flow('TableBooking');
    expect(noticeKey(t, 'completionHeading', { can_auto_confirm: false })).toBe('widget:completion.enquiryAdded');
    expect(noticeKey(t, 'completionHeading', { can_auto_confirm: true, take_payment: true, has_payment: false })).toBe('widget:completion.payNow');
    expect(noticeKey(t, 'completionHeading', { can_auto_confirm: true, take_payment: false })).toBe('widget:completion.bookingConfirmed');
    expect(noticeKey(flow('CorporateBooking'), 'completionHeading', { can_auto_confirm: true })).toBe('widget:completion.enquiryAdded');
  });
  it('MasterclassBooking carries the type-27 minimum-covers message and the proposed-date placeholder', () => {
    const m = flow('MasterclassBooking');
    expect(messageKey(m, 'masterclassMinCovers')).toBe('flows:masterclass.minCovers');
    expect((m.steps['1']!.uiSchema!.date as Record<string, unknown>)['ui:placeholder']).toBe('flows:masterclass.proposedDate');
    expect(messageKey(flow('TableBooking'), 'noAvailability')).toBe('widget:timeSelect.noAvailability');
  });
});

describe('Karaoke', () => {
  const k = () => flow('Karaoke');
  it('redirects to the partner at the two partner venues only (demo bars 11 and 41)', () => {
    expect(partnerRedirectUrl(k(), { bar_id: 11 })).toBe('https://karaoke-partner.example/book');
    expect(partnerRedirectUrl(k(), { bar_id: '41' })).toBe('https://karaoke-partner.example/book');
    expect(partnerRedirectUrl(k(), { bar_id: 12 })).toBeNull();
    expect(partnerRedirectUrl(flow('TableBooking'), { bar_id: 11 })).toBeNull();
  });
  it('has its messages', () => {
    expect(messageKey(k(), 'venueUnavailable')).toBe('flows:karaoke.notAvailableAtVenue');
    expect(messageKey(k(), 'cannotTakeBooking')).toBe('flows:karaoke.cannotTakeBooking');
    expect(k().steps['2']!.widgets).toEqual(['partnerRedirect']);
  });
});

describe('required fields and display rules', () => {
  it('lists what the server must enforce per step', () => {
    expect(requiredFields(flow('TableBooking'), '1')).toEqual(['bar_id', 'date', 'no_people', 'party_type']);
    expect(requiredFields(flow('TableBooking'), '4')).toEqual(['forename', 'email', 'phone']);
    expect(requiredFields(flow('CorporateBooking'), '2')).toContain('company_name');
    expect(requiredFields(flow('TableBooking'), '999')).toEqual([]);
    expect(requiredFields(flow('TableBooking'), 'nope')).toEqual([]);
    expect(missingRequiredFields(flow('TableBooking'), '4', { forename: 'Ann', email: '', phone: null })).toEqual(['email', 'phone']);
  });
  it('shows booking categories once location, date and people are set, and the standing box only where allowed', () => {
    const t = flow('TableBooking');
    expect(visibleFields(t, '1', {})).toEqual(['bar_id', 'date', 'no_people']);
    expect(visibleFields(t, '1', { bar_id: 1, date: '2026-12-12', no_people: 4, allow_standing: true })).toEqual(['bar_id', 'date', 'no_people', 'party_type', 'standing']);
  });
});
