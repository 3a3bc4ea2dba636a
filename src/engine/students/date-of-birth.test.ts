import { describe, expect, it } from 'vitest';
import { birthYears, checkDateOfBirth, dateOfBirthInput, daysInMonth, latestBirthDate } from './date-of-birth.ts';

const TODAY = '2026-11-25';
const check = (day: string, month: string, year: string, minimumAge?: number) => checkDateOfBirth({ day, month, year }, { today: TODAY, minimumAge });

const LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe('the length of each month', () => {
  it.each(LENGTHS.map((days, i) => [i + 1, days] as const))('month %i of 2001 has %i days: its last day is a date, the day after is refused', (month, days) => {
    expect(daysInMonth(2001, month)).toBe(days);
    const mm = String(month).padStart(2, '0');
    expect(check(String(days), String(month), '2001')).toEqual({ date: `2001-${mm}-${days}`, problems: [] });
    const refused = check(String(days + 1), String(month), '2001');
    expect(refused.date).toBeNull();
    if (days === 31) {
      // No month has a 32nd day: the day alone is wrong.
      expect(refused.problems).toEqual([{ field: 'day', key: 'dayInvalid', vars: {} }]);
    } else if (month === 2) {
      expect(refused.problems).toEqual([{ field: 'day', key: 'daysInFebruary', vars: { count: 28, month: 'February', year: 2001 } }]);
    } else {
      expect(refused.problems).toEqual([{ field: 'day', key: 'daysInMonth', vars: { count: days, month: MONTHS[month - 1] } }]);
    }
  });

  it('February has 29 days in leap years (every 4th, not centuries but every 400th) and says which year it is', () => {
    for (const year of [1912, 1996, 2000, 2004, 2008]) {
      expect(daysInMonth(year, 2), String(year)).toBe(29);
      expect(check('29', '2', String(year)).date).toBe(`${year}-02-29`);
      expect(check('30', '02', String(year)).problems).toEqual([{ field: 'day', key: 'daysInFebruary', vars: { count: 29, month: 'February', year } }]);
    }
    for (const year of [1999, 2001, 2006, 1990]) {
      expect(daysInMonth(year, 2), String(year)).toBe(28);
      expect(check('29', '2', String(year)).problems).toEqual([{ field: 'day', key: 'daysInFebruary', vars: { count: 28, month: 'February', year } }]);
    }
    // 1900 was no leap year; 1910 is the earliest year taken.
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('29/02/2026 is refused for the month, before the age is looked at', () => {
    expect(check('29', '02', '2026').problems).toEqual([{ field: 'day', key: 'daysInFebruary', vars: { count: 28, month: 'February', year: 2026 } }]);
  });
});

describe('each input on its own', () => {
  it('a day from 1 to 31, a month from 1 to 12, a year of 4 digits from 1910', () => {
    expect(check('0', '5', '2000').problems).toEqual([{ field: 'day', key: 'dayInvalid', vars: {} }]);
    expect(check('32', '5', '2000').problems).toEqual([{ field: 'day', key: 'dayInvalid', vars: {} }]);
    expect(check('', '5', '2000').problems).toEqual([{ field: 'day', key: 'dayInvalid', vars: {} }]);
    expect(check('1.5', '5', '2000').problems).toEqual([{ field: 'day', key: 'dayInvalid', vars: {} }]);
    expect(check('5', '0', '2000').problems).toEqual([{ field: 'month', key: 'monthInvalid', vars: {} }]);
    expect(check('5', '13', '2000').problems).toEqual([{ field: 'month', key: 'monthInvalid', vars: {} }]);
    expect(check('5', '-1', '2000').problems).toEqual([{ field: 'month', key: 'monthInvalid', vars: {} }]);
    for (const year of ['99', '200', '20000', '', 'abcd', '２０００']) {
      expect(check('5', '5', year).problems, year).toEqual([{ field: 'year', key: 'yearLength', vars: {} }]);
    }
    expect(check('5', '5', '1909').problems).toEqual([{ field: 'year', key: 'yearInvalid', vars: { year: 1910 } }]);
    expect(check('1', '1', '1910')).toEqual({ date: '1910-01-01', problems: [] });
  });

  it('says every input that is wrong at once, and gives no date', () => {
    expect(check('40', '13', '12')).toEqual({
      date: null,
      problems: [
        { field: 'day', key: 'dayInvalid', vars: {} },
        { field: 'month', key: 'monthInvalid', vars: {} },
        { field: 'year', key: 'yearLength', vars: {} },
      ],
    });
  });

  it('takes leading zeros and spaces around the digits', () => {
    expect(check(' 07 ', '03', ' 1999')).toEqual({ date: '1999-03-07', problems: [] });
  });
});

describe('the minimum age', () => {
  it('is 18 by default: 18 today is old enough, a day younger is not', () => {
    expect(check('25', '11', '2008')).toEqual({ date: '2008-11-25', problems: [] });
    expect(check('26', '11', '2008')).toEqual({ date: null, problems: [{ field: 'year', key: 'minimumAge', vars: { count: 18 } }] });
    expect(check('1', '1', '2026').problems).toEqual([{ field: 'year', key: 'minimumAge', vars: { count: 18 } }]);
    // A date in the future is younger than any limit.
    expect(check('1', '1', '2030').problems).toEqual([{ field: 'year', key: 'minimumAge', vars: { count: 18 } }]);
  });

  it('takes another limit, or none', () => {
    expect(check('26', '11', '2005', 21).problems).toEqual([{ field: 'year', key: 'minimumAge', vars: { count: 21 } }]);
    expect(check('25', '11', '2005', 21).date).toBe('2005-11-25');
    expect(check('1', '1', '2020', 0).date).toBe('2020-01-01');
  });

  it('a 29 February birthday comes of age on 1 March in a year without one', () => {
    expect(latestBirthDate('2026-02-28', 18)).toBe('2008-02-28');
    expect(checkDateOfBirth({ day: '29', month: '2', year: '2008' }, { today: '2026-02-28' }).problems).toEqual([{ field: 'year', key: 'minimumAge', vars: { count: 18 } }]);
    expect(checkDateOfBirth({ day: '29', month: '2', year: '2008' }, { today: '2026-03-01' }).date).toBe('2008-02-29');
    expect(latestBirthDate('2028-02-29', 18)).toBe('2010-02-28');
  });
});

describe('the years offered and a stored date', () => {
  it('run from the current year less the limit back to 1910', () => {
    const years = birthYears(TODAY);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1910);
    expect(years).toHaveLength(2008 - 1910 + 1);
    expect(birthYears(TODAY, 21)[0]).toBe(2005);
  });

  it('a stored date fills the three inputs; none leaves them empty', () => {
    expect(dateOfBirthInput('1999-03-07')).toEqual({ day: '07', month: '03', year: '1999' });
    expect(dateOfBirthInput(null)).toEqual({ day: '', month: '', year: '' });
  });
});
