/**
 * The completion screen (kind `completion`, step 999): Enquiry Added, Pay Now! or Booking Confirmed
 * (the flow's wording), the reference, location, people, date and time, the deposit or full balance
 * due with its date, the chosen options, Pay Deposit Now / Pay Balance Now, Manage My Booking (or
 * Enquiry) on the widget's origin in a new tab, and the share block with the join link, WhatsApp and
 * the calendar file. A masterclass enquiry's date is its proposed date.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatPence } from '../../../engine/money/money.ts';
import type { AvailableOption } from '../../../engine/preorder/types.ts';
import { HoldCountdown } from '../../payments/Countdown.tsx';
import type { StepRendererProps } from '../step-props.ts';
import { choiceGroups, chosenItemTitles } from '../pre-order/choices.ts';
import { manageUrl } from './links.ts';
import { ShareBlock } from './ShareBlock.tsx';
import '../../components/components.css';
import '../personal-details/contact.css';
import './completion.css';
import { clockText, longDate, longDateTime } from '../../../engine/time/format.ts';
import { paidInFull } from '../../../engine/money/paid-in-full.ts';

type Row = Record<string, unknown>;
const record = (value: unknown): Row => (typeof value === 'object' && value !== null ? (value as Row) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const pence = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

/** The chosen options with their items ("6 × Bottomless Brunch", "1 × Tray of 10 Shots: Toffee Vodka Shot"). */
function optionLines(booking: Row, session: Row): Array<{ key: string; quantity: number; name: string; items: string[] }> {
  const options = (Array.isArray(session.available_options) ? session.available_options : []) as AvailableOption[];
  const chosen = Array.isArray(booking.options) ? booking.options : Array.isArray(session.variations) ? session.variations : [];
  return chosen.map(record).map((c, i) => {
    const variation = options.flatMap((o) => o.variations).find((v) => v.variation_id === Number(c.variation_id));
    const choices = (Array.isArray(c.choices) ? c.choices : []) as Parameters<typeof chosenItemTitles>[1];
    return {
      key: `${str(c.variation_id)}-${i}`,
      quantity: Number(c.quantity ?? 0),
      name: str(c.name) || (variation?.name ?? ''),
      items: variation ? chosenItemTitles(choiceGroups(variation), choices) : [],
    };
  });
}

/** "Balance still to pay: £40.00 by Saturday 28 November 2026." (the payment e-mail's words). */
function leftText(t: (key: string, options?: Record<string, unknown>) => string, what: 'deposit' | 'balance', amount: number, due: unknown): string {
  const date = longDate(due);
  return t(`widget:completion.${what}Left${date ? 'By' : ''}`, { amount: formatPence(amount), date });
}

const CompletionStep = observer(function CompletionStep(props: StepRendererProps) {
  const { store, flow, step } = props;
  const { t } = useTranslation();
  const s = store.session as Row;
  const booking = record(store.booking);
  const bar = record(booking.bar ?? s.bar);
  const { headingKey, manageKey: manageLabel } = store.completion;
  const enquiry = store.booking ? booking.status_id === 3 : s.can_auto_confirm !== true;
  const paid = store.state.payment?.paid === true || s.has_payment === true || store.deposit?.has_payment === true;
  const refCode = str(booking.ref_code);
  const venue = str(bar.branded_name) || str(bar.bar_name);
  const people = Number(booking.people ?? s.no_people ?? 0);
  const date = str(booking.date) || str(booking.booking_date).slice(0, 10) || str(s.date);
  const time = clockText(str(booking.time) || str(booking.booking_date).slice(11) || str(s.time));
  const manageKey = str(booking.manage_key) || null;
  const inviteCode = str(booking.invite_code) || null;
  const depositDue = pence(booking.deposit_balance ?? s.deposit);
  const balanceDue = pence(booking.balance ?? s.balance);
  const fullPayment = s.full_payment_required === true;
  // A provisional booking's covers are held for a while: how long is left, on the server's clock.
  const held = !enquiry && !paid && booking.status_id === 0 && typeof booking.hold_expires_at === 'string';
  const serverTime = typeof store.deposit?.server_time === 'string' ? store.deposit.server_time : null;
  const paymentOptions = (Array.isArray(s.payment_options) ? s.payment_options : []).map(record).filter((o) => o.type === 'deposit' || o.type === 'balance');
  const canPay = !enquiry && !paid && s.take_payment === true && (depositDue > 0 || balanceDue > 0) && paymentOptions.length > 0;
  const dateLabel = flow.variant === 'masterclass' && enquiry ? 'flows:masterclass.proposedDate' : 'widget:completion.dateTime';
  const options = optionLines(booking, s);
  const noShowFee = pence(s.no_show_fee);
  // After a payment, as its e-mail says it: how much was received, and what is left and by when
  // (the deposit answer that followed the payment has the booking as it now stands).
  const after = record(store.deposit);
  const amountPaid = pence(after.amount_paid);
  const depositLeft = pence(after.deposit_balance ?? depositDue);
  const balanceLeft = pence(after.balance ?? balanceDue);

  return (
    <div className="covers-completion">
      <h2 className="covers-step-heading covers-completion-heading">{t(headingKey ?? 'widget:completion.bookingConfirmed')}</h2>
      {/* "At the time you chose" only when a callback time was chosen: it is optional. */}
      {enquiry ? <p>{t(str(s.callback_date) && str(s.callback_time) ? 'widget:completion.enquiryNext' : 'widget:completion.enquiryNextAnyTime')}</p> : null}

      <dl className="covers-completion-details">
        {refCode ? (
          <div>
            <dt>{t('widget:completion.reference')}</dt>
            <dd className="covers-reference">{refCode}</dd>
          </div>
        ) : null}
        {venue ? (
          <div>
            <dt>{t('widget:completion.location')}</dt>
            <dd>{venue}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('widget:completion.people')}</dt>
          <dd>{t('common:people', { count: people })}</dd>
        </div>
        <div>
          <dt>{t(dateLabel)}</dt>
          <dd>{longDateTime(date, time)}</dd>
        </div>
      </dl>

      {!enquiry && !paid && depositDue > 0 ? (
        <p className="covers-due">
          {t(fullPayment ? 'widget:completion.balanceRequired' : 'widget:completion.depositRequired', { amount: formatPence(depositDue), date: longDate(booking.deposit_due_date ?? s.deposit_due_date) })}
        </p>
      ) : null}
      {held ? <HoldCountdown expiresAt={booking.hold_expires_at as string} serverTime={serverTime} /> : null}
      {!paid && !enquiry && !fullPayment && balanceDue > 0 && (booking.balance_due_date ?? s.balance_due_date) ? (
        <p className="covers-due">{t('widget:completion.balanceDue', { amount: formatPence(balanceDue), date: longDate(booking.balance_due_date ?? s.balance_due_date) })}</p>
      ) : null}
      {paid ? (
        <div className="covers-paid">
          <p>{amountPaid > 0 ? t('widget:completion.paymentReceived', { amount: formatPence(amountPaid) }) : t('payments:results.success')}</p>
          {paidInFull({ value: pence(booking.value ?? s.value), deposit: pence(booking.deposit ?? s.deposit), deposit_balance: depositLeft, balance: balanceLeft }, fullPayment) ? <p>{t('widget:completion.paidInFull')}</p> : null}
          {depositLeft > 0 ? <p>{leftText(t, 'deposit', depositLeft, after.deposit_due_date ?? booking.deposit_due_date)}</p> : null}
          {balanceLeft > 0 ? <p>{leftText(t, 'balance', balanceLeft, after.balance_due_date ?? booking.balance_due_date)}</p> : null}
        </div>
      ) : null}
      {!enquiry && noShowFee > 0 ? <p className="covers-no-show">{t('widget:completion.noShowFee', { amount: formatPence(noShowFee), perPerson: formatPence(pence(s.no_show_fee_pp)) })}</p> : null}

      {options.length > 0 ? (
        <section className="covers-completion-options" aria-labelledby="covers-completion-options">
          <h3 id="covers-completion-options">{t('widget:completion.options')}</h3>
          <ul>
            {options.map((o) => (
              <li key={o.key}>
                {t('widget:completion.optionLine', { quantity: o.quantity, name: o.name })}
                {o.items.length > 0 ? <span className="covers-option-items">: {o.items.join(', ')}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {canPay ? (
        <div className="covers-actions covers-pay">
          {paymentOptions.map((o) => {
            const type = o.type as 'deposit' | 'balance';
            const label = type === 'balance' ? (store.buttons.payBalance ?? 'payments:buttons.payBalanceNow') : (store.buttons.payDeposit ?? 'payments:buttons.payDepositNow');
            return (
              <button key={type} type="button" className="covers-primary" disabled={store.busy} onClick={() => store.choosePayment(type)}>
                {t(label)}
              </button>
            );
          })}
        </div>
      ) : null}

      {manageKey ? (
        <p className="covers-manage">
          <a className="covers-manage-link" href={manageUrl(window.location.origin, manageKey)} target="_blank" rel="noopener noreferrer">
            {t(manageLabel ?? 'widget:completion.manageBooking')}
            <span className="covers-sr-only"> {t('widget:links.newTab')}</span>
          </a>
        </p>
      ) : null}

      {!enquiry && step.widgets.includes('shareBlock') ? <ShareBlock inviteCode={inviteCode} manageKey={manageKey} refCode={refCode} venue={venue} date={longDate(date)} /> : null}
    </div>
  );
});

export default CompletionStep;
