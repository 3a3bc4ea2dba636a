/**
 * The completion screen's share block: the join link ({widget's origin}/join/{invite_code}) with share
 * text, a WhatsApp share link and copy-to-clipboard ('Link copied to clipboard', announced), and
 * the calendar file of the booking.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinLink } from '../../../engine/i18n/index.ts';
import { copyText, whatsappUrl } from '../../../ui/share/share-link.ts';
import { calendarFileName, calendarUrl } from './links.ts';

interface ShareBlockProps {
  inviteCode: string | null;
  manageKey: string | null;
  /** The booking's reference: the calendar file's name. */
  refCode: string;
  venue: string;
  date: string;
}

export function ShareBlock({ inviteCode, manageKey, refCode, venue, date }: ShareBlockProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const link = inviteCode ? joinLink(window.location.origin, inviteCode) : null;
  const text = link ? t('widget:share.text', { venue, date, link }) : '';
  const newTab = <span className="covers-sr-only"> {t('widget:links.newTab')}</span>;
  return (
    <section className="covers-share" aria-labelledby={headingId}>
      <h3 id={headingId} className="covers-share-heading">
        {t(link ? 'widget:share.heading' : 'widget:share.calendarHeading')}
      </h3>
      {link ? (
        <>
          <p className="covers-share-text">{text}</p>
          <label htmlFor={inputId}>{t('widget:share.linkLabel')}</label>
          <div className="covers-share-link">
            <input id={inputId} ref={input} type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
            <button
              type="button"
              className="covers-secondary"
              onClick={async () => {
                setCopied(null);
                setCopied((await copyText(link, input.current)) ? 'yes' : 'no');
              }}
            >
              {t('widget:share.copyLink')}
            </button>
          </div>
          <p role="status" className="covers-share-copied">
            {copied === 'yes' ? t('common:notices.linkCopied') : copied === 'no' ? t('widget:share.copyFailed') : null}
          </p>
        </>
      ) : null}
      <div className="covers-share-actions">
        {link ? (
          <a className="covers-share-whatsapp" href={whatsappUrl(text)} target="_blank" rel="noopener noreferrer">
            {t('widget:share.whatsapp')}
            {newTab}
          </a>
        ) : null}
        {manageKey ? (
          <a className="covers-share-calendar" href={calendarUrl(manageKey)} download={calendarFileName(refCode)}>
            {t('widget:share.calendar')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
