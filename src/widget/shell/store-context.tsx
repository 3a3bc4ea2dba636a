import { createContext, useContext, type ReactNode } from 'react';
import type { WidgetStore } from '../../engine/store/index.ts';

const StoreContext = createContext<WidgetStore | null>(null);

/** Gives the widget below it its own store (mountWidget makes one per widget: two widgets never share state). */
export function WidgetStoreProvider({ store, children }: { store: WidgetStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useWidgetStore(): WidgetStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useWidgetStore() outside a WidgetStoreProvider');
  return store;
}
