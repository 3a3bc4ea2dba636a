import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandDefinition } from '../../engine/i18n/index.ts';

export const PAGE_TITLE_ID = 'covers-page-title';

/** The page around every account page: the brand's logo, one main landmark labelled by the title. */
export function AccountPage({ brand, title, children }: { brand: BrandDefinition; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);
  return (
    <div className="covers-page">
      <header className="covers-page__header">
        <a href={brand.links.site} className="covers-page__brand">
          <img src={brand.theme.logoUrl} alt={brand.name} width="180" height="48" />
        </a>
      </header>
      <main className="covers-page__main" aria-labelledby={PAGE_TITLE_ID}>
        <h1 id={PAGE_TITLE_ID} className="covers-page__title" tabIndex={-1}>
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}

/** Moves focus to a heading when `when` becomes true (a new stage of the page the customer caused). */
export function useFocusOn<T extends HTMLElement>(when: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-busy="true" className="covers-payment-status">
      <span className="covers-spinner" aria-hidden="true" />
      {t('loading')}
    </p>
  );
}
