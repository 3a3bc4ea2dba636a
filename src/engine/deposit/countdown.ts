import type { Clock, TimerHandle } from '../clock/clock.ts';
import { DEPOSIT_COUNTDOWN_REFRESH_MS } from '../constants.ts';

export interface Countdown {
  /** Whole seconds left, rounded up so 0 appears only once the hold has expired. */
  totalSeconds: number;
  /** Whole minutes left (may exceed 59). */
  minutes: number;
  /** 0–59. */
  seconds: number;
  expired: boolean;
  /** "4:05". */
  text: string;
}

/** Time left before a deposit hold expires at `expiresAt` (epoch ms), never negative. */
export function depositCountdown(expiresAt: number, now: number): Countdown {
  const totalSeconds = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return {
    totalSeconds,
    minutes,
    seconds,
    expired: totalSeconds === 0,
    text: `${minutes}:${String(seconds).padStart(2, '0')}`,
  };
}

/**
 * Keeps `current` up to date every 2 s on the injected clock. It stops by itself once the hold has
 * expired, since nothing can change after that. Plain fields, so a MobX store can observe `current`.
 */
export class DepositCountdownController {
  current: Countdown;
  private handle: TimerHandle | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly expiresAt: number,
    private readonly onChange?: (countdown: Countdown) => void,
  ) {
    this.current = depositCountdown(expiresAt, clock.now());
  }

  get running(): boolean {
    return this.handle !== undefined;
  }

  start(): void {
    this.stop();
    this.refresh();
  }

  stop(): void {
    if (this.handle !== undefined) this.clock.clearTimeout(this.handle);
    this.handle = undefined;
  }

  private refresh(): void {
    this.handle = undefined;
    this.current = depositCountdown(this.expiresAt, this.clock.now());
    this.onChange?.(this.current);
    if (!this.current.expired) {
      this.handle = this.clock.setTimeout(() => this.refresh(), DEPOSIT_COUNTDOWN_REFRESH_MS);
    }
  }
}
