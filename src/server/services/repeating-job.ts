/**
 * A job the server runs itself: one round now, then one every `everyMs` after the last ends (rounds never
 * overlap), until stopped; stopping waits for a round under way, so the database is not closed under it. The
 * timer is the injected clock's.
 */
import type { TimerHandle } from '../../engine/clock/clock.ts';
import type { Clock } from '../clock.ts';

export class RepeatingJob {
  private timer: TimerHandle | undefined;
  private round: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly deps: { clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>; log?: { warn(obj: object, msg: string): void } | undefined; failed: string },
  ) {}

  start(everyMs: number) {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.round = this.run()
        .catch((error: unknown) => this.deps.log?.warn({ err: error }, this.deps.failed))
        .finally(() => {
          if (!this.stopped) this.timer = this.deps.clock.setTimeout(tick, everyMs);
        });
    };
    tick();
  }

  async stop() {
    this.stopped = true;
    if (this.timer !== undefined) this.deps.clock.clearTimeout(this.timer);
    await this.round;
  }
}
