/**
 * /allergens (spec §2.7, §4 "Allergen filter"): the declaration on load as a full-page dialog (Accept; the
 * warning button opens it again), a location and then a menu, a search, and the menu's categories with
 * their item cards, filtered by the engine's rules (src/engine/menus/filter.ts). Below 1200 px the
 * filters are a drawer behind a handle, which counts the filters on. What is chosen lives in the address
 * (allergen-address.ts): a reload or a shared link opens the same menu, filtered the same way.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { filterMenu } from '../../../engine/menus/filter.ts';
import { Dialog } from '../../../ui/payments/Dialog.tsx';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { MenuApi } from '../../../api-client/menus.ts';
import { activeFilters, addressOfState, stateOfAddress, type AllergenPageState } from './allergen-address.ts';
import { AllergenFilters } from './AllergenFilters.tsx';
import { MenuItemCard } from './MenuItemCard.tsx';

/** The width below which the filters are a drawer (spec §9). */
const DRAWER_BELOW_PX = 1200;

function useNarrow(): boolean {
  const query = `(max-width: ${DRAWER_BELOW_PX - 0.02}px)`;
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => setNarrow(list.matches);
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return narrow;
}

export function AllergensPage() {
  const { t } = useTranslation();
  const { bars, path } = useSite();
  const menus = useApi(MenuApi);
  const [declaration, setDeclaration] = useState(true);
  const [params, setParams] = useSearchParams();
  // Read from the address once; then the page's own state, written back to the address. Inputs drawn from the
  // address itself would lag a keystroke behind it (the router updates it in a transition).
  const [state, setState] = useState(() => stateOfAddress(params));
  const { barId, menuId, search, filters } = state;
  const change = (fields: Partial<AllergenPageState>) => setState((current) => ({ ...current, ...fields }));
  const setFilters = (next: AllergenPageState['filters']) => change({ filters: next });
  const writeAddress = useRef(setParams);
  writeAddress.current = setParams;
  useEffect(() => {
    const next = addressOfState(new URLSearchParams(window.location.search), state);
    // Replaced rather than pushed: Back leaves the page, not each filter.
    if (`?${next.toString()}` !== window.location.search && (next.toString() !== '' || window.location.search !== '')) writeAddress.current(next, { replace: true });
  }, [state]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useRef<HTMLSelectElement>(null);
  const accept = () => {
    setDeclaration(false);
    // Accepted on arrival, the focus would be left on nothing: it goes to the page's first choice.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body || document.activeElement === null) location.current?.focus();
    });
  };
  const narrow = useNarrow();
  const ids = { location: useId(), menu: useId(), search: useId(), drawer: useId() };

  const menuTypes = useQuery({ queryKey: ['allergen-menu-types', barId], queryFn: () => menus.menuTypes(Number(barId)), enabled: barId !== '' });
  const menu = useQuery({ queryKey: ['allergen-menu', barId, menuId], queryFn: () => menus.menu(Number(barId), Number(menuId)), enabled: barId !== '' && menuId !== '' });
  const sortedMenus = useMemo(() => [...(menuTypes.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [menuTypes.data]);
  const shown = useMemo(() => (menu.data ? filterMenu(menu.data, { ...filters, search }) : []), [menu.data, filters, search]);
  const sortedBars = useMemo(() => [...bars].sort((a, b) => a.name.localeCompare(b.name)), [bars]);

  const filterPanel = <AllergenFilters filters={filters} onChange={setFilters} />;
  return (
    <AccountPage title={t('account:allergens.heading')}>
      {declaration && (
        <Dialog title={t('account:allergens.declarationHeading')} onClose={accept} closable={false} className="covers-allergens__declaration">
          <p>{t('account:allergens.declaration')}</p>
          <button type="button" className="covers-button" onClick={accept}>
            {t('account:allergens.accept')}
          </button>
        </Dialog>
      )}
      <p>
        <button type="button" className="covers-button covers-button--warning" onClick={() => setDeclaration(true)}>
          {t('account:allergens.warning')}
        </button>
      </p>
      <div className={`covers-allergens${narrow ? ' covers-allergens--narrow' : ''}`}>
        {narrow ? (
          <div className="covers-allergens__drawer">
            <button type="button" className="covers-button covers-button--secondary covers-allergens__handle" aria-expanded={drawerOpen} aria-controls={ids.drawer} onClick={() => setDrawerOpen(!drawerOpen)}>
              {activeFilters(filters) > 0 ? t('account:allergens.filtersOn', { count: activeFilters(filters) }) : t('account:allergens.filters')}
            </button>
            <section id={ids.drawer} aria-label={t('account:allergens.filters')} hidden={!drawerOpen} className="covers-allergens__filters">
              {filterPanel}
            </section>
          </div>
        ) : (
          <section aria-label={t('account:allergens.filters')} className="covers-allergens__filters">
            {filterPanel}
          </section>
        )}
        <div className="covers-allergens__menu">
          <div className="covers-field">
            <label htmlFor={ids.location}>{t('account:allergens.location')}</label>
            <select ref={location} id={ids.location} value={barId} onChange={(event) => change({ barId: event.target.value, menuId: '' })}>
              <option value="" />
              {sortedBars.map((bar) => (
                <option key={bar.id} value={bar.id}>
                  {bar.name}
                </option>
              ))}
            </select>
          </div>
          <div className="covers-field">
            <label htmlFor={ids.menu}>{t('account:allergens.menu')}</label>
            <select id={ids.menu} value={menuId} disabled={barId === '' || !menuTypes.data} onChange={(event) => change({ menuId: event.target.value })}>
              <option value="" />
              {sortedMenus.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
          <div className="covers-field">
            <label htmlFor={ids.search}>{t('account:allergens.search')}</label>
            <input id={ids.search} type="search" value={search} onChange={(event) => change({ search: event.target.value })} />
          </div>
          {barId !== '' && (
            <p>
              {/* The PDFs of the chosen menu's type: a drinks menu's link opens the drinks PDFs. */}
              <Link to={path(`/allergens-pdf/${sortedMenus.find((m) => String(m.id) === menuId)?.type ?? 'food'}/${barId}`)}>{t('account:allergens.printable')}</Link>
            </p>
          )}
          <div aria-live="polite" className="covers-allergens__results">
            {barId === '' ? (
              <p>{t('account:allergens.selectLocation')}</p>
            ) : menuTypes.isError ? (
              <FormMessage kind="error">{errorMessage(menuTypes.error, t('account:site.loadFailed'))}</FormMessage>
            ) : menuId === '' ? (
              <p>{t('account:allergens.selectMenu')}</p>
            ) : menu.isError ? (
              <FormMessage kind="error">{errorMessage(menu.error, t('account:site.loadFailed'))}</FormMessage>
            ) : !menu.data ? (
              <Loading />
            ) : menu.data.length === 0 ? (
              <p>{t('account:allergens.empty')}</p>
            ) : shown.length === 0 ? (
              <p>{t('account:allergens.noItems')}</p>
            ) : (
              shown.map(({ category, items }) => (
                <details key={category} open className="covers-menu-category">
                  <summary>
                    <h2 className="covers-menu-category__name">{category}</h2>
                  </summary>
                  <ul className="covers-menu-category__items">
                    {items.map(({ item, mayContain }) => (
                      <MenuItemCard key={item.name} item={item} mayContain={mayContain} showCalories={filters.showCalories} />
                    ))}
                  </ul>
                </details>
              ))
            )}
          </div>
        </div>
      </div>
    </AccountPage>
  );
}
