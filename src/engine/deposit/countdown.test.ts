import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '../clock/clock.ts';
import { DEPOSIT_COUNTDOWN_REFRESH_MS } from '../constants.ts';
import { DepositCountdownController, depositCountdown } from './countdown.ts';

describe('deposit countdown', () => {
  it('gives minutes and seconds left', () => {
    expect(depositCountdown(245_000, 0)).toEqual({
      totalSeconds: 245,
      minutes: 4,
      seconds: 5,
      expired: false,
      text: '4:05',
    });
    expect(depositCountdown(3_600_000, 0)).toMatchObject({ minutes: 60, seconds: 0, text: '60:00' });
  });

  it('rounds part of a second up, so 0:00 means expired', () => {
    expect(depositCountdown(10_500, 10_000)).toMatchObject({ totalSeconds: 1, expired: false, text: '0:01' });
    expect(depositCountdown(10_000, 10_000)).toMatchObject({ totalSeconds: 0, expired: true, text: '0:00' });
  });

  it('is never negative', () => {
    expect(depositCountdown(0, 90_000)).toEqual({
      totalSeconds: 0,
      minutes: 0,
      seconds: 0,
      expired: true,
      text: '0:00',
    });
  });
});

describe('deposit countdown controller', () => {
  it('recomputes every 2 s on the injected clock and stops once expired', () => {
    expect(DEPOSIT_COUNTDOWN_REFRESH_MS).toBe(2000);
    const clock = new SimulatedClock(0);
    const seen: string[] = [];
    const controller = new DepositCountdownController(clock, 5_000, (c) =>
      seen.push(`${clock.now()}:${c.text}`),
    );
    expect(controller.current.text).toBe('0:05');
    expect(controller.running).toBe(false);
    controller.start();
    expect(controller.running).toBe(true);
    clock.advance(1_999);
    expect(seen).toEqual(['0:0:05']);
    clock.advance(1);
    expect(seen).toEqual(['0:0:05', '2000:0:03']);
    clock.advance(10_000);
    expect(seen).toEqual(['0:0:05', '2000:0:03', '4000:0:01', '6000:0:00']);
    expect(controller.current.expired).toBe(true);
    expect(controller.running).toBe(false);
    expect(clock.pendingCount).toBe(0);
  });

  it('stops when told, and restarts from the clock', () => {
    const clock = new SimulatedClock(0);
    const controller = new DepositCountdownController(clock, 60_000);
    controller.start();
    clock.advance(4_000);
    expect(controller.current.text).toBe('0:56');
    controller.stop();
    clock.advance(10_000);
    expect(controller.current.text).toBe('0:56');
    expect(clock.pendingCount).toBe(0);
    controller.start();
    expect(controller.current.text).toBe('0:46');
    controller.start();
    expect(clock.pendingCount).toBe(1);
  });
});
