/**
 * Fails when a flow, a brand or any code names a locale key that does not exist in locales/en-GB:
 * flows (every key they hold), brands (copy overrides), and in src/ every `t('…')`, `i18nKey`
 * and every string literal shaped like "namespace:key" with one of our namespaces.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeKeyExists, localeKeysOf } from '../../src/engine/flow/index.ts';
import { PROJECT_ROOT, flowFiles, loadFlowFile, readLocaleKeys } from '../../src/engine/flow/load.node.ts';
import { NAMESPACES, allLocaleKeys, createI18n, type BrandDefinition } from '../../src/engine/i18n/index.ts';

const keys = readLocaleKeys();

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) found.push(path);
  }
  return found;
}

const NS = NAMESPACES.join('|');
const NAMESPACED_LITERAL = new RegExp(`['"\`]((?:${NS}):[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*)['"\`]`, 'g');
const T_CALL = /\bt\(\s*['"`]([A-Za-z0-9_.:]+)['"`]/g;
const I18N_KEY = /i18nKey\s*[=:]\s*\{?\s*['"`]([A-Za-z0-9_.:]+)['"`]/g;

/** Every key named in src/, with where ("file:line"). A key without a namespace is in `common`. */
function keysNamedInSource(root = join(PROJECT_ROOT, 'src')): { where: string; key: string }[] {
  const named: { where: string; key: string }[] = [];
  for (const file of sourceFiles(root)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const where = `${relative(PROJECT_ROOT, file)}:${i + 1}`;
      for (const re of [NAMESPACED_LITERAL, T_CALL, I18N_KEY]) {
        for (const m of line.matchAll(re)) {
          const key = m[1]!.includes(':') ? m[1]! : `common:${m[1]}`;
          if (re !== NAMESPACED_LITERAL && !new RegExp(`^(${NS}):`).test(key)) continue; // e.g. t('http://…') is not ours
          named.push({ where, key });
        }
      }
    });
  }
  return named;
}

describe('locale keys', () => {
  it('the loader and the browser bundle see the same keys', () => {
    expect([...allLocaleKeys()].sort()).toEqual([...keys].sort());
  });

  it('every key a flow names exists', () => {
    const missing = flowFiles().flatMap((file) => {
      const { flow } = loadFlowFile(file);
      return flow ? localeKeysOf(flow).filter(({ key }) => !localeKeyExists(keys, key)).map(({ path, key }) => `${relative(PROJECT_ROOT, file)}: ${path}: ${key}`) : [];
    });
    expect(missing).toEqual([]);
  });

  it('every key a brand overrides exists', () => {
    const dir = join(PROJECT_ROOT, 'brands');
    const missing = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => Object.keys((JSON.parse(readFileSync(join(dir, f), 'utf8')) as BrandDefinition).copy).filter((k) => !localeKeyExists(keys, k)).map((k) => `brands/${f}: ${k}`));
    expect(missing).toEqual([]);
  });

  it('every key named in src/ exists', () => {
    const named = keysNamedInSource();
    expect(named.length).toBeGreaterThan(20); // the engine's defaults at least
    const missing = named.filter(({ key }) => !localeKeyExists(keys, key)).map(({ where, key }) => `${where}: ${key}`);
    expect(missing).toEqual([]);
  });

  it('the account site names each key with its namespace, as its build finds the texts a module needs', () => {
    // A key without one (t('loading')) would be shown as itself: the build gives a module the sections it names
    // "namespace:section…" (src/widget/build/locale-parts.ts), and nothing for a bare key.
    const bare = ['account', 'ui'].flatMap((dir) =>
      sourceFiles(join(PROJECT_ROOT, 'src', dir)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => [...line.matchAll(T_CALL)].filter((m) => !m[1]!.includes(':')).map((m) => `${relative(PROJECT_ROOT, file)}:${i + 1}: ${m[1]}`)),
      ),
    );
    expect(bare).toEqual([]);
  });

  it('the scanner finds a missing key (so the test above can fail)', () => {
    const line = "const label = t('widget:buttons.noSuchButton');";
    const m = [...line.matchAll(T_CALL)].map((x) => x[1]);
    expect(m).toEqual(['widget:buttons.noSuchButton']);
    expect(localeKeyExists(keys, 'widget:buttons.noSuchButton')).toBe(false);
  });
});

describe('en-GB strings', () => {
  const t = createI18n('default').t;
  it('keep the spec’s product wording exactly, with the (sic) typo corrected', () => {
    expect(t('errors:gatewayTimeout')).toBe('We are having issues at the moment, please bear with us');
    expect(t('errors:unknownStep')).toBe('Woops something has gone wrong here..');
    expect(t('widget:prebooking.cannotTakeBooking')).toBe("Sorry, looks like we can't take this booking right now.");
    expect(t('flows:karaoke.notAvailableAtVenue', { venue: 'Revolution Leeds' })).toBe('Sorry, karaoke is not available at Revolution Leeds');
    expect(t('flows:booth.minimumSpend', { amount: '£45.00' })).toBe('Only £45.00 to go!');
    expect(t('flows:brunch.saveBooking')).toBe('Save Booking');
    expect(t('flows:brunch.completeBooking')).toBe('Complete Booking');
    expect(t('widget:preOrder.deferredChoices')).toBe('You will be able to choose your pre-order options after completing your booking.');
    expect(t('payments:errors.applePayCancelled')).toBe('Apple Pay Cancelled');
    expect(t('account:checkIn.maxGuests', { count: 6 })).toBe("You cannot add any more guests as you've checked in the maximum of 6 people");
    expect(t('account:dateOfBirth.minimumAge', { count: 18 })).toBe('You must be at least 18 years old to sign up');
  });

  it('pluralise with _one/_other', () => {
    expect(t('common:people', { count: 1 })).toBe('1 person');
    expect(t('common:people', { count: 7 })).toBe('7 people');
    expect(t('flows:atTableMasterclass.exactlySix', { count: 6 })).toBe('This masterclass is for exactly 6 people.');
  });

  it('apply brand overrides and brand variables', () => {
    expect(createI18n('playhouse').t('widget:header.bookNow')).toBe('Book Your Night');
    expect(createI18n(4).t('widget:header.bookNow')).toBe('Book Your Night');
    expect(createI18n('revolution').t('widget:header.bookNow')).toBe('Book Now');
    expect(createI18n('decuba').t('widget:share.text', { venue: 'Leeds', date: '12/12/2026', link: 'L' })).toBe('Join my fiesta at Leeds on 12/12/2026! Add yourself to the booking here: L');
    expect(createI18n(99).t('common:appName')).toBe('Covers bookings');
  });
});
