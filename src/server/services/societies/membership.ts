/**
 * Belonging to a society (spec §2.5, §4 "Society", §7.5): joining by an invite code or the society's QR
 * code, the status the app and the site read, and leaving when the type allows it. A customer belongs to
 * one society at a time; joining the one they are in again changes nothing.
 */
import { activeMembership, endMembership, findSocietyByInviteCode, findSocietyByQrCode, insertMembership, type SocietyRow } from '../../db/repositories/societies.ts';
import { sameSecret } from '../../domain/booking-codes.ts';
import { Conflict, Forbidden, NotFound } from '../../domain/errors.ts';
import { inviteCodeField, QR_CODE, societyMessages } from '../../domain/societies/society-input.ts';
import { societyStatusView, type SocietyStatus } from '../../domain/societies/status.ts';
import type { SocietiesDeps } from './deps.ts';

export class SocietyMembership {
  constructor(private readonly deps: SocietiesDeps) {}

  /** The status of the app user of an id (customers/app-user/status/{user_id}). */
  async statusOfAppUser(appUserId: string): Promise<SocietyStatus> {
    const user = await this.deps.appUsers.find(appUserId);
    return societyStatusView(await activeMembership(this.deps.db, user.customer_id));
  }

  /** The logged-in customer's status. */
  async statusOfSession(sessionId: string | undefined): Promise<SocietyStatus> {
    const customer = await this.deps.profiles.customer(sessionId);
    return societyStatusView(await activeMembership(this.deps.db, customer.id));
  }

  /** The logged-in customer joins the society of an invite code (as typed: it is normalised first). */
  async joinByCode(command: { sessionId: string | undefined; code: string }): Promise<SocietyStatus> {
    const code = inviteCodeField(command.code);
    const customer = await this.deps.profiles.customer(command.sessionId);
    const society = await findSocietyByInviteCode(this.deps.db, code, new Date(this.deps.clock.now()));
    if (!society) throw new NotFound(societyMessages.codeUnknown);
    return this.join(customer.id, society, { joinedWith: 'code', inviteCode: code });
  }

  /** The society of a QR code, as its page shows it before joining: its name only. */
  async qrSociety(qrCode: string): Promise<{ id: number; title: string }> {
    const society = await this.societyOfQrCode(qrCode);
    return { id: society.id, title: society.title };
  }

  /** The logged-in customer joins the society of a QR code. */
  async joinByQr(command: { sessionId: string | undefined; qrCode: string }): Promise<SocietyStatus> {
    const society = await this.societyOfQrCode(command.qrCode);
    const customer = await this.deps.profiles.customer(command.sessionId);
    return this.join(customer.id, society, { joinedWith: 'qr', inviteCode: null });
  }

  /** The logged-in customer leaves their society, when its type lets members leave: its offers stop. */
  async leave(sessionId: string | undefined): Promise<SocietyStatus> {
    const customer = await this.deps.profiles.customer(sessionId);
    const membership = await activeMembership(this.deps.db, customer.id);
    if (!membership) throw new Conflict(societyMessages.notMember);
    if (!membership.society.base_type.can_leave) throw new Forbidden(societyMessages.cannotLeave(membership.society.title));
    await endMembership(this.deps.db, membership.id, new Date(this.deps.clock.now()));
    return societyStatusView(await activeMembership(this.deps.db, customer.id));
  }

  private async societyOfQrCode(qrCode: string): Promise<SocietyRow> {
    const society = QR_CODE.test(qrCode) ? await findSocietyByQrCode(this.deps.db, qrCode) : undefined;
    if (!society || !sameSecret(qrCode, society.qr_code)) throw new NotFound(societyMessages.qrUnknown);
    return society;
  }

  /**
   * A membership of `society`, unless the customer belongs to another (409, theirs stays). Of two joins
   * at once the database keeps one (the unique active membership); the other then reads it.
   */
  private async join(customerId: number, society: SocietyRow, how: { joinedWith: 'code' | 'qr'; inviteCode: string | null }): Promise<SocietyStatus> {
    const { db } = this.deps;
    const current = await activeMembership(db, customerId);
    if (!current) await insertMembership(db, { societyId: society.id, customerId, ...how, at: new Date(this.deps.clock.now()) });
    const now = current ?? (await activeMembership(db, customerId));
    if (now && now.society.id !== society.id) throw new Conflict(societyMessages.alreadyMember(now.society.title));
    return societyStatusView(now);
  }
}
