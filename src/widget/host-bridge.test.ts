import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '../engine/clock/clock.ts';
import { hostMessage, widgetMessage } from '../embed/protocol.ts';
import { allowedParentOrigins, bookingUpdateFrom, HostBridge, resolveParentOrigin, storeHost } from './host-bridge.ts';

const HOST = 'https://www.revolution-bars.example';
const WIDGET = 'https://bookings.example';

describe('resolveParentOrigin', () => {
  const allowed = allowedParentOrigins([HOST], WIDGET);

  it('takes ancestorOrigins where the browser has it, else the referrer', () => {
    expect(resolveParentOrigin({ ancestorOrigins: [HOST], referrer: '', allowed })).toBe(HOST);
    expect(resolveParentOrigin({ ancestorOrigins: null, referrer: `${HOST}/book?x=1`, allowed })).toBe(HOST);
    expect(resolveParentOrigin({ ancestorOrigins: [], referrer: `${WIDGET}/demo/revolution`, allowed })).toBe(WIDGET);
  });

  it('is null for an origin not on the list, or none at all', () => {
    expect(resolveParentOrigin({ ancestorOrigins: ['https://evil.example'], referrer: `${HOST}/`, allowed })).toBeNull();
    expect(resolveParentOrigin({ ancestorOrigins: null, referrer: 'https://www.revolution-bars.example.evil.example/', allowed })).toBeNull();
    expect(resolveParentOrigin({ ancestorOrigins: null, referrer: '', allowed })).toBeNull();
    expect(resolveParentOrigin({ ancestorOrigins: null, referrer: 'not a url', allowed })).toBeNull();
  });
});

/** A window inside a frame whose parent records what it is sent. */
function fakeFrame(parentOrigin: string | null) {
  const sent: { data: unknown; origin: string }[] = [];
  const listeners = new Set<(e: MessageEvent) => void>();
  const parent = { postMessage: (data: unknown, origin: string) => sent.push({ data, origin }) };
  const win = {
    parent,
    location: { ancestorOrigins: parentOrigin ? [parentOrigin] : [] },
    document: { referrer: '' },
    addEventListener: (_: string, fn: (e: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: MessageEvent) => void) => listeners.delete(fn),
  };
  const deliver = (data: unknown, origin: string, source: unknown = parent) => {
    for (const fn of listeners) fn({ data, origin, source } as MessageEvent);
  };
  return { win: win as unknown as Window, sent, deliver, parent, listeners };
}

describe('HostBridge', () => {
  const clock = () => new SimulatedClock(0);

  it('posts to the exact parent origin, never "*"', () => {
    const frame = fakeFrame(HOST);
    const bridge = new HostBridge({ window: frame.win, allowedOrigins: [HOST], clock: clock() });
    bridge.post('loaded', { title: 'Revolution bookings' });
    expect(frame.sent).toEqual([{ data: widgetMessage('loaded', { title: 'Revolution bookings' }), origin: HOST }]);
  });

  it('posts nothing when the parent is not an allowed origin', () => {
    const frame = fakeFrame('https://evil.example');
    const bridge = new HostBridge({ window: frame.win, allowedOrigins: [HOST], clock: clock() });
    bridge.post('loaded', { title: 'x' });
    expect(bridge.embedded).toBe(false);
    expect(frame.sent).toEqual([]);
  });

  it('reads only well-formed messages from the parent window at the parent origin', () => {
    const frame = fakeFrame(HOST);
    const bridge = new HostBridge({ window: frame.win, allowedOrigins: [HOST], clock: clock() });
    const got: unknown[] = [];
    bridge.on('params', (p) => got.push(p));
    frame.deliver(hostMessage('params', { people: 6 }), 'https://evil.example');
    frame.deliver(hostMessage('params', { people: 7 }), HOST, { postMessage() {} });
    frame.deliver({ covers: 1, type: 'params', payload: { people: 'eight' } }, HOST);
    frame.deliver(hostMessage('params', { people: 9 }), HOST);
    expect(got).toEqual([{ people: 9 }]);
    bridge.destroy();
    frame.deliver(hostMessage('params', { people: 10 }), HOST);
    expect(got).toEqual([{ people: 9 }]);
  });

  it('reports height + 80: first at 500 ms, then every 100 ms, only when it changed', () => {
    const frame = fakeFrame(HOST);
    const c = clock();
    const bridge = new HostBridge({ window: frame.win, allowedOrigins: [HOST], clock: c });
    let height = 400;
    const stop = bridge.startHeightReports(() => height);
    const heights = () => frame.sent.map((s) => (s.data as { payload: { height: number } }).payload.height);
    c.advance(499);
    expect(heights()).toEqual([]);
    c.advance(1);
    expect(heights()).toEqual([480]);
    c.advance(300);
    expect(heights()).toEqual([480]);
    height = 612.4;
    c.advance(100);
    expect(heights()).toEqual([480, 693]);
    stop();
    height = 100;
    c.advance(1000);
    expect(heights()).toEqual([480, 693]);
  });
});

describe('the store’s host messages', () => {
  it('become booking_update messages of the protocol: a provisional booking has a payment due', () => {
    expect(bookingUpdateFrom({ ref_code: 'T2E53MYN', status_id: 1, value: 4550, amount_paid: 0, deposit: null, bar_id: 11, party_type: 1, people: 4, date: '2026-11-28', time: '19:00' })).toEqual({
      status: 'confirmed',
      ref_code: 'T2E53MYN',
      value: 4550,
      paid: 0,
      currency: 'GBP',
      payment_due: false,
      people: 4,
      bar_id: 11,
      party_type: 1,
    });
    expect(bookingUpdateFrom({ ref_code: 'DEP00001', status_id: 0, value: 12000, amount_paid: 0 })).toMatchObject({ status: 'provisional', value: 12000, paid: 0, payment_due: true });
    expect(bookingUpdateFrom({ ref_code: 'DEP00001', status_id: 1, value: 21000, amount_paid: 6000 })).toMatchObject({ status: 'confirmed', value: 21000, paid: 6000, payment_due: false });
    // An enquiry sells nothing yet: no value, whatever the session priced.
    expect(bookingUpdateFrom({ ref_code: 'ENQ00001', status_id: 3, value: 12000 })).toEqual({ status: 'enquiry', ref_code: 'ENQ00001', paid: 0, currency: 'GBP', payment_due: false });
    expect(bookingUpdateFrom({ ref_code: 'X', status_id: 4 })).toBeNull();
    expect(bookingUpdateFrom({})).toBeNull();
  });

  it('are posted through the bridge; a partner page opens in its own tab', () => {
    const frame = fakeFrame(HOST);
    const bridge = new HostBridge({ window: frame.win, allowedOrigins: [HOST], clock: new SimulatedClock(0) });
    const opened: unknown[][] = [];
    const host = storeHost(bridge, { open: (...args: unknown[]) => (opened.push(args), null) } as Pick<Window, 'open'>);
    host.notify!({ type: 'close_booking' });
    host.notify!({ type: 'booking_update', data: { ref_code: 'T2E53MYN', status_id: 1, value: 4550, amount_paid: 0 } });
    host.notify!({ type: 'booking_update', data: { status_id: 9 } });
    host.redirect!('https://partner.example/book');
    expect(frame.sent.map((s) => (s.data as { type: string }).type)).toEqual(['close_booking', 'booking_update']);
    expect(opened).toEqual([['https://partner.example/book', '_blank', 'noopener']]);
  });
});
