/**
 * partnerRedirect: a step whose bookings are made on a partner's site (the flow's
 * options.externalPartner, e.g. Karaoke). For a partner venue the store has asked the host page to
 * open the partner's page (in a tab of its own: a framed page may not navigate its host); this says
 * so and offers the link, in case the browser held the new tab back. For any other venue the step's
 * message (venueUnavailable) says the booking is not available there.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { partnerRedirectUrl } from '../../engine/flow/index.ts';
import type { WidgetStore } from '../../engine/store/index.ts';

export const PartnerRedirect = observer(function PartnerRedirect({ store }: { store: WidgetStore }) {
  const { t } = useTranslation();
  const url = partnerRedirectUrl(store.flow, store.session);
  if (!url) return null;
  return (
    <div className="covers-partner">
      <p>{t('widget:timeSelect.partnerRedirecting')}</p>
      <a className="covers-primary covers-button-link" href={url} target="_blank" rel="noopener">
        {t('widget:timeSelect.partnerContinue')}
        <span className="covers-sr-only"> {t('widget:links.newTab')}</span>
      </a>
    </div>
  );
});
