/**
 * What the widget keeps between visits (the day part last used, the last bar, the session being
 * made). The store is given a storage, so tests and the fixture replayer use one in memory and two
 * widgets on one page can be kept apart by their key prefix.
 */

/** The part of the Web Storage API the store uses; `window.localStorage` is one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    entries: () => Object.fromEntries(items),
  };
}

/**
 * Reads and writes without ever throwing: a browser may refuse storage (private windows, a full
 * quota, blocked third-party storage in an iframe), and forgetting a preference must not stop a booking.
 */
export class SafeStorage {
  constructor(
    private readonly storage: KeyValueStorage | undefined,
    private readonly prefix: string,
  ) {}

  get(name: string): string | null {
    try {
      return this.storage?.getItem(`${this.prefix}${name}`) ?? null;
    } catch {
      return null;
    }
  }

  set(name: string, value: string | null): void {
    try {
      if (value === null) this.storage?.removeItem(`${this.prefix}${name}`);
      else this.storage?.setItem(`${this.prefix}${name}`, value);
    } catch {
      // Not remembered: the customer chooses again next time.
    }
  }
}
