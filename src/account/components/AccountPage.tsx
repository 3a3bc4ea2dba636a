import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Customer } from '../../api-client/account-types.ts';
import { ME_KEY } from '../site/queries.ts';
import { useSite } from '../site/SiteContext.tsx';
import { focusAfterNavigation } from '../site/route-focus.ts';

export const PAGE_TITLE_ID = 'covers-page-title';

/**
 * The page around every account page: the brand's logo, the account links once someone is logged
 * in, one main landmark labelled by the title. The title names the document, and after the customer
 * moves to another page it takes the focus, so a screen reader says where they are.
 */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { brand, path } = useSite();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Only what is known already: the header asks nothing of the server.
  const me = useQuery<Customer | null>({ queryKey: ME_KEY, enabled: false }).data;
  useEffect(() => {
    document.title = `${title} · ${t('common:appName')}`;
  }, [title, t]);
  useEffect(() => {
    if (focusAfterNavigation(location.key)) heading.current?.focus();
  }, [location.key]);
  return (
    <div className="covers-page">
      <header className="covers-page__header">
        <a href={brand.links.site} className="covers-page__brand">
          <img src={brand.theme.logoUrl} alt={brand.name} width="180" height="48" />
        </a>
        {me && (
          <nav className="covers-page__nav" aria-label={t('account:site.nav')}>
            <Link to={path('/')}>{t('account:myBookings.heading')}</Link>
            <Link to={path('/my-details')}>{t('account:profile.heading')}</Link>
            <Link to={path('/society')}>{t('account:site.routes.society')}</Link>
            <Link to={path('/logout')}>{t('common:actions.logout')}</Link>
          </nav>
        )}
      </header>
      <main className="covers-page__main" aria-labelledby={PAGE_TITLE_ID}>
        <h1 id={PAGE_TITLE_ID} className="covers-page__title" tabIndex={-1} ref={heading}>
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
      {t('common:loading')}
    </p>
  );
}
