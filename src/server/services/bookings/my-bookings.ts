/**
 * The logged-in customer's bookings (spec §2.3, §7.2 rest/my-bookings): the list, and one booking's
 * page, edit and cancel by its id. The booking page's own services do the work; this only says whose
 * bookings they are: the customer's by account or by their verified address (access.ts).
 */
import { findCustomerBookings, type BookingRow } from '../../db/repositories/bookings.ts';
import { includePreviousFlag, splitBookings } from '../../domain/bookings/booking-list.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';
import type { BookingView } from '../../domain/bookings/view.ts';
import { NotFound } from '../../domain/errors.ts';
import { refundsOfBooking } from '../../db/repositories/refunds.ts';
import { guestBookingView, type GuestBookingView } from '../../domain/guests/guest-booking-view.ts';
import { payable } from '../../domain/payments/summaries.ts';
import type { BookingChanges, ChangeResult } from './changes.ts';
import type { BookingsDeps } from './deps.ts';
import { guestBooking, guestBookingsOf } from './guest-access.ts';
import type { BookingManagement } from './management.ts';
import type { BookingPackages } from './packages.ts';
import type { BookingPreOrders } from './pre-orders.ts';
import { entriesByGroup } from '../../domain/pre-orders/pre-order-entries.ts';

/** Who is logged in: the customer of a live session, or an Unauthenticated error (401). */
export interface SignedIn {
  customer(sessionId: string | undefined): Promise<{ id: number; email: string }>;
}

/**
 * The booking of an id that the signed-in customer manages: theirs, or one they are a co-host of
 * (spec §6: a booking admin has the full booking page). Another guest is refused, anyone else not found.
 */
export type ManagedBy = (brandId: number, bookingId: string, sessionId: string | undefined) => Promise<BookingRow>;

export interface MyBookingsCommand {
  brandId: number;
  sessionId: string | undefined;
}

export interface MyBookingCommand extends MyBookingsCommand {
  /** The id as sent in the path. */
  bookingId: string;
}

export interface MyBookingChange extends MyBookingCommand {
  date: unknown;
  people?: unknown;
  rebook?: unknown;
}

export interface MyBookingList {
  upcoming: BookingView[];
  /** Null unless asked for. */
  previous: BookingView[] | null;
  previousCount: number;
}

export class MyBookings {
  constructor(
    private readonly deps: BookingsDeps,
    private readonly signedIn: SignedIn,
    private readonly management: BookingManagement,
    private readonly changes: BookingChanges,
    private readonly bookingPackages: BookingPackages,
    private readonly preOrders: BookingPreOrders,
    private readonly managedBy: ManagedBy,
  ) {}

  /** GET rest/my-bookings: upcoming from 06:00 today (London), and previous when `includePrevious` is 1. */
  async list(command: MyBookingsCommand & { includePrevious: unknown }): Promise<MyBookingList> {
    const customer = await this.signedIn.customer(command.sessionId);
    const withPrevious = includePreviousFlag(command.includePrevious);
    const own = await findCustomerBookings(this.deps.db, command.brandId, customer);
    // The bookings they are a guest on too (linked by their invitation), each shown as the guest sees it.
    const asGuest = new Map((await guestBookingsOf(this.deps.db, command.brandId, customer.id)).filter((g) => !own.some((b) => b.id === g.booking.id)).map((g) => [g.booking.id, g]));
    const rows = [...own, ...[...asGuest.values()].map((g) => g.booking)];
    const { upcoming, previous } = splitBookings(rows, new Date(this.deps.clock.now()));
    const catalogue = await this.deps.catalogue.get();
    const viewOf = async (row: (typeof rows)[number]) => {
      const view = await this.management.viewOf(this.deps.db, row, catalogue);
      const guest = asGuest.get(row.id)?.guest;
      return guest ? guestBookingView(view, guest, payable(row, catalogue), isCancelled(row.status_id), await refundsOfBooking(this.deps.db, row.id)) : view;
    };
    const views = (list: typeof rows) => Promise.all(list.map(viewOf));
    return { upcoming: await views(upcoming), previous: withPrevious ? await views(previous) : null, previousCount: previous.length };
  }

  /** The customer's booking, or one they are a guest on (the guest's view: their share, none of the lead booker's secrets). */
  async view(command: MyBookingCommand): Promise<BookingView | GuestBookingView> {
    const access = await this.access(command);
    try {
      return await this.management.view({ brandId: command.brandId, access });
    } catch (error) {
      if (!(error instanceof NotFound)) throw error;
      const asGuest = await guestBooking(this.deps.db, command.brandId, command.bookingId, access.customer.id);
      if (!asGuest) throw error;
      const catalogue = await this.deps.catalogue.get();
      const view = await this.management.viewOf(this.deps.db, asGuest.booking, catalogue);
      return guestBookingView(view, asGuest.guest, payable(asGuest.booking, catalogue), isCancelled(asGuest.booking.status_id), await refundsOfBooking(this.deps.db, asGuest.booking.id));
    }
  }

  /** GET rest/my-bookings/{id}/packages: the booking's packages and pre-order state. */
  async packages(command: MyBookingCommand) {
    return this.bookingPackages.view({ brandId: command.brandId, access: await this.managed(command) });
  }

  /** POST rest/booking/{id}/pre-order: a guest's package and choices, the items sent as entries. */
  async savePreOrder(command: MyBookingCommand & { guestId: unknown; forename: unknown; surname: unknown; variationId: unknown; preOrder: unknown }): Promise<BookingView> {
    const access = await this.managed(command);
    const choices = entriesByGroup(command.preOrder, await this.deps.catalogue.get());
    return this.preOrders.saveGuest({ brandId: command.brandId, access, guestId: command.guestId, forename: command.forename, surname: command.surname, variationId: command.variationId, choices });
  }

  /** POST rest/my-bookings/{id}/item/{variation_id}: a per-booking package's items. */
  async saveItems(command: MyBookingCommand & { variationId: unknown; items: unknown }): Promise<BookingView> {
    return this.preOrders.saveItems({ brandId: command.brandId, access: await this.managed(command), variationId: command.variationId, items: command.items });
  }

  async change(command: MyBookingChange): Promise<ChangeResult> {
    return this.changes.change({ brandId: command.brandId, access: await this.access(command), date: command.date, people: command.people, rebook: command.rebook });
  }

  async cancel(command: MyBookingCommand): Promise<{ message: string; booking: BookingView }> {
    return this.management.cancel({ brandId: command.brandId, access: await this.access(command) });
  }

  /** The pre-order calls are a booking admin's: the lead booker's or a co-host's. */
  private async managed(command: MyBookingCommand): Promise<{ managed: BookingRow }> {
    return { managed: await this.managedBy(command.brandId, command.bookingId, command.sessionId) };
  }

  private async access(command: MyBookingCommand) {
    const customer = await this.signedIn.customer(command.sessionId);
    return { bookingId: command.bookingId, customer: { id: customer.id, email: customer.email } };
  }
}
