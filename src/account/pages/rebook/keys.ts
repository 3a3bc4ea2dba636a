/** The re-book page's query keys: the page and its form share the booking's. */
export const rebookBookingKey = (manageKey: string) => ['rebook', manageKey, 'booking'] as const;

export const rebookAvailabilityKey = (manageKey: string, date: string | null) => ['rebook', manageKey, 'availability', date] as const;
