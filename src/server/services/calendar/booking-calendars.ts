import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/index.ts';
import { findCalendarBooking } from '../../db/repositories/booking-calendar.ts';
import { bookingCalendar, icsFileName } from '../../domain/calendar/ics.ts';
import { NotFound } from '../../domain/errors.ts';
import { inBrand } from '../../domain/brand-scope.ts';

export interface CalendarFile {
  fileName: string;
  ics: string;
}

/** Manage keys are URL-safe secrets; anything else cannot name a booking (and never reaches a header). */
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** A booking's calendar file, by its manage key. */
export class BookingCalendars {
  constructor(private readonly deps: { db: Queryable; clock: Clock; /** Where the manage page lives (the server's public URL). */ publicUrl: string }) {}

  /**
   * The file of the booking with this manage key; with a brand, only that brand's booking (another
   * brand's is as good as unknown). Unknown: NotFound.
   */
  async byManageKey(token: string, brandId?: number): Promise<CalendarFile> {
    const booking = TOKEN.test(token) ? await findCalendarBooking(this.deps.db, token) : undefined;
    if (!booking || (brandId !== undefined && !inBrand(booking.brand_id, brandId))) throw new NotFound('Booking not found.');
    return { fileName: icsFileName(booking.ref_code), ics: bookingCalendar(booking, { publicUrl: this.deps.publicUrl, now: new Date(this.deps.clock.now()) }) };
  }
}
