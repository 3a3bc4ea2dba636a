/**
 * Demo bookings, one in each state the booking page shows, reached by known manage keys
 * (`/manage/{key}`). They are at Revolution Leeds in 2027, for the demo customer's address, so a
 * visitor can open each page; production never seeds demo data.
 */
import { addDays } from '../../../engine/time/calendar-date.ts';
import { arrivalAt } from '../../../engine/time/booking-instant.ts';
import { demo } from '../demo-ids.ts';

const B = demo.bars;
const T = demo.types;

interface DemoBooking {
  key: string;
  ref: string;
  status: number;
  date: string;
  time: string;
  people: number;
  /** Pence per person: what the booking is worth, and the deposit part of it (unpaid: a paid one would need its payment rows). */
  perPerson: number;
  depositPerPerson: number;
  balancePaid: boolean;
  agency: string | null;
}

const BOOKINGS: DemoBooking[] = [
  { key: demo.manageKeys.depositDue, ref: 'DEM2DEP2', status: 1, date: '2027-02-12', time: '19:00', people: 6, perPerson: 2500, depositPerPerson: 1000, balancePaid: false, agency: null },
  { key: demo.manageKeys.balanceDue, ref: 'DEM2BAL2', status: 1, date: '2027-02-19', time: '20:00', people: 4, perPerson: 3000, depositPerPerson: 0, balancePaid: false, agency: null },
  { key: demo.manageKeys.paid, ref: 'DEM2PAD2', status: 1, date: '2027-02-26', time: '18:30', people: 2, perPerson: 2000, depositPerPerson: 0, balancePaid: true, agency: null },
  { key: demo.manageKeys.agency, ref: 'DEM2AGN2', status: 1, date: '2027-03-05', time: '19:30', people: 10, perPerson: 3500, depositPerPerson: 0, balancePaid: false, agency: 'Party Planners Ltd' },
  { key: demo.manageKeys.cancelled, ref: 'DEM2CAN2', status: 4, date: '2027-03-12', time: '19:00', people: 3, perPerson: 2000, depositPerPerson: 0, balancePaid: false, agency: null },
  { key: demo.manageKeys.postponed, ref: 'DEM2PST2', status: 5, date: '2026-11-14', time: '19:00', people: 5, perPerson: 2000, depositPerPerson: 0, balancePaid: false, agency: null },
];

const DURATION_MINUTES = 120;

export const demoBookingRows = BOOKINGS.map((b) => {
  const arrival = arrivalAt(b.date, b.time);
  const start = arrival.at;
  const value = b.perPerson * b.people;
  const deposit = b.depositPerPerson * b.people;
  return {
    ref_code: b.ref,
    status_id: b.status,
    brand_id: demo.brands.revolution,
    bar_id: B.revolutionLeeds,
    booking_type_id: T.table,
    people: b.people,
    booking_date: arrival.date,
    booking_time: arrival.time,
    start_at: start,
    trading_date: arrival.tradingDate,
    end_at: new Date(start.getTime() + DURATION_MINUTES * 60_000),
    value,
    deposit,
    // A cancelled booking owes nothing (migration 038).
    deposit_balance: b.status === 4 ? 0 : deposit,
    balance: b.balancePaid || b.status === 4 ? 0 : value - deposit,
    deposit_due_date: deposit > 0 && b.status !== 4 ? addDays(b.date, -14) : null,
    balance_due_date: b.status === 4 ? null : addDays(b.date, -7),
    hold_expires_at: null,
    manage_key: b.key,
    invite_code: `${b.key}-invite`,
    payment_token: `${b.key}-payment`,
    forename: 'Ada',
    surname: 'Lovelace',
    email: demo.customerEmail,
    phone: '07700900123',
    agency_name: b.agency,
  };
});
