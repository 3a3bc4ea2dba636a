import { describe, expect, it } from 'vitest';
import { BRANDS, createI18n, lookup, loadResources, NAMESPACES } from '../../engine/i18n/index.ts';
import { createWidgetI18n, WIDGET_NAMESPACES, widgetResources } from './i18n.ts';

describe('the widget’s i18n', () => {
  it('translates every widget namespace as createI18n does, brand copy and variables included', () => {
    for (const brand of Object.values(BRANDS)) {
      const full = loadResources(brand);
      const mine = widgetResources(brand);
      for (const ns of WIDGET_NAMESPACES) expect(mine[ns]).toEqual(full[ns]);
      const a = createWidgetI18n(brand);
      const b = createI18n(brand);
      for (const key of [
        'widget:header.bookNow',
        'widget:header.timeToParty',
        'common:appName',
        'widget:prebooking.bookingType',
        'errors:unknownStep',
      ])
        expect(a.t(key)).toBe(b.t(key));
    }
  });

  it('leaves out only the account site’s namespace and the e-mails’', () => {
    expect(NAMESPACES.filter((ns) => !(WIDGET_NAMESPACES as readonly string[]).includes(ns))).toEqual([
      'account',
      'email',
    ]);
  });

  it('never changes the shared resources', () => {
    widgetResources(BRANDS.playhouse);
    expect(lookup(widgetResources(BRANDS.default) as never, 'widget:header.bookNow')).toBe('Book Now');
    expect(createWidgetI18n(BRANDS.default).t('widget:header.bookNow')).toBe('Book Now');
    expect(createWidgetI18n(BRANDS.playhouse).t('widget:header.bookNow')).toBe('Book Your Night');
  });
});
