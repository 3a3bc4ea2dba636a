import { createContext, useContext, type ReactNode } from 'react';
import type { WidgetStore } from '../../engine/store/index.ts';
import type { HostBridge } from '../host-bridge.ts';

const StoreContext = createContext<WidgetStore | null>(null);
const BridgeContext = createContext<HostBridge | null>(null);

/** Gives the widget below it its own store (mountWidget makes one per widget: two widgets never share state). */
export function WidgetStoreProvider({ store, bridge, children }: { store: WidgetStore; bridge: HostBridge; children: ReactNode }) {
  return (
    <StoreContext.Provider value={store}>
      <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>
    </StoreContext.Provider>
  );
}

export function useWidgetStore(): WidgetStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useWidgetStore() outside a WidgetStoreProvider');
  return store;
}

/** The widget's link to its host page (e.g. a wallet payment: post apple_pay, hear apple_pay_complete). */
export function useHostBridge(): HostBridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error('useHostBridge() outside a WidgetStoreProvider');
  return bridge;
}
