/**
 * Server state of the site through TanStack Query, with the spec's defaults (§9): no retries, no
 * refetch when the window regains focus. The signed-in customer is the `me` query; a 401 from any
 * call logs out (§6): the customer becomes nobody and every other query's data is dropped.
 */
import { QueryClient, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../../api-client/client.ts';
import type { Customer, MyBookingList } from '../../api-client/account-types.ts';
import type { AccountApi } from '../../api-client/accounts.ts';
import type { BookingKey, ManagedBooking } from '../../api-client/bookings.ts';
import { useSite } from './SiteContext.tsx';

export const ME_KEY = ['customers', 'me'] as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** A 401 anywhere: logged out. */
export function logOutOnUnauthorised(client: ApiClient, queries: QueryClient): () => void {
  return client.on('logout', () => loggedOut(queries));
}

/** The site after a logout: nobody signed in, nothing of theirs kept. */
export function loggedOut(queries: QueryClient): void {
  queries.removeQueries({
    predicate: (query) => query.queryKey[0] !== ME_KEY[0] || query.queryKey[1] !== ME_KEY[1],
  });
  queries.setQueryData(ME_KEY, null);
}

function meQuery(accounts: AccountApi) {
  return { queryKey: ME_KEY, queryFn: () => accounts.me(), staleTime: 60_000 };
}

/** The signed-in customer: null when nobody is. */
export function useMe() {
  const { accounts } = useSite();
  return useQuery<Customer | null>(meQuery(accounts));
}

/**
 * Logged in as someone else without the login page (the app's user): nothing of whoever was logged in
 * before is kept but the query `keep` (the login itself), and the customer is the new one.
 */
export function switchedCustomer(queries: QueryClient, customer: Customer, keep: readonly unknown[]): void {
  // Every other answer goes, another app user's login among them: coming back to their page logs them in again.
  const kept = (key: readonly unknown[]) => (key[0] === ME_KEY[0] && key[1] === ME_KEY[1]) || (key.length === keep.length && key.every((part, i) => part === keep[i]));
  queries.removeQueries({ predicate: (query) => !kept(query.queryKey) });
  queries.setQueryData(ME_KEY, customer);
}

/** After logging in: who is logged in now, asked before the site moves on (a login-required page then sees them). */
export async function loggedIn(queries: QueryClient, accounts: AccountApi): Promise<void> {
  await queries.fetchQuery({ ...meQuery(accounts), staleTime: 0 });
}

export const MY_BOOKINGS_KEY = ['rest', 'my-bookings'] as const;

/** The customer's bookings (§2.3): the upcoming ones, and with `includePrevious` the earlier ones too. */
export function useMyBookings(includePrevious: boolean, options: { enabled?: boolean } = {}) {
  const { accounts } = useSite();
  return useQuery<MyBookingList>({
    queryKey: [...MY_BOOKINGS_KEY, includePrevious ? 'with-previous' : 'upcoming'],
    queryFn: () => accounts.myBookings(includePrevious),
    enabled: options.enabled ?? true,
  });
}

/** A booking's page query: by its manage key and by its id are two entries (two ways in, two answers to keep apart). */
export function bookingQueryKey(key: BookingKey) {
  return 'token' in key ? (['booking', 'token', key.token] as const) : (['booking', 'id', key.id] as const);
}

/**
 * What the server answered a change with, in place of what the page read. A read begun before the change
 * (a part of the page that mounted a moment earlier) would put the old state back over it, so that read is
 * called off; the queries under the key (a booking's packages, its guests) are left alone.
 */
export async function putAnswer<T>(queries: QueryClient, queryKey: QueryKey, answer: T): Promise<void> {
  await queries.cancelQueries({ queryKey, exact: true });
  queries.setQueryData(queryKey, answer);
}

/** The booking as the server answered a change to it. */
export const putBooking = (queries: QueryClient, key: BookingKey, booking: ManagedBooking) => putAnswer(queries, bookingQueryKey(key), booking);

export const brunchUpgradeQueryKey = (manageKey: string) => ['booking', 'token', manageKey, 'brunch-upgrade'] as const;
