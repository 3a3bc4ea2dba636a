/**
 * The booking's join link on the guest list (§2.3, §8): copied to the clipboard ('Link copied to
 * clipboard', announced) or shared on WhatsApp with a line about the booking.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, whatsappUrl } from '../../../../ui/share/share-link.ts';

export interface JoinLinkShareProps {
  link: string;
  venue: string;
  date: string;
}

export function JoinLinkShare({ link, venue, date }: JoinLinkShareProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const text = t('account:guests.shareText', { venue, date, link });
  return (
    <div className="covers-join-link">
      <label htmlFor={inputId}>{t('account:guests.inviteLink')}</label>
      <div className="covers-share-link">
        <input id={inputId} ref={input} type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
        <button
          type="button"
          className="covers-button covers-button--secondary"
          onClick={async () => {
            setCopied(null);
            setCopied((await copyText(link, input.current)) ? 'yes' : 'no');
          }}
        >
          {t('account:guests.copyLink')}
        </button>
        <a className="covers-button covers-button--secondary" href={whatsappUrl(text)} target="_blank" rel="noopener noreferrer">
          {t('account:guests.whatsapp')}
          <span className="covers-sr-only"> {t('account:guests.newTab')}</span>
        </a>
      </div>
      <p role="status" className="covers-readout">
        {copied === 'yes' ? t('common:notices.linkCopied') : copied === 'no' ? t('account:guests.copyFailed') : null}
      </p>
    </div>
  );
}
