/**
 * The brand a widget was mounted for, read by the later steps for its links (terms, privacy) and its
 * bookings host (join links). The mount gives each widget an i18n instance made for its brand
 * (createI18n), whose default variables carry the brand's name: that names the brand without any
 * state at module level. The page's own query is the fallback.
 */
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BRANDS, getBrand, type BrandDefinition } from '../../../engine/i18n/index.ts';
import { paramsFromSearch } from '../../params.ts';

export function brandOf(i18n: Pick<I18n, 'options'> | undefined, search = typeof location === 'undefined' ? '' : location.search): BrandDefinition {
  const name = (i18n?.options?.interpolation?.defaultVariables as Record<string, unknown> | undefined)?.brandName;
  const named = Object.values(BRANDS).find((b) => b.name === name);
  return named ?? getBrand(paramsFromSearch(search).brand);
}

export function useWidgetBrand(): BrandDefinition {
  const { i18n } = useTranslation();
  return brandOf(i18n);
}
