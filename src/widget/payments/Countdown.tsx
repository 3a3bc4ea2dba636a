import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemClock, type Clock } from '../../engine/clock/clock.ts';
import { DepositCountdownController, type Countdown } from '../../engine/deposit/index.ts';

/**
 * When the hold ends on this browser's clock: the time left as the server counted it (its answer
 * carries its own clock), from now. Without the server's time, the end as it is.
 */
export function localExpiry(expiresAt: string | null | undefined, serverTime: string | null | undefined, now: number): number {
  const end = expiresAt ? Date.parse(expiresAt) : NaN;
  const server = serverTime ? Date.parse(serverTime) : NaN;
  if (!Number.isFinite(end)) return NaN;
  return Number.isFinite(server) ? now + (end - server) : end;
}

/**
 * How long the booking's covers stay held while the customer pays, refreshed every 2 s (the
 * engine's controller). A timer, not a live region: reading it out every 2 s would drown the page.
 */
export function HoldCountdown({ expiresAt, serverTime, clock = systemClock }: { expiresAt: string | null | undefined; serverTime?: string | null; clock?: Clock }) {
  const { t } = useTranslation();
  // Measured when the answer arrives (it is rendered at once), not again on every render.
  const at = useMemo(() => localExpiry(expiresAt, serverTime, clock.now()), [expiresAt, serverTime, clock]);
  const [countdown, setCountdown] = useState<Countdown | null>(null);

  useEffect(() => {
    if (!Number.isFinite(at)) {
      setCountdown(null);
      return;
    }
    const controller = new DepositCountdownController(clock, at, setCountdown);
    controller.start();
    return () => controller.stop();
  }, [at, clock]);

  if (!countdown) return null;
  return (
    <p className={`covers-countdown${countdown.expired ? ' covers-countdown--expired' : ''}`} role="timer">
      {countdown.expired ? t('payments:deposit.holdExpired') : t('widget:completion.depositCountdown', { time: countdown.text })}
    </p>
  );
}
