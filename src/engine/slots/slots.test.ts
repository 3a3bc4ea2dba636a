import { describe, expect, it } from 'vitest';
import { SLOT_PAGE_SIZE } from '../constants.ts';
import { dayPartTabs, dayPartWindow, isInDayPart, isTooSoon } from './day-parts.ts';
import { initialDayPart, initialSlotPage } from './initial.ts';
import { slotAriaLabel } from './label.ts';
import { slotPage, slotPageCount } from './paging.ts';
import { slotState, type DayPart, type Slot } from './types.ts';

const DATE = '2026-12-12';

/** A slot on DATE; times before 08:00 fall on the next calendar morning, as the server sends them. */
function slot(time: string, available = true, can_fallback = false): Slot {
  const nextMorning = time < '08:00';
  return {
    time,
    full_date: `${nextMorning ? '2026-12-13' : DATE} ${time}`,
    available,
    price: 0,
    can_fallback,
  };
}

/** 12:00, 12:30 … 01:30: 28 slots, three pages of 12. */
const DAY: Slot[] = [
  ...['12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '00', '01'].flatMap((h) => [
    slot(`${h}:00`),
    slot(`${h}:30`),
  ]),
];

const times = (slots: readonly Slot[]) => slots.map((s) => s.time);
/** The DAY's times from `first`, `count` of them (every half hour). */
const halfHours = (first: string, count: number) => {
  const start = times(DAY).indexOf(first);
  return times(DAY).slice(start, start + count);
};

const lunch: DayPart = {
  id: 1,
  name: 'Lunch',
  start: '12:00',
  end: '17:00',
  display_order: 2,
  is_default: false,
};
const evening: DayPart = {
  id: 2,
  name: 'Evening',
  start: '17:00',
  end: '02:00',
  display_order: 1,
  is_default: true,
};
const late: DayPart = {
  id: 3,
  name: 'Late',
  start: '00:00',
  end: '03:00',
  display_order: 3,
  is_default: false,
};

/** Instants in December are GMT, so London wall clock = UTC. */
const at = (iso: string) => Date.parse(iso);

describe('slot state', () => {
  it('maps availability and fallback to Book now, Let’s talk or disabled', () => {
    expect(slotState({ available: true, can_fallback: false })).toBe('available');
    expect(slotState({ available: true, can_fallback: true })).toBe('available');
    expect(slotState({ available: false, can_fallback: true })).toBe('enquiry');
    expect(slotState({ available: false, can_fallback: false })).toBe('unavailable');
  });
});

describe('slot pages', () => {
  it('cuts pages of 12 with earlier and later', () => {
    expect(SLOT_PAGE_SIZE).toBe(12);
    expect(slotPageCount(DAY)).toBe(3);
    const first = slotPage(DAY, 0);
    expect(times(first.slots)).toEqual(halfHours('12:00', 12));
    expect(times(first.slots).at(-1)).toBe('17:30');
    expect(first).toMatchObject({ index: 0, count: 3, hasEarlier: false, hasLater: true });
    const middle = slotPage(DAY, 1);
    expect(middle.slots[0]!.time).toBe('18:00');
    expect(middle).toMatchObject({ hasEarlier: true, hasLater: true });
    const last = slotPage(DAY, 2);
    expect(times(last.slots)).toEqual(['00:00', '00:30', '01:00', '01:30']);
    expect(last).toMatchObject({ hasEarlier: true, hasLater: false });
  });

  it('clamps a stale index and copes with no slots', () => {
    expect(slotPage(DAY, 7).index).toBe(2);
    expect(slotPage(DAY, -1).index).toBe(0);
    expect(slotPage([], 3)).toEqual({ index: 0, count: 0, slots: [], hasEarlier: false, hasLater: false });
    expect(slotPage(DAY.slice(0, 12), 0)).toMatchObject({ count: 1, hasLater: false });
  });
});

describe('day-part windows', () => {
  it('ends a part at or before 08:00 on the next day', () => {
    expect(dayPartWindow(lunch)).toEqual({ start: 720, end: 1020 });
    expect(dayPartWindow(evening)).toEqual({ start: 1020, end: 1560 });
    expect(dayPartWindow({ start: '17:00', end: '08:00' })).toEqual({ start: 1020, end: 1920 });
    expect(dayPartWindow({ start: '17:00', end: '08:01' })).toEqual({ start: 1020, end: 481 });
  });

  it('starts an after-midnight part after midnight, but keeps a breakfast part in the morning', () => {
    expect(dayPartWindow(late)).toEqual({ start: 1440, end: 1620 });
    expect(dayPartWindow({ start: '07:00', end: '11:00' })).toEqual({ start: 420, end: 660 });
  });

  it('includes the start and excludes the end', () => {
    expect(isInDayPart({ time: '17:00' }, evening)).toBe(true);
    expect(isInDayPart({ time: '16:59' }, evening)).toBe(false);
    expect(isInDayPart({ time: '01:30' }, evening)).toBe(true);
    expect(isInDayPart({ time: '02:00' }, evening)).toBe(false);
    expect(isInDayPart({ time: '17:00' }, lunch)).toBe(false);
    expect(isInDayPart({ time: '12:00' }, late)).toBe(false);
    expect(isInDayPart({ time: '00:00' }, late)).toBe(true);
  });
});

describe('too soon to show', () => {
  it('hides slots starting less than 30 minutes from now, in London time', () => {
    expect(isTooSoon({ time: '19:00' }, DATE, at('2026-12-12T18:30:00Z'))).toBe(false);
    expect(isTooSoon({ time: '19:00' }, DATE, at('2026-12-12T18:30:00.001Z'))).toBe(true);
    expect(isTooSoon({ time: '19:00' }, DATE, at('2026-12-12T20:00:00Z'))).toBe(true);
    // A 01:00 slot of the 12th happens on the morning of the 13th.
    expect(isTooSoon({ time: '01:00' }, DATE, at('2026-12-13T00:31:00Z'))).toBe(true);
    expect(isTooSoon({ time: '01:00' }, DATE, at('2026-12-13T00:30:00Z'))).toBe(false);
  });

  it('uses British Summer Time in summer', () => {
    // 19:00 BST is 18:00 UTC.
    expect(isTooSoon({ time: '19:00' }, '2026-07-12', at('2026-07-12T17:30:00Z'))).toBe(false);
    expect(isTooSoon({ time: '19:00' }, '2026-07-12', at('2026-07-12T17:31:00Z'))).toBe(true);
  });
});

describe('day-part tabs', () => {
  it('groups slots by part in display order', () => {
    const tabs = dayPartTabs(DAY, [lunch, evening, late], { date: DATE, now: at('2026-12-12T09:00:00Z') });
    expect(tabs.map((t) => [t.part.name, t.disabled, t.slots.length])).toEqual([
      ['Evening', false, 18],
      ['Lunch', false, 10],
      ['Late', false, 4],
    ]);
    expect(times(tabs[1]!.slots)).toEqual(halfHours('12:00', 10));
    expect(times(tabs[1]!.slots).at(-1)).toBe('16:30');
    expect(tabs[0]!.slots.at(-1)!.time).toBe('01:30');
  });

  it('hides slots within 30 minutes and disables a part left empty', () => {
    const tabs = dayPartTabs(DAY, [lunch, evening], { date: DATE, now: at('2026-12-12T16:31:00Z') });
    expect(tabs.map((t) => [t.part.name, t.disabled])).toEqual([
      ['Evening', false],
      ['Lunch', true],
    ]);
    expect(times(tabs[0]!.slots).slice(0, 2)).toEqual(['17:30', '18:00']);
  });

  it('disables a part with no slots at all', () => {
    const tabs = dayPartTabs([slot('19:00')], [lunch, evening], {
      date: DATE,
      now: at('2026-12-12T09:00:00Z'),
    });
    expect(tabs.map((t) => t.disabled)).toEqual([false, true]);
  });
});

describe('initial page', () => {
  it('opens the page holding the selected time', () => {
    expect(initialSlotPage(DAY, { selectedTime: '13:00', requestedTime: '00:30' })).toBe(0);
    expect(initialSlotPage(DAY, { selectedTime: '00:30:00' })).toBe(2);
  });

  it('else the page closest to the requested time, 19:00 by default', () => {
    expect(initialSlotPage(DAY, { selectedTime: '09:00', requestedTime: '23:50' })).toBe(2);
    expect(initialSlotPage(DAY, { requestedTime: '11:00' })).toBe(0);
    expect(initialSlotPage(DAY)).toBe(1);
    expect(initialSlotPage(DAY, { requestedTime: 'nonsense' })).toBe(1);
    // After midnight is later than the evening, not earlier than lunch.
    expect(initialSlotPage(DAY, { requestedTime: '03:00' })).toBe(2);
  });

  it('picks the earlier slot on a tie, and page 0 when there are no slots', () => {
    const twoPages = [...DAY.slice(0, 11), slot('17:40'), slot('17:50')];
    // 17:45 is 5 minutes from 17:40 (page 0) and from 17:50 (page 1).
    expect(initialSlotPage(twoPages, { requestedTime: '17:45' })).toBe(0);
    expect(initialSlotPage([], { selectedTime: '19:00' })).toBe(0);
  });
});

describe('initial day part', () => {
  const morning = at('2026-12-12T09:00:00Z');
  const tabs = dayPartTabs(DAY, [lunch, evening, late], { date: DATE, now: morning });

  it('opens the part holding the selected time', () => {
    expect(initialDayPart(tabs, { selectedTime: '13:00', requestedTime: '20:00' })?.part.name).toBe('Lunch');
    // 00:30 is in both Evening and Late; the first in display order wins.
    expect(initialDayPart(tabs, { selectedTime: '00:30' })?.part.name).toBe('Evening');
  });

  it('else the part holding the slot closest to the requested time, 19:00 by default', () => {
    expect(initialDayPart(tabs, { requestedTime: '14:10' })?.part.name).toBe('Lunch');
    expect(initialDayPart(tabs, { selectedTime: '10:00', requestedTime: '16:50' })?.part.name).toBe(
      'Evening',
    );
    expect(initialDayPart(tabs, { lastUsedPartId: 1 })?.part.name).toBe('Evening');
    const noEvening = dayPartTabs(DAY.slice(0, 10), [lunch, evening], { date: DATE, now: morning });
    expect(initialDayPart(noEvening, { lastUsedPartId: 2 })?.part.name).toBe('Lunch');
  });

  it('skips a selected time that is now hidden', () => {
    const afternoon = dayPartTabs(DAY, [lunch, evening], { date: DATE, now: at('2026-12-12T16:45:00Z') });
    expect(initialDayPart(afternoon, { selectedTime: '17:00', requestedTime: '12:00' })?.part.name).toBe(
      'Evening',
    );
  });

  it('when every part is disabled: the part last used, else the default part, else the first', () => {
    const empty = dayPartTabs([], [lunch, evening, late], { date: DATE, now: morning });
    expect(initialDayPart(empty, { lastUsedPartId: 3 })?.part.name).toBe('Late');
    expect(initialDayPart(empty, { lastUsedPartId: '1' })?.part.name).toBe('Lunch');
    expect(initialDayPart(empty, { lastUsedPartId: 99 })?.part.name).toBe('Evening');
    expect(initialDayPart(empty)?.part.name).toBe('Evening');
    const noDefault = dayPartTabs([], [lunch, { ...late, is_default: false }], { date: DATE, now: morning });
    expect(initialDayPart(noDefault)?.part.name).toBe('Lunch');
    expect(initialDayPart([])).toBeUndefined();
  });
});

describe('slot labels', () => {
  it('reads date, time and state', () => {
    expect(slotAriaLabel(slot('19:00'))).toBe('Saturday 12 December 2026, 19:00, available');
    expect(slotAriaLabel(slot('19:00', false))).toBe('Saturday 12 December 2026, 19:00, not available');
    expect(slotAriaLabel(slot('19:00', false, true))).toBe('Saturday 12 December 2026, 19:00, enquiry only');
    expect(slotAriaLabel(slot('01:00'))).toBe('Sunday 13 December 2026, 01:00, available');
  });

  it('takes translated state words', () => {
    const words = { available: 'libre', enquiry: 'sur demande', unavailable: 'complet' };
    expect(slotAriaLabel(slot('19:00', false), words)).toBe('Saturday 12 December 2026, 19:00, complet');
  });
});
