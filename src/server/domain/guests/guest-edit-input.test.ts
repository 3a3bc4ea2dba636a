import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../errors.ts';
import { guestEdit } from './guest-edit-input.ts';

const current = { forename: 'Grace', surname: 'Hopper', email: 'grace@example.com' };

describe("the lead booker's change to a guest", () => {
  it('keeps the details not sent, and reads admin and variation as JSON or a form sends them', () => {
    expect(guestEdit({ admin: true }, current)).toEqual({ details: undefined, admin: true, variation: undefined });
    expect(guestEdit({ admin: '0', variation: '12' }, current)).toEqual({ details: undefined, admin: false, variation: 12 });
    expect(guestEdit({ variation: null }, current).variation).toBeNull();
    expect(guestEdit({ variation: '' }, current).variation).toBeNull();
    expect(guestEdit({ surname: '', email: ' Grace@Example.COM ' }, current).details).toEqual({ forename: 'Grace', surname: '', email: 'grace@example.com' });
  });

  it("refuses what the join form refuses, an admin that is not yes or no, and a variation that is not an id", () => {
    const fields = (body: Record<string, unknown>) => {
      try {
        guestEdit(body, current);
      } catch (error) {
        if (error instanceof InvalidInput) return error.fields;
        throw error;
      }
      return undefined;
    };
    expect(fields({ forename: 'Al' })).toEqual({ forename: ['Forename must be at least 3 characters'] });
    expect(fields({ email: 'nowhere' })).toEqual({ email: ['Please enter a valid e-mail address'] });
    expect(fields({ admin: 'maybe' })).toEqual({ admin: ['admin must be true or false.'] });
    for (const variation of ['x', 0, -1, 1.5, '012']) expect(fields({ variation })).toEqual({ variation: ["variation must be a package's id, or null for none."] });
  });
});
