/**
 * The booking portal: /book, /book-now, /new-booking and /new-booking-debug (spec §2.3, §5). The
 * booking widget inside the site's page, started with the page's query parameters (portal-params.ts);
 * the widget resumes the session it saved, and 'Start New Booking' forgets it and the day part and
 * starts the widget again.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { forgetSavedBooking, hasSavedBooking } from '../../../engine/store/saved-booking.ts';
import type { KeyValueStorage } from '../../../engine/store/storage.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { FormMessage } from '../../components/forms.tsx';
import { NearestBarsButton } from '../../components/NearestBarsDialog.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { loadEmbed, type EmbeddedWidget } from './embed.ts';
import { portalParams } from './portal-params.ts';

/** The page's storage, which the widget's frame (this origin) shares; none where the browser refuses it. */
function pageStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export type PortalPage = 'book' | 'bookNow' | 'newBooking';

export function BookingPortalPage({ page }: { page: PortalPage }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const { search } = useLocation();
  const params = useMemo(() => portalParams(new URLSearchParams(search), brand.code), [search, brand.code]);
  const holder = useRef<HTMLDivElement>(null);
  // Each 'Start New Booking' mounts a new widget; after one, the new widget takes the focus.
  const [started, setStarted] = useState(0);
  const [saved, setSaved] = useState(() => hasSavedBooking(pageStorage(), brand.id));
  const [resumed] = useState(saved);
  const [failed, setFailed] = useState(false);
  const frameTitle = t('account:bookingPortal.frameTitle');

  useEffect(() => {
    let widget: EmbeddedWidget | undefined;
    let gone = false;
    loadEmbed().then(
      (api) => {
        if (gone || !holder.current) return;
        widget = api.mount(holder.current, { ...params }, { title: frameTitle });
        if (started > 0) widget.iframe.focus();
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      widget?.destroy();
    };
  }, [params, started, frameTitle]);

  // The widget saves its session from its frame: this page hears of it through the storage event.
  useEffect(() => {
    const follow = () => setSaved(hasSavedBooking(pageStorage(), brand.id));
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [brand.id]);

  const startNew = () => {
    forgetSavedBooking(pageStorage(), brand.id);
    setSaved(false);
    setStarted((n) => n + 1);
  };

  return (
    <AccountPage title={t(`account:site.routes.${page}`)}>
      {saved ? (
        <div className="covers-portal__resume">
          {resumed && started === 0 ? <p>{t('account:bookingPortal.resumed')}</p> : null}
          <button type="button" className="covers-button" onClick={startNew}>
            {t('account:booking.startNewBooking')}
          </button>
        </div>
      ) : null}
      <p className="covers-portal__finder">
        <NearestBarsButton />
      </p>
      {failed ? <FormMessage kind="error">{t('account:bookingPortal.loadFailed')}</FormMessage> : null}
      <div ref={holder} className="covers-portal__widget" />
    </AccountPage>
  );
}
