import { describe, expect, it } from 'vitest';
import type { FlowDefinition } from '../../engine/flow/index.ts';
import { addMonths, isWholeDate, parseTypedDate } from '../../ui/dates/typed-date.ts';
import { dateBounds, openingDay } from './dates.ts';

const flow = (dateRules?: FlowDefinition['dateRules']) =>
  ({
    id: 'F',
    schemaVersion: 1,
    title: 'flows:titles.F',
    variant: 'none',
    steps: {},
    ...(dateRules ? { dateRules } : {}),
  }) as FlowDefinition;

describe('dateBounds', () => {
  it('runs from today to the bar’s close date', () => {
    expect(dateBounds(flow(), '2026-11-21')).toEqual({ min: '2026-11-21' });
    expect(dateBounds(flow(), '2026-11-21', '2027-03-31')).toEqual({ min: '2026-11-21', max: '2027-03-31' });
    expect(dateBounds(flow(), '2026-11-21', '2027-03-31 00:00:00')).toEqual({
      min: '2026-11-21',
      max: '2027-03-31',
    });
  });

  it('keeps the earlier of the flow’s maximum and the close date, and the later of today and the flow’s minimum', () => {
    expect(
      dateBounds(flow({ min: { daysFromToday: 2 }, max: { daysFromToday: 30 } }), '2026-11-21', '2027-03-31'),
    ).toEqual({ min: '2026-11-23', max: '2026-12-21' });
    expect(
      dateBounds(
        flow({ min: { date: '2026-01-01' }, max: { date: '2027-06-30' } }),
        '2026-11-21',
        '2027-03-31',
      ),
    ).toEqual({ min: '2026-11-21', max: '2027-03-31' });
  });

  it('opens a Christmas flow in June on 1 November, and keeps today when today is allowed', () => {
    const christmas = flow({ allowedMonths: [11, 12, 1, 2], defaultOpenMonth: 11, excludedDates: ['12-25'] });
    expect(dateBounds(christmas, '2027-06-10').min).toBe('2027-11-01');
    expect(dateBounds(christmas, '2026-11-21').min).toBe('2026-11-21');
    expect(dateBounds(christmas, '2026-12-25').min).toBe('2026-12-26');
  });

  it('starts a fixed-date flow on its date', () => {
    expect(dateBounds(flow({ fixedDates: ['12-31'] }), '2026-11-21').min).toBe('2026-12-31');
    expect(dateBounds(flow({ fixedDates: ['2026-12-31'] }), '2027-01-02').min).toBe('2027-01-02');
  });
});

describe('isWholeDate', () => {
  it('waits for the year to be typed in full', () => {
    expect(isWholeDate('0002-11-28')).toBe(false);
    expect(isWholeDate('0202-11-28')).toBe(false);
    expect(isWholeDate('2026-11-28')).toBe(true);
    expect(isWholeDate('')).toBe(false);
  });
});

describe('parseTypedDate', () => {
  it('reads a date typed day first, or pasted year first', () => {
    expect(parseTypedDate('28/11/2026')).toBe('2026-11-28');
    expect(parseTypedDate(' 4.12.2026 ')).toBe('2026-12-04');
    expect(parseTypedDate('04-12-2026')).toBe('2026-12-04');
    expect(parseTypedDate('2026-11-28')).toBe('2026-11-28');
  });
  it('is empty until the date is whole and real', () => {
    expect(parseTypedDate('28/11/20')).toBe('');
    expect(parseTypedDate('28/11')).toBe('');
    expect(parseTypedDate('31/02/2027')).toBe('');
    expect(parseTypedDate('12/13/2026')).toBe('');
    expect(parseTypedDate('tomorrow')).toBe('');
  });
});

describe('addMonths', () => {
  it('keeps the day, or the month’s last day', () => {
    expect(addMonths('2026-11-28', 1)).toBe('2026-12-28');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-01-15', -2)).toBe('2026-11-15');
  });
});

describe('openingDay', () => {
  it('opens a June to August flow on its default month, July; without one, on the first date offered', () => {
    const summer = flow({ allowedMonths: [6, 7, 8], defaultOpenMonth: 7 });
    expect(openingDay(summer, '2026-11-21', dateBounds(summer, '2026-11-21'))).toBe('2027-07-01');
    const anySummer = flow({ allowedMonths: [6, 7, 8] });
    expect(openingDay(anySummer, '2026-11-21', dateBounds(anySummer, '2026-11-21'))).toBe('2027-06-01');
    // Today's month allowed: today.
    expect(openingDay(summer, '2027-06-10', dateBounds(summer, '2027-06-10'))).toBe('2027-06-10');
    expect(openingDay(flow(), '2026-11-21', dateBounds(flow(), '2026-11-21'))).toBe('2026-11-21');
  });
});
