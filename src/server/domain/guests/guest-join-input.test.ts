import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../errors.ts';
import { guestJoinForm } from './guest-join-input.ts';

const notCommon = () => false;

function refusal(body: Record<string, unknown>, isCommon = notCommon) {
  try {
    guestJoinForm(body, isCommon);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInput);
    return { message: (error as InvalidInput).message, fields: (error as InvalidInput).fields };
  }
  throw new Error('accepted');
}

describe('the guest-join form', () => {
  it('names every missing field in one message, joined by commas (spec §5)', () => {
    expect(refusal({})).toEqual({
      message: 'Forename is required, Surname is required, Password is required',
      fields: { forename: ['Forename is required'], surname: ['Surname is required'], password: ['Password is required'] },
    });
    expect(refusal({ forename: '  ', surname: 'Hopper', password: 'a long enough pass phrase' }).message).toBe('Forename is required');
  });

  it('holds a new password to the account rules', () => {
    expect(refusal({ forename: 'Grace', surname: 'Hopper', password: 'short' }).message).toBe('Your password must be at least 10 characters long');
    expect(refusal({ forename: 'Grace', surname: 'Hopper', password: 'password123' }, () => true).fields).toEqual({ password: [expect.stringMatching(/too easy to guess/)] });
  });

  it('trims names, keeps the password as typed', () => {
    expect(guestJoinForm({ forename: ' Grace ', surname: ' Hopper', password: ' spaced pass phrase ' }, notCommon)).toEqual({ forename: 'Grace', surname: 'Hopper', password: ' spaced pass phrase ' });
  });
});
