/**
 * A pre-order save on the booking page (spec §4): the booking and its packages read afresh once it is
 * saved; a 423 (the pre-order locked meanwhile) reloads the page, which then shows the lock.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingKey, ManagedBooking } from '../../../api-client/bookings.ts';
import { ApiError } from '../../../api-client/errors.ts';
import { putBooking } from '../../site/queries.ts';
import { packagesQueryKey } from './pre-order-queries.ts';

export const LOCKED = 423;

export function usePreOrderSave<T>(bookingKey: BookingKey, save: (wanted: T) => Promise<ManagedBooking>, onSaved: () => void) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (booking) => {
      await putBooking(queries, bookingKey, booking);
      await queries.invalidateQueries({ queryKey: packagesQueryKey(bookingKey) });
      onSaved();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === LOCKED) location.reload();
    },
  });
}
