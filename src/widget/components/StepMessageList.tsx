/**
 * The messages the server's facts call for on a step (the store's `messages`: spec §2's no
 * availability, fully booked, too close, can't cater, masterclass minimum, partner venue, too close
 * for a callback…), in the flow's wording, in a polite live region so a message that appears later is
 * read out. Where a message sends the customer to the bar's party team, its phone and e-mail follow
 * as links; where the flow leads on to an enquiry from here, "Enquire now" follows the messages that
 * offer one.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MessageSituation } from '../../engine/flow/index.ts';
import type { StepMessage, WidgetStore } from '../../engine/store/index.ts';

/** Messages that send the customer to the bar's party team (its phone and e-mail follow as links). */
const CONTACT_TEAM = new Set<MessageSituation>(['cannotCaterEmail', 'tooCloseForCallback']);

/** Messages that offer an enquiry (an "Enquire now" button follows when the flow has one from here). */
const OFFER_ENQUIRY = new Set<MessageSituation>([
  'tooCloseEnquire',
  'cannotCaterEnquire',
  'cannotAutoConfirm',
]);

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export const MessageItem = observer(function MessageItem({
  store,
  message,
}: {
  store: WidgetStore;
  message: StepMessage;
}) {
  const { t } = useTranslation();
  const contact = CONTACT_TEAM.has(message.situation);
  const phone = contact ? text(message.params.phone) : '';
  const email = contact ? text(message.params.email) : '';
  // A count the server did not send leaves the plural to "other" without a number.
  const params = message.params.count === null ? { ...message.params, count: undefined } : message.params;
  return (
    <div className={`covers-message covers-message--${message.situation}`}>
      <p>{t(message.key, params)}</p>
      {phone || email ? (
        <p className="covers-message-links">
          {phone ? (
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{t('widget:timeSelect.callTeam', { phone })}</a>
          ) : null}
          {email ? <a href={`mailto:${email}`}>{t('widget:timeSelect.emailTeam', { email })}</a> : null}
        </p>
      ) : null}
      {OFFER_ENQUIRY.has(message.situation) && store.canEnquire ? (
        <button type="button" className="covers-secondary" onClick={() => store.enquireNow()}>
          {t('widget:buttons.enquireNow')}
        </button>
      ) : null}
    </div>
  );
});

/**
 * `only` / `except` choose which situations this list shows (a widget may show one in place); the
 * live region is always in the page.
 */
export const StepMessageList = observer(function StepMessageList({
  store,
  only,
  except = [],
  id,
  extra,
}: {
  store: WidgetStore;
  only?: MessageSituation[];
  except?: MessageSituation[];
  id?: string;
  extra?: string[];
}) {
  const { t } = useTranslation();
  // A message the shell already shows as a notice is not repeated.
  const noticed = new Set(store.notices.map((n) => n.key));
  const shown = store.messages.filter(
    (m) => (!only || only.includes(m.situation)) && !except.includes(m.situation) && !noticed.has(m.key),
  );
  return (
    <div id={id} className="covers-messages" role="status">
      {shown.map((m) => (
        <MessageItem key={m.situation} store={store} message={m} />
      ))}
      {(extra ?? []).map((key) => (
        <div key={key} className="covers-message">
          <p>{t(key)}</p>
        </div>
      ))}
    </div>
  );
});
