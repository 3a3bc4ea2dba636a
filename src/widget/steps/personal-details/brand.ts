/**
 * The brand a widget was mounted for, read by the steps for its links (terms, privacy), its bookings
 * host (join links) and its wording: the widget's own store carries it (one store per mounted widget,
 * given its brand by the mount), so two widgets of two brands on one page each read their own.
 */
import type { BrandDefinition } from '../../../engine/i18n/index.ts';
import { useWidgetStore } from '../../shell/store-context.tsx';

export function useWidgetBrand(): BrandDefinition {
  return useWidgetStore().brand;
}
