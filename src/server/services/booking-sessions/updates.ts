/**
 * POST rest/booking/session: start a session or change some of its answers, and answer with the
 * session as the widget shows it (availability, prices, what is still needed).
 */
import { londonToday } from '../../../engine/time/london.ts';
import { createSession, type SessionRow } from '../../db/repositories/sessions.ts';
import { urlSecret } from '../../domain/booking-codes.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { Conflict, InvalidInput, MalformedInput } from '../../domain/errors.ts';
import type { SessionFields } from '../../domain/session/input.ts';
import { bookableBarsData } from '../../domain/session/reference-data.ts';
import { buildSessionView } from '../../domain/session/view.ts';
import type { BookedCoversReader } from './booked-covers.ts';
import type { BookingSessionsDeps } from './deps.ts';
import type { OpenSessions } from './open-sessions.ts';
import { sessionWriter } from './session-writes.ts';
import { shortDate } from '../../../engine/time/format.ts';
import errors from '../../../../locales/en-GB/errors.json' with { type: 'json' };
import { fill } from '../../domain/customers/messages.ts';

export interface SessionUpdate {
  brandId: number;
  /** Absent: a new session. */
  sessionId: string | undefined;
  /** The answers the request changes, already read (domain/session/input.ts). */
  changes: SessionFields;
  /** As sent ('' when not): a new session needs 2.0. */
  formVersion: string;
  bookingFlowVersion: string | undefined;
  /** `bars` adds the brand's bookable locations. */
  include: readonly string[];
}

/** Changing where, when or what makes a chosen time (and for a new type, chosen packages) stale. */
function mergeFields(current: SessionFields, changes: SessionFields): SessionFields {
  const merged: SessionFields = { ...current, ...changes };
  const changed = (k: keyof SessionFields) => k in changes && changes[k] !== current[k];
  if ((changed('bar_id') || changed('date') || changed('party_type')) && !('time' in changes)) merged.time = null;
  if (changed('party_type') && !('variations' in changes)) merged.variations = [];
  return merged;
}

export class SessionUpdates {
  private readonly saveFields: ReturnType<typeof sessionWriter>;
  /** Per session, the last change this process is applying. */
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    private readonly deps: BookingSessionsDeps,
    private readonly sessions: OpenSessions,
    private readonly booked: BookedCoversReader,
  ) {
    this.saveFields = sessionWriter(deps.db);
  }

  /**
   * Changes to one session that reach this process together are applied one after the other, each on
   * the last one's result; across processes the stored version decides.
   */
  update(command: SessionUpdate) {
    const { sessionId } = command;
    if (!sessionId) return this.apply(command);
    const previous = this.pending.get(sessionId);
    const run = (previous ?? Promise.resolve()).catch(() => undefined).then(() => this.apply(command));
    const settled = run.catch(() => undefined);
    this.pending.set(sessionId, settled);
    void settled.then(() => {
      if (this.pending.get(sessionId) === settled) this.pending.delete(sessionId);
    });
    return run;
  }

  private async apply(command: SessionUpdate) {
    const { brandId, sessionId, changes } = command;
    const changing = Object.keys(changes).length > 0;
    let session: SessionRow | undefined;
    if (sessionId) {
      // A change can start from the copy in memory (the write checks its version); a plain reload reads afresh.
      session = await this.sessions.load(brandId, sessionId, changing);
    } else if (command.formVersion !== '2.0' && command.formVersion !== '2') {
      throw new MalformedInput('A new booking session needs form_version 2.0.', { form_version: ['Send form_version 2.0 to start a session.'] });
    }
    if (command.bookingFlowVersion !== undefined && command.bookingFlowVersion !== '2') {
      throw new MalformedInput('Only booking_flow_version 2 is supported.', { booking_flow_version: ['Must be 2.'] });
    }

    const catalogue = await this.deps.catalogue.get();
    const now = new Date(this.deps.clock.now());
    let fields: SessionFields;
    if (!session) {
      this.checkChanges(catalogue, brandId, {}, changes, now);
      fields = mergeFields({}, changes);
      session = await createSession(this.deps.db, urlSecret(), brandId, fields);
    } else if (changing) {
      for (let attempt = 0; ; attempt++) {
        const current = session.fields as SessionFields;
        this.checkChanges(catalogue, brandId, current, changes, now);
        fields = mergeFields(current, changes);
        const version = await this.saveFields({ id: session.id, fields, version: session.version });
        if (version !== undefined) {
          session = { ...session, fields: fields as Record<string, unknown>, version };
          break;
        }
        // Changed elsewhere since this copy was read (or completed): start again from the stored one.
        this.sessions.forget(session.id);
        if (attempt === 2) throw new Conflict('This booking session is being changed elsewhere. Please try again.');
        session = await this.sessions.load(brandId, session.id, false);
      }
    } else {
      fields = session.fields as SessionFields;
    }
    this.sessions.remember(session);

    const booked = await this.booked.read(this.deps.db, fields, now, { reuse: true });
    const view = buildSessionView({ catalogue, brandId, sessionId: session.id, fields, now, booked, flowRules: this.deps.flowRules });
    // Only a type that secures bookings with a card asks: a stored card is a payments matter.
    if (view.requires_card && this.deps.payments) view.has_stored_card = await this.deps.payments.storedCards.has(session.id, null);
    return { ...view, ...(command.include.includes('bars') ? { bars: bookableBarsData(catalogue, brandId) } : {}) };
  }

  /**
   * Rejects outright (4xx, nothing stored) a change that names something that does not exist or a
   * date that can never be booked: these are not half-typed answers but wrong requests.
   */
  private checkChanges(catalogue: Catalogue, brandId: number, current: SessionFields, changes: SessionFields, now: Date) {
    const fieldErrors: Record<string, string[]> = {};
    const barId = changes.bar_id ?? current.bar_id ?? null;
    if (changes.bar_id) {
      const bar = catalogue.bars.get(changes.bar_id);
      const visible = catalogue.barsForBrand(brandId).some((b) => b.id === changes.bar_id);
      if (!bar || !visible) fieldErrors.bar_id = ['Unknown location.'];
      else if (!catalogue.bookableBars(brandId).some((b) => b.id === bar.id)) fieldErrors.bar_id = ['This location is not taking bookings.'];
    }
    const typeId = changes.party_type ?? current.party_type ?? null;
    const type = typeId ? catalogue.types.get(typeId) : undefined;
    if (changes.party_type) {
      if (!type || (type.brand_id !== null && brandId !== 0 && type.brand_id !== brandId)) fieldErrors.party_type = ['Unknown booking type.'];
      else if (barId && !fieldErrors.bar_id && catalogue.capacityOf(barId, type.id) === undefined) {
        fieldErrors.party_type = ['That booking type is not available at this location.'];
      }
    }
    if (changes.date) {
      const today = londonToday(now);
      const bar = barId ? catalogue.bars.get(barId) : undefined;
      if (changes.date < today) fieldErrors.date = ['Please choose a date from today onwards.'];
      else if (bar?.close_date && changes.date > bar.close_date) {
        // The widget's own words for the same rule (it refuses the date before sending it).
        fieldErrors.date = [fill(errors.date.afterCloseDate, { max: shortDate(bar.close_date) })];
      } else if (type && !fieldErrors.party_type) {
        const message = this.deps.flowRules.checkDate(type.flow, changes.date, today);
        if (message) fieldErrors.date = [message];
      }
    }
    if (Object.keys(fieldErrors).length > 0) throw new InvalidInput(Object.values(fieldErrors)[0]![0]!, fieldErrors);
  }
}
