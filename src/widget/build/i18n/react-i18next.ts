/**
 * Stands in for react-i18next in the widget bundle, over the widget's i18next stand-in (./i18next.ts,
 * see there): the provider and `useTranslation`, which is all the widget uses. One language, given at
 * init, so there is nothing to load or wait for: `t` is the instance's own (stable, as react-i18next's
 * is while the language stays) and `ready` is always true.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { I18n, TFunction } from './i18next.ts';

const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation(ns?: string): { t: TFunction; i18n: I18n; ready: true } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider above it');
  return useMemo(() => ({ t: ns ? i18n.getFixedT(null, ns) : i18n.t, i18n, ready: true as const }), [i18n, ns]);
}
