/** The booking's guest list as server state: read by the key the page has, replaced by each change's answer. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookingApi, type BookingKey, type GuestList } from '../../../../api-client/bookings.ts';
import { bookingQueryKey, putAnswer } from '../../../site/queries.ts';
import { useApi } from '../../../site/SiteContext.tsx';

export const guestListQueryKey = (key: BookingKey) => [...bookingQueryKey(key), 'guests'] as const;

export function useGuestList(key: BookingKey, enabled: boolean) {
  const bookings = useApi(BookingApi);
  return useQuery<GuestList>({ queryKey: guestListQueryKey(key), queryFn: () => bookings.guests(key), enabled });
}

/** Puts a change's answer in place of the list read before it. */
export function useSetGuestList(key: BookingKey): (list: GuestList) => Promise<void> {
  const queries = useQueryClient();
  return (list) => putAnswer(queries, guestListQueryKey(key), list);
}
