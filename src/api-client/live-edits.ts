/**
 * Development (live reload): the server's stream of edited flows, texts and brands (GET /dev/live,
 * server-sent events), for the widget page it served.
 */
import type { LiveUpdate } from '../engine/flow/live-update.ts';

/** Listens at /dev/live until stopped. */
export function followLiveEdits(onUpdate: (update: LiveUpdate) => void): () => void {
  const source = new EventSource('/dev/live');
  source.onmessage = (event: MessageEvent<string>) => {
    let update: LiveUpdate;
    try {
      update = JSON.parse(event.data) as LiveUpdate;
    } catch {
      return;
    }
    onUpdate(update);
  };
  return () => source.close();
}
