/** The re-book page's own query key (its booking is the booking page's query, `bookingQueryKey`). */
export const rebookAvailabilityKey = (manageKey: string, date: string | null) => ['rebook', manageKey, 'availability', date] as const;
