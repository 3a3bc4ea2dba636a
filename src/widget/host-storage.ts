/**
 * The widget's storage kept by the host page (protocol: storage_request, storage, storage_set), for a frame
 * the browser refuses storage of its own: on a brand's site the widget is a third-party frame, and with
 * third-party storage blocked a reload would otherwise lose the booking (spec §2: a saved session resumes).
 */
import type { KeyValueStorage } from '../engine/store/index.ts';
import type { HostBridge } from './host-bridge.ts';

/** How long the widget waits for the loader's answer before going on without saved data (an old loader, a bare iframe). */
export const HOST_STORAGE_WAIT_MS = 1_000;

export function hostStorage(bridge: HostBridge, waitMs = HOST_STORAGE_WAIT_MS): Promise<KeyValueStorage | undefined> {
  if (!bridge.embedded) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(undefined);
    }, waitMs);
    const stop = bridge.on('storage', ({ entries }) => {
      clearTimeout(timer);
      stop();
      const items = new Map(Object.entries(entries));
      resolve({
        getItem: (key) => items.get(key) ?? null,
        setItem(key, value) {
          items.set(key, value);
          bridge.post('storage_set', { key, value });
        },
        removeItem(key) {
          items.delete(key);
          bridge.post('storage_set', { key, value: null });
        },
      });
    });
    bridge.post('storage_request', {});
  });
}
