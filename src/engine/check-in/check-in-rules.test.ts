import { describe, expect, it } from 'vitest';
import { checkInProblems, maxGroupSizeOf, visitEnded, type CheckInFields } from './check-in-rules.ts';

const valid: CheckInFields = { forename: 'Ada', surname: 'Lee', group_size: 6, contact_type: 'email', email: 'a@b.co.uk', phone: '' };

describe('check-in rules', () => {
  it('takes names longer than 2 characters and a contact of at least 8 of the chosen kind', () => {
    expect(checkInProblems(valid, 6)).toEqual({});
    expect(checkInProblems({ ...valid, forename: ' Al ', surname: 'Li' }, 6)).toEqual({ forename: 'nameLength', surname: 'nameLength' });
    expect(checkInProblems({ ...valid, email: 'a@b.com' }, 6)).toEqual({ email: 'contactLength' });
    expect(checkInProblems({ ...valid, contact_type: 'phone', phone: '0770090' }, 6)).toEqual({ phone: 'contactLength' });
    expect(checkInProblems({ ...valid, contact_type: 'phone', phone: '07700900', email: '' }, 6)).toEqual({});
  });

  it('takes a group of 1 up to the bar’s maximum', () => {
    expect(checkInProblems({ ...valid, group_size: 0 }, 6)).toEqual({ group_size: 'groupSize' });
    expect(checkInProblems({ ...valid, group_size: 1.5 }, 6)).toEqual({ group_size: 'groupSize' });
    expect(checkInProblems({ ...valid, group_size: 7 }, 6)).toEqual({ group_size: 'maxGuests' });
    expect(checkInProblems({ ...valid, group_size: 5 }, 4)).toEqual({ group_size: 'maxGuests' });
    expect(checkInProblems({ ...valid, group_size: 1 }, 1)).toEqual({});
  });

  it('keeps a bar’s maximum within 1 to 6', () => {
    expect([0, 1, 4, 6, 9].map(maxGroupSizeOf)).toEqual([1, 1, 4, 6, 6]);
  });

  it('ends a visit at its date_finished', () => {
    const end = '2026-11-21T14:00:00.000Z';
    expect(visitEnded(end, Date.parse(end) - 1)).toBe(false);
    expect(visitEnded(end, Date.parse(end))).toBe(true);
  });
});
