/**
 * The hosted card page in a frame: the signed request is posted into it as a plain form (no script
 * of ours runs on the gateway's page), and the page's size messages
 * ('{"iframe":{"height":"…px"}}', as Global Payments sends them) set the frame's height and are
 * passed on: 70 px or less means the result is showing.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostedData } from '../../api-client/payment-types.ts';

/** The height in px of a hosted page's size message, or null for any other message. */
export function frameHeightOf(data: unknown): number | null {
  let value: unknown = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const height = (value as { iframe?: { height?: unknown } } | null)?.iframe?.height;
  const px = typeof height === 'number' ? height : typeof height === 'string' && /^\d+(\.\d+)?(px)?$/.test(height.trim()) ? parseFloat(height) : NaN;
  return Number.isFinite(px) && px >= 0 && px <= 100_000 ? px : null;
}

export interface CardFrameProps {
  hosted: HostedData;
  title?: string;
  onHeight(height: number): void;
}

export function CardFrame({ hosted, title, onHeight }: CardFrameProps) {
  const { t } = useTranslation();
  const name = `covers-hpp-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const frame = useRef<HTMLIFrameElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const report = useRef(onHeight);
  report.current = onHeight;

  useEffect(() => {
    const gateway = new URL(hosted.url, location.href).origin;
    const onMessage = (event: MessageEvent) => {
      // Only the frame's own window, from the gateway's page or ours (the answer page we serve into it).
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (event.origin !== gateway && event.origin !== location.origin) return;
      const px = frameHeightOf(event.data);
      if (px === null) return;
      setHeight(px);
      report.current(px);
    };
    window.addEventListener('message', onMessage);
    form.current?.submit();
    return () => window.removeEventListener('message', onMessage);
  }, [hosted]);

  useEffect(() => {
    if (frame.current && height !== null) frame.current.style.height = `${Math.ceil(height)}px`;
  }, [height]);

  return (
    <div className="covers-card-frame">
      <form ref={form} method="post" action={hosted.url} target={name} className="covers-card-frame__form">
        {Object.entries(hosted.fields).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
      </form>
      <iframe ref={frame} name={name} title={title ?? t('payments:card.frameTitle')} className="covers-card-frame__frame" allow="payment" />
    </div>
  );
}
