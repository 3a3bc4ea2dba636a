/**
 * One guest on the lead booker's list (§2.3, §3 "Guest"): their name, whether they accepted, whether they
 * are a co-host, their share with what they paid and still owe, and what may be done: edit their
 * details, make or unmake them co-host, send a reminder, remove them.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedGuest } from '../../../../api-client/bookings.ts';
import { formatPence } from '../../../../engine/money/money.ts';
import { guestName } from './guest-name.ts';

export type GuestAction = 'edit' | 'remind' | 'remove' | 'coHost';

export interface GuestCardProps {
  guest: ListedGuest;
  /** The co-host looking is this guest. */
  isViewer: boolean;
  busy: boolean;
  /** The booking still takes money: a cancelled one shows what each paid, never what they owe. */
  owes: boolean;
  onAction(action: GuestAction): void;
  /** Co-hosts are the lead booker's to choose: a co-host looking is not offered the button. */
  choosesCoHosts: boolean;
  /** A dialog open for this guest, shown with them. */
  children?: ReactNode;
}

export function GuestCard({ guest, isViewer, busy, owes, onAction, choosesCoHosts, children }: GuestCardProps) {
  const { t } = useTranslation();
  const name = guestName(guest);
  // Each button's name says whose it is (a screen reader's list of buttons reads "Remove guest: Grace Hopper"),
  // starting with its visible words so that speech control finds it by them.
  const named = (key: string) => ({ children: t(key), 'aria-label': `${t(key)}: ${name}` });
  return (
    <li className="covers-guest">
      <p className="covers-guest__name">
        <strong>{name}</strong> {isViewer ? t('account:guests.you') : null}
        <span className="covers-guest__tags">
          {' '}
          <span className={`covers-tag${guest.accepted ? ' covers-tag--success' : ''}`}>{t(guest.accepted ? 'account:guests.accepted' : 'account:guests.notAccepted')}</span>
          {guest.admin ? <span className="covers-tag covers-tag--info">{t('account:guests.coHost')}</span> : null}
        </span>
      </p>
      <p className="covers-guest__email">{guest.email || t('account:guests.noEmailGiven')}</p>
      <dl className="covers-guest__money">
        {(
          [
            ['account:guests.share', guest.share],
            ['account:guests.paid', guest.paid],
            ...(owes
              ? ([
                  ['account:guests.deposit', guest.deposit_balance],
                  ['account:guests.balance', guest.balance],
                ] as const)
              : []),
          ] as const
        ).map(([key, amount]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{formatPence(amount)}</dd>
          </div>
        ))}
      </dl>
      <div className="covers-booking-actions">
        <button type="button" className="covers-button covers-button--secondary" disabled={busy} onClick={() => onAction('edit')} {...named('account:guests.edit')} />
        {choosesCoHosts ? (
          <button
            type="button"
            className="covers-button covers-button--secondary"
            disabled={busy}
            onClick={() => onAction('coHost')}
            {...named(guest.admin ? 'account:guests.unmakeCoHost' : 'account:guests.makeCoHost')}
          />
        ) : null}
        {guest.reminders.length > 0 ? (
          <button type="button" className="covers-button covers-button--secondary" disabled={busy} onClick={() => onAction('remind')} {...named('account:guests.reminder')} />
        ) : null}
        <button type="button" className="covers-button covers-button--danger" disabled={busy} onClick={() => onAction('remove')} {...named('account:guests.remove')} />
      </div>
      {children}
    </li>
  );
}
