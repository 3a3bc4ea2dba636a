export interface ServerClock {
  now(): Date;
}

export const systemClock: ServerClock = { now: () => new Date() };

/** A clock that starts at a given instant and then runs at normal speed (demos, browser tests). */
export function clockFrom(start: Date, real: ServerClock = systemClock): ServerClock {
  const offset = start.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset) };
}

export function fixedClock(at: Date | string): ServerClock & { set(at: Date | string): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set(next) {
      current = new Date(next);
    },
  };
}
