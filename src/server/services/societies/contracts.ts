/**
 * A society's contract (/society/contract/{code}/{admin_code}, customers/societies/society-portal/contract/…):
 * read by the society's signatory, marked viewed once read to the end, signed once (the image and who signed),
 * then only read and downloaded. A wrong code and a wrong admin code are the same "not valid" 404, so the page
 * never says whether a contract exists.
 */
import { findContractByCode, markContractViewed, signContract, type SocietyContractRow } from '../../db/repositories/society-contracts.ts';
import { sameSecret } from '../../domain/booking-codes.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import { CONTRACT_CODE, contractMessages, contractStatus, signaturePng, termsBlocks, type ContractStatus, type TermsBlock } from '../../domain/societies/contract.ts';
import type { SocietiesDeps } from './deps.ts';

export interface ContractKey {
  code: string;
  adminCode: string;
}

export interface ContractView {
  id: number;
  status: ContractStatus;
  current_user_name: string;
  title: string;
  society: { title: string };
  terms: TermsBlock[];
  viewed_at: string | null;
  signed_at: string | null;
  signed_by: string | null;
  /** The signature as an image data URL, once signed. */
  signature_data: string | null;
}

export class SocietyContracts {
  constructor(private readonly deps: Pick<SocietiesDeps, 'db' | 'clock'>) {}

  async view(key: ContractKey): Promise<ContractView> {
    return contractView(await this.find(key));
  }

  /** The reader scrolled to the end: the sign step opens. Again, or once signed, changes nothing. */
  async viewed(key: ContractKey): Promise<ContractView> {
    const contract = await this.find(key);
    if (await markContractViewed(this.deps.db, contract.id, new Date(this.deps.clock.now()))) return this.view(key);
    return contractView(contract);
  }

  /** Signs as the contract's signatory. The first signature is kept: another is a 409, and the signature is never altered. */
  async sign(command: ContractKey & { signatureData: unknown }): Promise<ContractView> {
    const contract = await this.find(command);
    if (contract.signed_at) throw new Conflict(contractMessages.alreadySigned);
    const png = signaturePng(command.signatureData);
    if (!contract.viewed_at) throw new Conflict(contractMessages.notViewed);
    const signed = await signContract(this.deps.db, contract.id, { at: new Date(this.deps.clock.now()), by: contract.signatory_name, png });
    if (!signed) throw new Conflict(contractMessages.alreadySigned);
    return this.view(command);
  }

  /** The signed contract with its signature, for the society to keep (404 until it is signed). */
  async signedCopy(key: ContractKey): Promise<ContractView & { signed_at: string; signed_by: string; signature_data: string }> {
    const view = contractView(await this.find(key));
    // A real link whose contract is still to be signed is not an invalid one: it says what to do.
    if (!view.signed_at || !view.signed_by || !view.signature_data) throw new Conflict(contractMessages.notSignedYet);
    return { ...view, signed_at: view.signed_at, signed_by: view.signed_by, signature_data: view.signature_data };
  }

  private async find(key: ContractKey): Promise<SocietyContractRow> {
    const valid = CONTRACT_CODE.test(key.code) && CONTRACT_CODE.test(key.adminCode);
    const contract = valid ? await findContractByCode(this.deps.db, key.code) : undefined;
    if (!contract || !sameSecret(key.adminCode, contract.admin_code)) throw new NotFound(contractMessages.notFound);
    return contract;
  }
}

function contractView(row: SocietyContractRow): ContractView {
  return {
    id: row.id,
    status: contractStatus(row),
    current_user_name: row.signatory_name,
    title: row.title,
    society: { title: row.society_title },
    terms: termsBlocks(row.terms),
    viewed_at: row.viewed_at?.toISOString() ?? null,
    signed_at: row.signed_at?.toISOString() ?? null,
    signed_by: row.signed_by,
    signature_data: row.signature_base64 === null ? null : `data:image/png;base64,${row.signature_base64.replace(/\s+/g, '')}`,
  };
}
