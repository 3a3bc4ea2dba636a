import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { useTestApp } from '../helpers/test-app.ts';

// The server enforces the rules of the flow files (flows/*.json) that the widget shows.
const t = useTestApp();

const start = (body: Record<string, unknown>) =>
  t.post('rest/booking/session', { form_version: '2.0', bar_id: demo.bars.revolutionManchester, ...body });

describe('flow date rules', () => {
  it('a Christmas flow refuses a June date, and June offers no Christmas types', async () => {
    const refused = await start({ party_type: demo.types.christmasParty, date: '2027-06-12', no_people: 10 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.fields.date).toEqual(['Christmas bookings are for November to February. Please choose a date in those months.']);
    expect(await t.db.query('SELECT 1 FROM booking_sessions WHERE fields @> $1::jsonb', [JSON.stringify({ date: '2027-06-12' })])).toHaveLength(0);

    const june = await start({ date: '2027-06-12', no_people: 10 });
    const ids = june.body.data.available_types.map((x: { id: number }) => x.id);
    expect(ids).not.toContain(demo.types.christmasParty);
    expect(ids).toContain(demo.types.table);

    const december = await start({ party_type: demo.types.christmasParty, date: '2026-12-12', no_people: 10 });
    expect(december.status).toBe(200);
    expect(december.body.data.party_type).toBe(demo.types.christmasParty);
    const christmasDay = await start({ party_type: demo.types.christmasParty, date: '2026-12-25', no_people: 10 });
    expect(christmasDay.body.errors.fields.date).toEqual(['We are closed on Christmas Day. Please choose another date.']);
  });

  it('a day the bar does not open (Christmas Day) offers no booking types and says it is closed; the day before offers them', async () => {
    const christmasDay = await start({ date: '2026-12-25', no_people: 4 });
    expect(christmasDay.status).toBe(200);
    expect(christmasDay.body.data).toMatchObject({ closed_on_date: true, can_take_booking: false, available_types: [] });
    const eve = await start({ date: '2026-12-24', no_people: 4 });
    expect(eve.body.data.closed_on_date).toBe(false);
    expect(eve.body.data.available_types.length).toBeGreaterThan(0);
  });

  it('New Year’s Eve takes only 31 December', async () => {
    const eve = await start({ party_type: demo.types.nye, date: '2026-12-31', no_people: 4 });
    expect(eve.status).toBe(200);
    const before = await t.post('rest/booking/session', { session_id: eve.body.data.session_id, date: '2026-12-30' });
    expect(before.status).toBe(422);
    expect(before.body.error).toBe("This booking is for New Year's Eve (31 December) only.");
  });
});

describe('a flow that books with a partner', () => {
  it('offers karaoke only at the partner’s venues, and refuses it chosen at another bar', async () => {
    const karaokeIn = (data: { available_types: Array<{ id: number }>; booking_type_categories: Array<{ id: number }> }) => ({
      type: data.available_types.some((x) => x.id === demo.types.karaoke),
      category: data.booking_type_categories.some((x) => x.id === demo.categories.karaoke),
    });
    // Manchester (11) is a partner venue; Leeds (12) has karaoke rooms in the catalogue but no partner.
    const manchester = await start({ date: '2026-11-27', no_people: 6 });
    expect(karaokeIn(manchester.body.data)).toEqual({ type: true, category: true });
    const leeds = await start({ bar_id: demo.bars.revolutionLeeds, date: '2026-11-27', no_people: 6 });
    expect(karaokeIn(leeds.body.data)).toEqual({ type: false, category: false });
    expect(leeds.body.data.available_types.map((x: { id: number }) => x.id)).toContain(demo.types.table);

    const chosen = await t.post('rest/booking/session', { session_id: leeds.body.data.session_id, party_type: demo.types.karaoke });
    expect(chosen.body.data.validation_errors).toEqual([{ field: 'party_type', message: 'That booking type is not available here.' }]);
    expect(chosen.body.data.can_take_booking).toBe(false);
  });
});

describe('flow people rules', () => {
  it('an at-table masterclass (97) is for exactly six, and eight or more are pointed to the masterclass', async () => {
    const five = await start({ party_type: demo.types.atTableMasterclass, date: '2026-11-27', no_people: 5 });
    expect(five.body.data.validation_errors).toEqual([{ field: 'no_people', message: 'This masterclass is for exactly 6 people.' }]);
    expect(five.body.data.can_cater_for).toBe(false);
    const eight = await t.post('rest/booking/session', { session_id: five.body.data.session_id, no_people: 8 });
    expect(eight.body.data.validation_errors).toEqual([{ field: 'no_people', message: 'For groups of 8 or more, please book a Masterclass instead.' }]);
    const six = await t.post('rest/booking/session', { session_id: five.body.data.session_id, no_people: 6 });
    expect(six.body.data.validation_errors).toEqual([]);
    expect(six.body.data.can_cater_for).toBe(true);
  });
});

describe('enquiry-only flows', () => {
  it('complete from their contact step as an enquiry, with the flow’s required fields', async () => {
    const corporate = await start({ party_type: demo.types.corporate, date: '2026-12-31', no_people: 40, step: 2, forename: 'Kate', surname: 'Sheppard', email: 'kate@example.com', phone: '07700900222' });
    expect(corporate.status).toBe(200);
    expect(corporate.body.data.fields_required).toEqual([{ field: 'company_name', message: 'Company name is required.' }]);
    const ready = await t.post('rest/booking/session', { session_id: corporate.body.data.session_id, company_name: 'Analytical Engines Ltd' });
    expect(ready.body.data).toMatchObject({ can_complete: true, is_enquiry: true });
    const done = await t.post('rest/booking/session/complete', { session_id: corporate.body.data.session_id });
    expect(done.status).toBe(201);
    expect(done.body.data.booking.status_id).toBe(3);
  });
});

describe('what the answer says about the chosen type', () => {
  it('keeps a type it does not serve that weekday, with its flow, and says so on the type', async () => {
    // Bottomless brunch runs Friday to Sunday; Tuesday 24 November 2026 is refused.
    const tuesday = await start({ party_type: demo.types.brunch, date: '2026-11-24', no_people: 4 });
    expect(tuesday.status).toBe(200);
    expect(tuesday.body.data).toMatchObject({ party_type: demo.types.brunch, flow: 'BrunchBooking', all_slots: [], can_complete: false });
    expect(tuesday.body.data.validation_errors).toEqual([
      { field: 'party_type', message: "Whoops! We don't serve Bottomless Brunch on Tuesday, do you want to check a different day?" },
    ]);
  });

  it('carries the masterclass minimum', async () => {
    const few = await start({ party_type: demo.types.cocktailMasterclass, date: '2026-11-27', no_people: 3 });
    expect(few.body.data).toMatchObject({ below_masterclass_minimum: true });
    expect(few.body.data.masterclass_min_covers).toBeGreaterThan(3);
  });

  it('takes the seating-and-standing tick box', async () => {
    const party = await start({ party_type: demo.types.table, date: '2026-11-27', no_people: 4, standing: true });
    expect(party.body.data.standing).toBe(true);
  });
});
