/**
 * /pay and /bar/{slug}: the payment-request page (account spec §2.4). The customer enters their
 * payment code (the booking reference they were given), sees the booking and what is left to pay,
 * confirms the amount (all of it, or less), and pays it. On a bar's page the code must be for a
 * booking at that bar.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPence, parsePence } from '../../engine/money/money.ts';
import type { PaymentApi } from '../../api-client/payments.ts';
import { failureMessage, serverNotice, type PaymentMessage } from '../../ui/payments/messages.ts';
import { PaymentNotice } from '../../ui/payments/PaymentNotice.tsx';
import type { PaymentRequestData } from '../../api-client/payment-types.ts';
import { BookingSummary } from '../components/BookingSummary.tsx';
import { PaymentArea } from '../components/PaymentArea.tsx';
import { useFocusOn } from '../components/AccountPage.tsx';
import { TextField } from '../components/forms.tsx';
import type { PageBar } from '../site/page-bar.ts';

type Stage = { stage: 'code' } | { stage: 'amount'; request: PaymentRequestData } | { stage: 'pay'; request: PaymentRequestData; token: string; amount: number };

export function PayByCodePage({ api, bar }: { api: PaymentApi; bar?: PageBar | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<Stage>({ stage: 'code' });
  const [code, setCode] = useState('');
  const [amountText, setAmountText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PaymentMessage | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const stageHeading = useFocusOn<HTMLHeadingElement>(state.stage);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const clean = code.replace(/[\s-]/g, '').toUpperCase();
    setMessage(null);
    if (!clean) return setFieldError(t('payments:page.codeRequired'));
    setFieldError(null);
    setBusy(true);
    try {
      const request = await api.paymentRequest(clean);
      const venue = request.booking?.bar?.branded_name ?? '';
      if (bar && request.booking?.bar?.id !== undefined && request.booking.bar.id !== bar.id) {
        setFieldError(t('payments:page.otherVenue', { venue }));
        return;
      }
      setCode(clean);
      setAmountText((request.amount / 100).toFixed(2));
      setState({ stage: 'amount', request });
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent, request: PaymentRequestData) => {
    event.preventDefault();
    setMessage(null);
    const amount = parsePence(amountText);
    if (amount === null || amount <= 0 || amount > request.amount) {
      setFieldError(t('payments:page.amountInvalid', { amount: formatPence(request.amount) }));
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const made = await api.createPaymentRequestDeposit(code, amount);
      setState({ stage: 'pay', request, token: made.token, amount: made.amount });
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  /** After paying: the booking as it is now (what is left to pay). */
  const refresh = async () => {
    try {
      const request = await api.paymentRequest(code);
      setState((current) => (current.stage === 'pay' ? { ...current, request } : current));
    } catch {
      // The payment is made; the summary stays as it was.
    }
  };

  const again = () => {
    setState({ stage: 'code' });
    setMessage(null);
    setFieldError(null);
  };

  if (state.stage === 'code') {
    return (
      <form className="covers-form" onSubmit={find} noValidate aria-busy={busy}>
        <p>{bar ? t('payments:page.barIntro', { venue: bar.name }) : t('payments:request.codePrompt')}</p>
        <PaymentNotice message={fieldError ? null : message} />
        <TextField
          id="payment-code"
          name="code"
          label={t('payments:request.code')}
          hint={t('payments:page.codeHint')}
          error={fieldError ?? undefined}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={code}
          onChange={setCode}
        />
        <button type="submit" className="covers-button" disabled={busy}>
          {t('payments:page.findBooking')}
        </button>
      </form>
    );
  }

  const { request } = state;
  const cannot = !request.can_pay;
  const notice = serverNotice(request.message);
  return (
    <div className="covers-pay-by-code">
      <h2 ref={stageHeading} tabIndex={-1} className="covers-page__subtitle">
        {t('payments:page.yourBooking')}
      </h2>
      {request.booking ? <BookingSummary booking={request.booking} /> : null}
      {request.amount > 0 ? <p className="covers-owed">{t('payments:page.owed', { amount: formatPence(request.amount) })}</p> : null}
      {cannot && state.stage !== 'pay' ? <PaymentNotice message={notice} /> : null}
      {state.stage === 'amount' && !cannot ? (
        <form className="covers-form" onSubmit={(e) => void confirm(e, request)} noValidate aria-busy={busy}>
          <PaymentNotice message={message} />
          <TextField
            id="payment-amount"
            name="amount"
            label={t('payments:page.amount')}
            hint={t('payments:page.amountHint', { amount: formatPence(request.amount) })}
            error={fieldError ?? undefined}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={setAmountText}
          />
          <button type="submit" className="covers-button" disabled={busy}>
            {t('payments:request.confirm', { amount: formatPence(parsePence(amountText) ?? request.amount) })}
          </button>
        </form>
      ) : null}
      {state.stage === 'pay' ? (
        <PaymentArea
          api={api}
          amountPence={state.amount}
          openCard={() => api.createRequest(state.token, { deposit_request_token: state.token })}
          payer={async () => ({ deposit_request_token: state.token })}
          onPaid={() => void refresh()}
        />
      ) : null}
      {state.stage === 'amount' ? (
        <button type="button" className="covers-link-button" onClick={again}>
          {t('payments:page.otherCode')}
        </button>
      ) : null}
    </div>
  );
}
