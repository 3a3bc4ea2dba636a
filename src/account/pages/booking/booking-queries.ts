/** The booking pages' reads (beside the site's queries, whose module is in every first load: these come with their pages). */
import { useQuery } from '@tanstack/react-query';
import { BookingApi, type BookingKey, type BrunchUpgrade, type ManagedBooking } from '../../../api-client/bookings.ts';
import { bookingQueryKey, brunchUpgradeQueryKey } from '../../site/queries.ts';
import { useApi } from '../../site/SiteContext.tsx';

/** The booking a page shows, by the way the page reaches it. */
export function useBooking(key: BookingKey) {
  const bookings = useApi(BookingApi);
  return useQuery<ManagedBooking>({ queryKey: bookingQueryKey(key), queryFn: () => bookings.booking(key) });
}

/** A link holder's brunch upgrade (§2.4): asked only on the /manage page, whose key it takes. */
export function useBrunchUpgrade(manageKey: string | null) {
  const bookings = useApi(BookingApi);
  return useQuery<BrunchUpgrade>({
    queryKey: brunchUpgradeQueryKey(manageKey ?? ''),
    queryFn: () => bookings.brunchUpgrade(manageKey!),
    enabled: manageKey !== null,
  });
}
