/**
 * The Pre Order and Packages tabs' server state: the booking's packages (under the booking's own query
 * key, so what refreshes the booking refreshes them) and the menu groups of packages.
 */
import { useQuery } from '@tanstack/react-query';
import type { BookingKey } from '../../../api-client/bookings.ts';
import { PreOrderApi, type BookingPackages, type MenuGroup } from '../../../api-client/pre-orders.ts';
import { choiceGroups, type ChoiceGroup } from '../../../engine/preorder/choices.ts';
import { bookingQueryKey } from '../../site/queries.ts';
import { useApi } from '../../site/SiteContext.tsx';

export const packagesQueryKey = (key: BookingKey) => [...bookingQueryKey(key), 'packages'] as const;

export function usePackages(key: BookingKey, options: { enabled?: boolean } = {}) {
  const preOrders = useApi(PreOrderApi);
  return useQuery<BookingPackages>({ queryKey: packagesQueryKey(key), queryFn: () => preOrders.packages(key), enabled: options.enabled ?? true });
}

/** The menu groups of packages: the catalogue's, the same for every booking. */
export function useMenuGroups(variationIds: readonly number[]) {
  const preOrders = useApi(PreOrderApi);
  const ids = [...new Set(variationIds)].sort((a, b) => a - b);
  return useQuery<MenuGroup[]>({ queryKey: ['pre-order-choices', ...ids], queryFn: () => preOrders.menuGroups(ids), enabled: ids.length > 0, staleTime: 5 * 60_000 });
}

/** A package's groups as the engine reads them (the items that cannot be chosen left out). */
export function variationGroups(groups: readonly MenuGroup[] | undefined, variationId: number): ChoiceGroup[] {
  return choiceGroups({ choices: (groups ?? []).filter((g) => g.variation_id === variationId) });
}

