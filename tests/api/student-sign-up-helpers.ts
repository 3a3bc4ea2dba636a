import { demo } from '../../src/server/db/demo-ids.ts';

/** A good student sign-up at Revolution Manchester (the tests' today is 21 November 2026), with `changes`. */
export const studentSignUp = (changes: Record<string, unknown> = {}) => ({
  bar_id: demo.bars.revolutionManchester,
  email: 'sam.student@example.com',
  forename: 'Sam',
  surname: 'Student',
  mobile: '07700 900123',
  university: 'University of Manchester',
  date_of_birth: '2006-03-14',
  graduation_year: 2028,
  postcode: 'm14 5ab',
  email_opt_in: 1,
  sms_opt_in: 0,
  phone_opt_in: '1',
  ...changes,
});
