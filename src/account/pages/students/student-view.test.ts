import { describe, expect, it } from 'vitest';
import type { StudentStatus } from '../../../api-client/students.ts';
import { studentView } from './student-status.ts';

const base: StudentStatus = {
  has_student_offers: false,
  has_society_offers: false,
  student_verified: false,
  is_graduate: false,
  fields_required: [],
  birth_date: '2004-05-17',
  graduation_year: 2027,
  uni_email: 'sam@leeds.ac.uk',
  uni_email_pending: null,
  personal_email: 'sam@example.com',
  post_code: 'LS2 9JT',
  selected_location_id: 12,
};

describe('the student page shows, in the spec\'s order', () => {
  it('a society\'s offers before anything else', () => {
    expect(studentView({ ...base, has_society_offers: true, fields_required: ['birth_date'] })).toBe('society');
  });
  it('the offers on their way when qualified without them', () => {
    expect(studentView({ ...base, student_verified: true })).toBe('notYet');
  });
  it('the details still needed, then each address to verify', () => {
    expect(studentView({ ...base, fields_required: ['post_code'], uni_email: null })).toBe('fields');
    expect(studentView({ ...base, uni_email: null, personal_email: null })).toBe('uniEmail');
    expect(studentView({ ...base, personal_email: null })).toBe('personalEmail');
  });
  it('all done with the offers; else the spec\'s "should not have got here" (a graduate)', () => {
    expect(studentView({ ...base, student_verified: true, has_student_offers: true })).toBe('allDone');
    expect(studentView({ ...base, is_graduate: true })).toBe('lost');
  });
});
