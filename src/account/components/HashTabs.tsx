/**
 * A booking page's tabs (spec §2.3): the tab comes from the URL's hash and defaults to the first; the
 * tab chosen is written back into the hash, so a reload or a shared link opens it again. The ARIA tabs
 * pattern: the arrow keys, Home and End move between tabs and choose them, Tab goes into the panel.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface HashTab {
  /** Its name in the hash (#overview). */
  id: string;
  label: string;
  panel: () => ReactNode;
}

const hashOf = () => decodeURIComponent(location.hash.replace(/^#/, ''));

/** `initial`: the tab to open when the hash names none of them (the booking page's /manage action). */
export function HashTabs({ tabs, label, initial }: { tabs: readonly HashTab[]; label: string; initial?: string | undefined }) {
  const prefix = useId();
  const pick = (id: string) => (tabs.some((tab) => tab.id === id) ? id : tabs[0]!.id);
  const [current, setCurrent] = useState(() => pick(tabs.some((tab) => tab.id === hashOf()) ? hashOf() : (initial ?? '')));
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const follow = () => setCurrent(pick(hashOf()));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  });

  const choose = (id: string, focus = false) => {
    setCurrent(id);
    // Not a move to another page: the router's history entry (and so the page title's focus) stays.
    history.replaceState(history.state, '', `${location.pathname}${location.search}#${encodeURIComponent(id)}`);
    if (focus) buttons.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(tabs[to]!.id, true);
  };

  const shown = tabs.find((tab) => tab.id === current) ?? tabs[0]!;
  return (
    <div className="covers-tabs">
      <div role="tablist" aria-label={label} className="covers-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${tab.id}`}
            aria-selected={tab.id === shown.id}
            aria-controls={`${prefix}-panel-${tab.id}`}
            tabIndex={tab.id === shown.id ? 0 : -1}
            className="covers-tabs__tab"
            onClick={() => choose(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${prefix}-panel-${shown.id}`} aria-labelledby={`${prefix}-tab-${shown.id}`} tabIndex={0} className="covers-tabs__panel">
        {shown.panel()}
      </div>
    </div>
  );
}
