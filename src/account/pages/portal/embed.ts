/**
 * The booking widget on an account page, through the public embed API a brand's own site uses
 * (src/embed/README.md): this server's /embed.js, loaded once, then `Covers.mount`. The site imports
 * nothing of the widget: the widget runs in its own frame, on this origin (the CSP's 'self').
 */

/** The part of the loader's API the portal uses. */
export interface EmbedApi {
  mount(element: HTMLElement, params: Record<string, string | number | undefined>, options?: { minHeight?: number; title?: string }): EmbeddedWidget;
}

export interface EmbeddedWidget {
  iframe: HTMLIFrameElement;
  destroy(): void;
}

let loading: Promise<EmbedApi> | null = null;

const loaded = () => (window as { Covers?: EmbedApi }).Covers;

export function loadEmbed(): Promise<EmbedApi> {
  const api = loaded();
  if (api) return Promise.resolve(api);
  loading ??= new Promise<EmbedApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/embed.js';
    script.async = true;
    script.onload = () => {
      const ready = loaded();
      if (ready) resolve(ready);
      else reject(new Error('the booking widget did not load'));
    };
    script.onerror = () => {
      // Another visit to the page tries again.
      loading = null;
      script.remove();
      reject(new Error('the booking widget did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
