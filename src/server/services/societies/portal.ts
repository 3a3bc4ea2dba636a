/**
 * A society's own page (/society/{id}, customers/society-portal/society/{id}): for the customers who run
 * it, its invite codes, its QR link and how many members it has. Anyone else is told there is no such
 * society, as for an id that is none.
 */
import { findSociety, isSocietyAdmin, societyPortal } from '../../db/repositories/societies.ts';
import { NotFound } from '../../domain/errors.ts';
import { societyIdOf, societyMessages } from '../../domain/societies/society-input.ts';
import type { SocietiesDeps } from './deps.ts';

export class SocietyPortal {
  constructor(private readonly deps: SocietiesDeps) {}

  async view(command: { sessionId: string | undefined; id: string }) {
    const customer = await this.deps.profiles.customer(command.sessionId);
    const id = societyIdOf(command.id);
    const society = id === undefined ? undefined : await findSociety(this.deps.db, id);
    if (!society || !(await isSocietyAdmin(this.deps.db, society.id, customer.id))) throw new NotFound(societyMessages.notFound);
    const { codes, members } = await societyPortal(this.deps.db, society.id);
    const now = this.deps.clock.now();
    return {
      id: society.id,
      title: society.title,
      type: society.base_type.name,
      members,
      invite_codes: codes.map((c) => ({ code: c.code, expires_at: c.expires_at?.toISOString() ?? null, expired: c.expires_at !== null && c.expires_at.getTime() <= now })),
      qr_path: `/society/qr/${society.qr_code}`,
    };
  }
}
