import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { localeParts as partsPlugin, partsNamed, readLocaleSections } from '../../widget/build/locale-parts.ts';
import { createInstance } from '../../widget/build/i18n/i18next.ts';
import { BRANDS, type BrandDefinition } from './brand.ts';
import { i18nSettings } from './core.ts';
import { createPartsI18n, LocaleParts, type PartsReceiver } from './parts.ts';

/** A brand whose copy overrides texts of the account site's login page. */
const brand: BrandDefinition = {
  ...BRANDS.revolution,
  code: 'test-brand',
  copy: { 'account:auth.loginHeading': 'Sign in to {{brandName}}', 'common:people_other': '{{count}} guests' },
};

const sections = readLocaleSections();
const part = (ns: string, section: string) => ({ ns, section, texts: sections[ns]!.get(section)! });

/** i18next itself, and the build's stand-in for it, each with no texts yet. */
function instances() {
  const real = i18next.createInstance();
  void real.init(i18nSettings(brand, {}, []));
  return { real, standIn: createInstance(i18nSettings(brand, {}, [])) };
}

describe('the account site’s texts in parts', () => {
  for (const which of ['real', 'standIn'] as const) {
    it(`lays the brand’s overrides over a part that arrives after the page started, and one that was there before (${which === 'real' ? 'i18next' : 'the stand-in'})`, () => {
      const i18n = instances()[which];
      const parts = new LocaleParts();
      parts.add(part('common', 'people'));
      parts.connect(i18n as PartsReceiver, brand);
      expect(i18n.t('common:people', { count: 3 })).toBe('3 guests');
      expect(i18n.t('common:people', { count: 1 })).toBe('1 person');
      // Not loaded yet: the key, as for any text not there.
      expect(i18n.t('account:auth.loginHeading')).toBe('auth.loginHeading');
      parts.add(part('account', 'auth'));
      expect(i18n.t('account:auth.loginHeading')).toBe('Sign in to Revolution');
      expect(i18n.t('account:auth.email')).toBe('E-mail address');
      // A later part of the same namespace leaves the earlier ones.
      parts.add(part('account', 'site'));
      expect(i18n.t('account:site.nav')).toBe('Account');
      expect(i18n.t('account:auth.loginHeading')).toBe('Sign in to Revolution');
    });
  }

  it('refuses an override of a text its section does not have, when that section arrives', () => {
    const parts = new LocaleParts();
    const typo = { ...brand, copy: { 'account:auth.loginHeadnig': 'x' } };
    parts.connect(instances().standIn, typo);
    // Another section: nothing to check yet.
    expect(() => parts.add(part('account', 'site'))).not.toThrow();
    expect(() => parts.add(part('account', 'auth'))).toThrow('Brand "test-brand" overrides unknown locale key "account:auth.loginHeadnig"');
  });

  it('never changes the texts a part arrived with (another brand’s page gets them as written)', () => {
    const auth = part('account', 'auth');
    const parts = new LocaleParts();
    parts.connect(instances().standIn, brand);
    parts.add(auth);
    expect((auth.texts.auth as Record<string, string>).loginHeading).toBe('Login');
  });

  it('finds the parts a module names: literal keys, a template’s literal start, a namespace alone in a template', () => {
    expect(partsNamed("t('account:auth.login'); t(`account:site.routes.${page}`); t('common:people', { count })", sections)).toEqual(['account/auth', 'account/site', 'common/people']);
    expect(partsNamed('t(`errors:${code}`)', sections)).toEqual([...sections.errors!.keys()].map((s) => `errors/${s}`).sort());
    // Not ours, or no such section: nothing.
    expect(partsNamed("'mailto:x'; 'account:noSuchSection.x'; 'email: '", sections)).toEqual([]);
  });
});

describe('a part as the build makes it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'covers-locale-part-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('comes with the login page’s module and, loaded after the page started, shows with the brand’s override', async () => {
    const plugin = partsPlugin();
    const hooks = plugin as unknown as {
      buildStart(this: { addWatchFile(file: string): void }): void;
      resolveId(id: string): string | undefined;
      load(id: string): string | undefined;
      transform(code: string, id: string): { code: string } | undefined;
    };
    hooks.buildStart.call({ addWatchFile: () => undefined });
    const loginPage = fileURLToPath(new URL('../../account/pages/auth/LoginPage.tsx', import.meta.url));
    const transformed = hooks.transform(readFileSync(loginPage, 'utf8'), loginPage)!;
    expect(transformed.code).toContain('import "covers-locale-part:account/auth";');
    const id = hooks.resolveId('covers-locale-part:account/auth')!;
    const file = join(dir, 'account-auth.mjs');
    writeFileSync(file, hooks.load(id)!);

    const i18n = createPartsI18n(brand);
    expect(i18n.t('account:auth.loginHeading')).toBe('auth.loginHeading');
    await import(/* @vite-ignore */ file);
    expect(i18n.t('account:auth.loginHeading')).toBe('Sign in to Revolution');
    expect(i18n.t('account:auth.password')).toBe('Password');
  });
});
