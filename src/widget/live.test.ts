/**
 * Live reload in the widget (development): an update from /dev/live is taken where the customer is (the
 * store's flows), the page's texts (a locale or a brand's copy) and the brand's look; a refused edit only
 * shows its problems.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '../engine/clock/clock.ts';
import { loadFlows } from '../engine/flow/load.node.ts';
import type { LiveUpdate } from '../engine/flow/live-update.ts';
import { BRANDS, type BrandDefinition } from '../engine/i18n/index.ts';
import { WidgetStore, type StoreTransport } from '../engine/store/index.ts';
import { livePage, takeLiveUpdate } from './live.ts';
import { createWidgetI18n } from './shell/i18n.ts';
import widgetTexts from '../../locales/en-GB/widget.json' with { type: 'json' };

const flows = loadFlows();
const brand = BRANDS.revolution;

function setUp() {
  // The store is never started here: nothing is sent.
  const store = new WidgetStore({ transport: {} as StoreTransport, clock: new SimulatedClock(Date.parse('2026-11-21T12:00:00Z')), flows, brand });
  const page = livePage(createWidgetI18n(brand));
  const themes: BrandDefinition[] = [];
  return { store, page, themes, to: { store, brand, page, theme: (b: BrandDefinition) => themes.push(b) } };
}

const edited = (version: number, change: Partial<LiveUpdate> = {}): LiveUpdate => ({
  version,
  flows: Object.fromEntries([...flows].map(([id, flow]) => [id, id === 'TableBooking' ? { ...flow, dateRules: { allowedMonths: [6, 7, 8] } } : flow])),
  validators: {},
  problems: [],
  ...change,
});

describe('a live update in the widget', () => {
  it('replaces the flows where the customer is, and keeps the built ones until the first edit', () => {
    const { store, to } = setUp();
    takeLiveUpdate({ version: 0, problems: [] }, to);
    expect(store.flow.dateRules).toBeUndefined();
    takeLiveUpdate(edited(1), to);
    expect(store.flow.id).toBe('TableBooking');
    expect(store.flow.dateRules).toEqual({ allowedMonths: [6, 7, 8] });
  });

  it('takes edited texts and the brand’s copy and look', () => {
    const { page, themes, to } = setUp();
    expect(page.i18n.get().t('widget:header.bookNow')).toBe('Book Now');
    const recoloured = { ...brand, copy: { ...brand.copy, 'widget:header.enquireNow': 'Ask us' }, theme: { ...brand.theme, colours: { ...brand.theme.colours, primary: '#123456' } } };
    takeLiveUpdate(edited(1, { locales: { widget: { ...widgetTexts, header: { ...widgetTexts.header, bookNow: 'Book a table' } } }, brands: [recoloured] }), to);
    expect(page.i18n.get().t('widget:header.bookNow')).toBe('Book a table');
    expect(page.i18n.get().t('widget:header.enquireNow')).toBe('Ask us');
    expect(themes.map((b) => b.theme.colours.primary)).toEqual(['#123456']);
  });

  it('shows a refused edit’s problems and changes nothing else; the next good edit clears them', () => {
    const { store, page, to } = setUp();
    takeLiveUpdate(edited(1), to);
    // The server sends the last good files with the problems (a page opened meanwhile runs them too).
    takeLiveUpdate(edited(1, { problems: ['flows/TableBooking.json: /: cannot read JSON'] }), to);
    expect(page.problems.get()).toEqual(['flows/TableBooking.json: /: cannot read JSON']);
    expect(store.flow.dateRules).toEqual({ allowedMonths: [6, 7, 8] });
    takeLiveUpdate(edited(2), to);
    expect(page.problems.get()).toEqual([]);
  });

  it('never takes flows without the one a booking starts on', () => {
    const { store, to } = setUp();
    takeLiveUpdate(edited(1, { flows: { BrunchBooking: flows.get('BrunchBooking')! } }), to);
    expect(store.flow.id).toBe('TableBooking');
  });
});
