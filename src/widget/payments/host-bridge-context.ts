/**
 * The widget's host bridge where the payment modal has one (the widget), none elsewhere (the account
 * pages share the payment views but are not framed by a host page).
 */
import { useHostBridge } from '../shell/store-context.tsx';
import type { HostBridge } from '../host-bridge.ts';

export function useOptionalHostBridge(): HostBridge | null {
  try {
    return useHostBridge();
  } catch {
    // Outside the widget's provider: no host page to talk to.
    return null;
  }
}
