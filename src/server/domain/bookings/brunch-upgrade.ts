/**
 * The brunch upgrade (spec §2.4, §4, §7.2): which bookings may ask the party team for a call about
 * upgrading their brunch, and reading the request's fields. Pure.
 */
import { formatClockTime } from '../../../engine/time/clock-time.ts';
import { InvalidInput, MalformedInput } from '../errors.ts';
import type { CallbackSlot } from '../session/callback-slots.ts';

/** The flow of the booking types a brunch upgrade is for. */
export const BRUNCH_FLOW = 'BrunchBooking';

/** Provisional (0) and confirmed (1): bookings still to come that the customer holds. */
const UPGRADABLE_STATUSES = new Set([0, 1]);

export const NOTES_MAX_LENGTH = 1000;

export const BRUNCH_UPGRADE_MESSAGES = {
  slotRequired: 'Please choose a time for us to call you.',
  slotNotOffered: 'That callback time is not available: please choose another.',
  notesTooLong: `Notes must be at most ${NOTES_MAX_LENGTH} characters.`,
  cannotUpgrade: 'This booking cannot be upgraded.',
  alreadyRequested: 'You have already asked for a call about upgrading this booking.',
} as const;

/**
 * A brunch booking, provisional or confirmed, that has not started: cancelled, postponed, enquiries,
 * no-shows and past bookings have nothing to upgrade.
 */
export function canUpgradeBrunch(booking: { status_id: number; start_at: Date }, flow: string | undefined, now: Date): boolean {
  return flow === BRUNCH_FLOW && UPGRADABLE_STATUSES.has(booking.status_id) && booking.start_at.getTime() > now.getTime();
}

/** The window asked for, which must be one of those offered (matched on its date and hours). */
export function chosenSlot(value: unknown, offered: readonly CallbackSlot[]): CallbackSlot {
  const refuse = (message: string, Kind: typeof MalformedInput | typeof InvalidInput = MalformedInput): never => {
    throw new Kind(message, { callback_slot: [message] });
  };
  if (value === undefined || value === null || value === '') refuse(BRUNCH_UPGRADE_MESSAGES.slotRequired);
  if (typeof value !== 'object' || Array.isArray(value)) return refuse(BRUNCH_UPGRADE_MESSAGES.slotRequired);
  const { date, start, end } = value as Record<string, unknown>;
  const slot = offered.find((s) => s.date === date && s.start === Number(start) && (end === undefined || s.end === Number(end)));
  return slot ?? refuse(BRUNCH_UPGRADE_MESSAGES.slotNotOffered, InvalidInput);
}

/** Optional notes: text, trimmed, empty meaning none. */
export function notesField(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new MalformedInput('Notes must be text.', { notes: ['Notes must be text.'] });
  const notes = value.trim();
  if (notes.length > NOTES_MAX_LENGTH) throw new InvalidInput(BRUNCH_UPGRADE_MESSAGES.notesTooLong, { notes: [BRUNCH_UPGRADE_MESSAGES.notesTooLong] });
  return notes === '' ? null : notes;
}

/** "YYYY-MM-DD HH:mm": when the window asked for starts. */
export const callDate = (slot: Pick<CallbackSlot, 'date' | 'start'>) => `${slot.date} ${formatClockTime(slot.start * 60)}`;
