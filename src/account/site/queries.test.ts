import { describe, expect, it } from 'vitest';
import type { ManagedBooking } from '../../api-client/bookings.ts';
import { bookingQueryKey, createQueryClient, putBooking } from './queries.ts';

const key = { token: 'manage-key' };
const asWas = { id: 7, status_id: 1 } as ManagedBooking;
const cancelled = { id: 7, status_id: 4 } as ManagedBooking;

describe('putBooking', () => {
  it('keeps the answer to a change when a read begun before it comes back later', async () => {
    const queries = createQueryClient();
    let answer!: (booking: ManagedBooking) => void;
    const read = queries.fetchQuery({ queryKey: bookingQueryKey(key), queryFn: () => new Promise<ManagedBooking>((resolve) => (answer = resolve)) }).catch(() => null);
    await putBooking(queries, key, cancelled);
    answer(asWas);
    await read;
    expect(queries.getQueryData(bookingQueryKey(key))).toEqual(cancelled);
  });

  it('leaves the booking’s other queries (its packages, its guests) alone', async () => {
    const queries = createQueryClient();
    const packages = [...bookingQueryKey(key), 'packages'];
    let answer!: (rows: string[]) => void;
    const read = queries.fetchQuery({ queryKey: packages, queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)) });
    await putBooking(queries, key, cancelled);
    answer(['brunch']);
    expect(await read).toEqual(['brunch']);
    expect(queries.getQueryData(packages)).toEqual(['brunch']);
  });
});
