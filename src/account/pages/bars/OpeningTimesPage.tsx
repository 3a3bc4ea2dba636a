/**
 * /bar/{slug}/opening-times: a bar's opening times as a customer reads them (the spec shows the
 * server's answer raw; §2.7): the week's hours and booking times (the widget's, cut to each day's hours)
 * with today marked, today's hours when today is a special date, and the special dates ahead with their own
 * booking times; a bar closed for now says so, with no booking button.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BarApi, type OpeningTimes } from '../../../api-client/bars.ts';
import { isoWeekday } from '../../../engine/time/calendar-date.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { NearestBarsButton } from '../../components/NearestBarsDialog.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { longDate, weekdayName } from '../../../engine/time/format.ts';

export function OpeningTimesPage() {
  const { t } = useTranslation();
  const { bar: pageBar } = useSite();
  const barData = useApi(BarApi);
  const { slug = '' } = useParams();
  const times = useQuery({ queryKey: ['opening-times', slug], queryFn: () => barData.openingTimes(slug) });
  const name = times.data?.bar.name ?? pageBar?.name;
  return (
    <AccountPage title={name ? t('account:openingTimes.heading', { bar: name }) : t('account:site.routes.openingTimes')}>
      {times.isError ? (
        <FormMessage kind="error">{errorMessage(times.error, t('account:site.loadFailed'))}</FormMessage>
      ) : !times.data ? (
        <Loading />
      ) : (
        <OpeningTimesView times={times.data} />
      )}
      <p>
        <NearestBarsButton />
      </p>
    </AccountPage>
  );
}

function hours(t: (key: string, options?: Record<string, string>) => string, open: string | null, close: string | null) {
  return open && close ? t('account:openingTimes.hours', { open, close }) : t('account:openingTimes.closed');
}

/** A day's booking times, a day part a line (its times never broken across two), or a dash when it has none. */
function bookingTimes(t: (key: string, options?: Record<string, string>) => string, parts: OpeningTimes['week'][number]['day_parts']) {
  if (parts.length === 0) return '—';
  return (
    <ul className="covers-opening__parts">
      {parts.map((part) => (
        <li key={part.name}>
          {part.name} <span className="covers-opening__time">{t('account:openingTimes.hours', { open: part.start, close: part.end })}</span>
        </li>
      ))}
    </ul>
  );
}

function OpeningTimesView({ times }: { times: OpeningTimes }) {
  const { t } = useTranslation();
  const { path } = useSite();
  const today = isoWeekday(times.today);
  const special = times.special_dates.find((d) => d.date === times.today);
  const { bar } = times;
  return (
    <>
      <address className="covers-opening__address">
        {[bar.address_line_1, bar.address_line_2, bar.town, bar.postcode].filter(Boolean).join(', ')}
        {bar.phone && (
          <>
            <br />
            <a href={`tel:${bar.phone.replace(/\s+/g, '')}`}>{bar.phone}</a>
          </>
        )}
      </address>
      {times.closed ? (
        <p className="covers-notice covers-notice--warning">{t('account:openingTimes.closedForNow')}</p>
      ) : (
        <p className="covers-opening__today">
          <strong>{t('account:openingTimes.today')}</strong>{' '}
          {special ? `${special.note}: ` : ''}
          {hours(t, times.today_hours?.open ?? null, times.today_hours?.close ?? null)}
        </p>
      )}
      <TimesTable
        caption={t('account:openingTimes.week')}
        first={t('account:openingTimes.day')}
        rows={times.week.map((day) => ({
          key: String(day.weekday),
          label: (
            <>
              {weekdayName(day.weekday)}
              {day.weekday === today && <span className="covers-tag covers-tag--info">{t('common:today')}</span>}
            </>
          ),
          current: day.weekday === today,
          ...day,
        }))}
      />
      <section aria-labelledby="covers-special-dates">
        <h2 id="covers-special-dates">{t('account:openingTimes.specialDates')}</h2>
        {times.special_dates.length === 0 ? (
          <p>{t('account:openingTimes.noSpecialDates')}</p>
        ) : (
          <TimesTable
            labelledBy="covers-special-dates"
            first={t('account:openingTimes.date')}
            rows={times.special_dates.map((d) => ({ key: d.date, label: `${longDate(d.date)} (${d.note})`, current: false, ...d }))}
          />
        )}
      </section>
      {/* A bar closed for now takes no bookings: nothing to offer. */}
      {times.closed ? null : (
        <p>
          <Link className="covers-button" to={path(`/book-now?bar_id=${bar.id}`)}>
            {t('account:openingTimes.book')}
          </Link>
        </p>
      )}
    </>
  );
}

interface TimesRow {
  key: string;
  label: ReactNode;
  current: boolean;
  open: string | null;
  close: string | null;
  day_parts: OpeningTimes['week'][number]['day_parts'];
}

/** A table of days (the week's, or the special dates'): each day's hours and its booking times. */
function TimesTable({ caption, labelledBy, first, rows }: { caption?: string; labelledBy?: string; first: string; rows: TimesRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="covers-opening" aria-labelledby={labelledBy}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">{t('account:openingTimes.open')}</th>
          <th scope="col">{t('account:openingTimes.bookingTimes')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.current ? 'covers-opening__current' : undefined} aria-current={row.current ? 'date' : undefined}>
            <th scope="row">{row.label}</th>
            <td className="covers-opening__hours">{hours(t, row.open, row.close)}</td>
            <td>{bookingTimes(t, row.day_parts)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
