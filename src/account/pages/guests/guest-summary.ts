import type { SummarisedBooking } from '../../components/BookingSummary.tsx';

/**
 * A booking as the guest calls give it (its bar's name only, no reference, no money) in the shape the
 * booking summary reads: the empty reference and the absent money leave their rows out.
 */
export function guestSummary(
  booking: Pick<SummarisedBooking, 'date' | 'time' | 'booking_date' | 'people' | 'party_type_name'> & {
    bar_name: string;
  },
): SummarisedBooking {
  return {
    ...booking,
    ref_code: '',
    bar: {
      id: 0,
      bar_name: booking.bar_name,
      branded_name: booking.bar_name,
      phone: '',
      party_booking_email: '',
    },
    deposit_balance: 0,
    balance: 0,
  };
}
