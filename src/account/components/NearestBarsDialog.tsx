/**
 * The nearest-bars dialog (spec §2.5, §9): the 10 nearest open, non-central bars to the browser's
 * location or a UK postcode, each with its distance in miles, its address and a link to book there
 * (or, where a page asks for a bar, a button choosing it; or the page's own link, such as the bar's check-in).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BarApi, type PublicBar } from '../../api-client/bars.ts';
import { formatMiles } from '../../engine/geo/distance.ts';
import { nearestBars } from '../../engine/geo/nearest-bars.ts';
import { Dialog } from '../../ui/payments/Dialog.tsx';
import { currentPosition, LocationDenied } from '../site/geolocation.ts';
import { useApi, useSite } from '../site/SiteContext.tsx';
import { errorMessage, FormMessage, TextField } from './forms.tsx';

interface Origin {
  latitude: number;
  longitude: number;
  /** The postcode typed, or null for the browser's location. */
  postcode: string | null;
  precision: 'postcode' | 'area';
}

export interface NearestBarsProps {
  /** Given: each bar has a button choosing it instead of a link to book. */
  onChoose?: (bar: PublicBar) => void;
  /** Given: only these bars are listed (the ones the page's own chooser offers). */
  among?: readonly number[] | undefined;
  /** Given: each bar has this link instead of the links to book and to its opening times. */
  linkFor?: ((bar: PublicBar) => { to: string; label: string }) | undefined;
  /** The opening button's words, when not 'Find your nearest bar'. */
  label?: string | undefined;
}

/** The button that opens the dialog. */
export function NearestBarsButton(props: NearestBarsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="covers-button covers-button--secondary" onClick={() => setOpen(true)}>
        {props.label ?? t('account:nearestBars.open')}
      </button>
      {open && (
        <NearestBarsDialog
          among={props.among}
          linkFor={props.linkFor}
          onChoose={props.onChoose ? (bar) => (setOpen(false), props.onChoose!(bar)) : undefined}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

export function NearestBarsDialog({ onChoose, among, linkFor, onClose }: Omit<NearestBarsProps, 'label'> & { onClose(): void }) {
  const { t } = useTranslation();
  const { brand, path } = useSite();
  const barData = useApi(BarApi);
  const [postcode, setPostcode] = useState('');
  const [origin, setOrigin] = useState<Origin | null>(null);
  const bars = useQuery({ queryKey: ['public-bars'], queryFn: () => barData.publicBars(), staleTime: 300_000 });
  const locate = useMutation({
    mutationFn: async () => ({ ...(await currentPosition()), postcode: null, precision: 'postcode' as const }),
    onSuccess: setOrigin,
  });
  const lookUp = useMutation({
    mutationFn: async (typed: string) => {
      const found = await barData.postcode(typed);
      return { latitude: found.latitude, longitude: found.longitude, postcode: found.postcode, precision: found.precision };
    },
    onSuccess: setOrigin,
  });
  const [postcodeError, setPostcodeError] = useState<string>();
  // Not a <form>: the dialog sits inside pages' own forms (a bar chooser's), and a form inside a form is not
  // HTML; a nested one's Enter reloaded the page. Enter in the postcode searches, and never sends the page's form.
  const search = (event: SyntheticEvent) => {
    event.preventDefault();
    if (postcode.trim() === '') return setPostcodeError(t('account:nearestBars.postcodeRequired'));
    setPostcodeError(undefined);
    lookUp.mutate(postcode);
  };
  // A brand's site lists its own bars; the group's site (brand 0) every brand's.
  const ours = (bars.data ?? []).filter((bar) => (among ? among.includes(bar.id) : brand.id === 0 || bar.brand_id === brand.id));
  const found = origin ? nearestBars(ours, origin) : [];
  const locationError = locate.isError ? (locate.error instanceof LocationDenied ? t('account:checkIn.locationDenied') : t('account:nearestBars.locationUnavailable')) : undefined;
  return (
    <Dialog title={t('account:nearestBars.heading')} onClose={onClose} className="covers-booking-dialog covers-nearest">
      <p>
        <button type="button" className="covers-button" disabled={locate.isPending} onClick={() => locate.mutate()}>
          {locate.isPending ? t('account:nearestBars.locating') : t('account:nearestBars.useLocation')}
        </button>
      </p>
      <div aria-live="polite">{locationError && <FormMessage kind="error">{locationError}</FormMessage>}</div>
      <div role="search" className="covers-form covers-nearest__postcode">
        <TextField
          label={t('account:nearestBars.postcode')}
          value={postcode}
          onChange={setPostcode}
          onKeyDown={(event) => event.key === 'Enter' && search(event)}
          error={postcodeError ?? (lookUp.isError ? errorMessage(lookUp.error, t('errors:tryLater')) : undefined)}
          autoComplete="postal-code"
          maxLength={16}
        />
        <button type="button" className="covers-button" disabled={lookUp.isPending} onClick={search}>
          {t('account:nearestBars.search')}
        </button>
      </div>
      <div aria-live="polite">
        {bars.isError ? (
          <FormMessage kind="error">{t('account:nearestBars.loadFailed')}</FormMessage>
        ) : origin && bars.data ? (
          <section aria-labelledby="covers-nearest-results">
            <h3 id="covers-nearest-results">
              {origin.postcode ? t('account:nearestBars.nearPostcode', { postcode: origin.postcode }) : t('account:nearestBars.nearYou')}
            </h3>
            {origin.precision === 'area' && <p className="covers-hint">{t('account:nearestBars.areaHint')}</p>}
            {found.length === 0 ? (
              <p>{t('account:nearestBars.none')}</p>
            ) : (
              <ol className="covers-nearest__list">
                {found.map((bar) => (
                  <li key={bar.id} className="covers-nearest__bar">
                    <strong>{bar.branded_name}</strong> <span>{t('account:nearestBars.distance', { distance: formatMiles(bar.miles) })}</span>
                    <address>{[bar.address_line_1, bar.address_line_2, bar.town, bar.postcode].filter(Boolean).join(', ')}</address>
                    {onChoose ? (
                      <button type="button" className="covers-button covers-button--secondary" onClick={() => onChoose(bar)}>
                        {t('account:nearestBars.choose', { bar: bar.branded_name })}
                      </button>
                    ) : linkFor ? (
                      <Link to={linkFor(bar).to}>{linkFor(bar).label}</Link>
                    ) : (
                      <span className="covers-links">
                        <Link to={path(`/book-now?bar_id=${bar.id}`)}>{t('account:nearestBars.book', { bar: bar.branded_name })}</Link>{' '}
                        <Link to={path(`/bar/${bar.slug}/opening-times`)}>{t('account:openingTimes.linkFor', { bar: bar.branded_name })}</Link>
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
