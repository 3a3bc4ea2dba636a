/**
 * The personal-details step's short booking summary ("4 people at Revolution Manchester on Saturday
 * 28 November 2026 at 19:00") with the Change button, which goes back to the first step.
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetStore } from '../../../engine/store/index.ts';
import { longDateTime } from '../../../engine/time/format.ts';

export const BookingSummary = observer(function BookingSummary({ store }: { store: WidgetStore }) {
  const { t } = useTranslation();
  const id = useId();
  const s = store.session;
  const bar = (s.bar as Record<string, unknown> | null) ?? {};
  const people = Number(s.no_people ?? 0);
  const venue = String(bar.branded_name ?? bar.bar_name ?? '');
  // When the party arrives (the chosen slot's own date: Saturday's late-night 01:00 is on Sunday), else the day asked for.
  const arrival = typeof s.booking_date === 'string' && s.booking_date.length >= 16 ? s.booking_date : null;
  const summary = t('widget:personalDetails.summary', {
    people: t('common:people', { count: people }),
    venue,
    when: longDateTime(arrival ?? s.date, arrival ? arrival.slice(11, 16) : s.time),
  });
  const typeName = typeof s.party_type_name === 'string' ? s.party_type_name : '';
  return (
    <section className="covers-summary" aria-label={t('widget:personalDetails.summaryLabel')}>
      <div id={id}>
        <p>{summary}</p>
        {typeName ? <p className="covers-summary-type">{typeName}</p> : null}
      </div>
      <button type="button" className="covers-secondary" aria-describedby={id} onClick={() => store.change()} disabled={store.phase !== 'ready'}>
        {t(store.buttons.change ?? 'widget:buttons.change')}
      </button>
    </section>
  );
});
