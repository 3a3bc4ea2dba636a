/**
 * A society's own page (/society/{id}, customers/society-portal/society/{id}): for the customers who run
 * it, its invite codes, its QR link, how many members it has and its contracts (a society admin signs the
 * contract, spec §6: the page links to each one's signing page, and to its file once signed). Anyone else is told there is no such
 * society, as for an id that is none.
 */
import { findSociety, isSocietyAdmin, societyPortal } from '../../db/repositories/societies.ts';
import { contractsOfSociety } from '../../db/repositories/society-contracts.ts';
import { NotFound } from '../../domain/errors.ts';
import { contractPaths } from '../../../engine/societies/contract-paths.ts';
import { contractStatus } from '../../domain/societies/contract.ts';
import { societyIdOf, societyMessages } from '../../domain/societies/society-input.ts';
import type { SocietiesDeps } from './deps.ts';

export class SocietyPortal {
  constructor(private readonly deps: SocietiesDeps) {}

  async view(command: { sessionId: string | undefined; id: string }) {
    const customer = await this.deps.profiles.customer(command.sessionId);
    const id = societyIdOf(command.id);
    const society = id === undefined ? undefined : await findSociety(this.deps.db, id);
    if (!society || !(await isSocietyAdmin(this.deps.db, society.id, customer.id))) throw new NotFound(societyMessages.notFound);
    const [{ codes, members }, contracts] = await Promise.all([societyPortal(this.deps.db, society.id), contractsOfSociety(this.deps.db, society.id)]);
    const now = this.deps.clock.now();
    return {
      id: society.id,
      title: society.title,
      type: society.base_type.name,
      members,
      invite_codes: codes.map((c) => ({ code: c.code, expires_at: c.expires_at?.toISOString() ?? null, expired: c.expires_at !== null && c.expires_at.getTime() <= now })),
      qr_path: `/society/qr/${society.qr_code}`,
      contracts: contracts.map((c) => {
        const paths = contractPaths(c);
        return {
          title: c.title,
          status: contractStatus(c),
          signatory_name: c.signatory_name,
          signed_at: c.signed_at?.toISOString() ?? null,
          path: paths.page,
          download_path: c.signed_at ? paths.download : null,
        };
      }),
    };
  }
}
