import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ShellStore } from './shell-store.ts';

const StoreContext = createContext<ShellStore | null>(null);

/**
 * Gives the widget below it its own store: `create` runs once per mounted widget, so two widgets
 * on one page (or a test mounting several) never share state.
 */
export function WidgetStoreProvider({ create, children }: { create: () => ShellStore; children: ReactNode }) {
  const [store] = useState(create);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useShellStore(): ShellStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useShellStore() outside a WidgetStoreProvider');
  return store;
}
