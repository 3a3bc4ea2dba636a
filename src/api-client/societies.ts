/**
 * Societies (account-and-guest-features §2.5, §7.5): joining by an invite code or a QR code, the status, leaving,
 * a society's own page, a society's contract. The answers are the server's generated types.
 */
import type {
  AppUserStatusAnswer,
  SocietyContract,
  SocietyContractSignAnswer,
  SocietyContractViewAnswer,
  SocietyContractViewedAnswer,
  SocietyLeaveAnswer,
  SocietyInviteCodeAnswer,
  SocietyPortalAnswer,
  SocietyQrAnswer,
  SocietyQrJoinAnswer,
  SocietyStatus,
  SocietyStatusOfCustomerAnswer,
} from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type { SocietyContract, SocietyStatus };
export type SocietyOfQr = SocietyQrAnswer['data'];
export type SocietyPortalView = SocietyPortalAnswer['data'];

const enc = encodeURIComponent;

export class SocietyApi {
  constructor(private readonly client: QueryClient) {}

  /** GET customers/societies/status: the logged-in customer's society. */
  async status(): Promise<SocietyStatus> {
    return (await this.client.query<SocietyStatusOfCustomerAnswer>('GET', 'customers/societies/status', {})).body.data;
  }

  /** GET customers/app-user/status/{user_id}: the society of the app's user. */
  async appUserStatus(appUserId: string): Promise<SocietyStatus> {
    return (await this.client.query<AppUserStatusAnswer>('GET', `customers/app-user/status/${enc(appUserId)}`, {})).body.data;
  }

  /** POST customers/societies/society-portal/invite-code/{code}: joins the society of an invite code. */
  async join(code: string): Promise<SocietyStatus> {
    return (await this.client.query<SocietyInviteCodeAnswer>('POST', `customers/societies/society-portal/invite-code/${enc(code)}`, { body: {} })).body.data;
  }

  /** GET customers/societies/society/qr/{code}: the society of a QR code, by name. */
  async qrSociety(code: string): Promise<SocietyOfQr> {
    return (await this.client.query<SocietyQrAnswer>('GET', `customers/societies/society/qr/${enc(code)}`, {})).body.data;
  }

  /** POST customers/societies/society/qr/{code}: joins the society of a QR code. */
  async joinByQr(code: string): Promise<SocietyStatus> {
    return (await this.client.query<SocietyQrJoinAnswer>('POST', `customers/societies/society/qr/${enc(code)}`, { body: {} })).body.data;
  }

  /** POST customers/app-user/society/leave */
  async leave(): Promise<SocietyStatus> {
    return (await this.client.query<SocietyLeaveAnswer>('POST', 'customers/app-user/society/leave', { body: {} })).body.data;
  }

  /** GET customers/society-portal/society/{id}: a society's page for those who run it. */
  async portal(id: string): Promise<SocietyPortalView> {
    return (await this.client.query<SocietyPortalAnswer>('GET', `customers/society-portal/society/${enc(id)}`, {})).body.data;
  }

  /** GET customers/societies/society-portal/contract/{code}/{admin_code}: the contract for its signatory. */
  async contract(code: string, adminCode: string): Promise<SocietyContract> {
    return (await this.client.query<SocietyContractViewAnswer>('GET', contractPath(code, adminCode), {})).body.data;
  }

  /** POST …/viewed: the contract was read to the end. */
  async contractViewed(code: string, adminCode: string): Promise<SocietyContract> {
    return (await this.client.query<SocietyContractViewedAnswer>('POST', `${contractPath(code, adminCode)}/viewed`, { body: {} })).body.data;
  }

  /** POST …/sign with the signature as a PNG data URL. */
  async signContract(code: string, adminCode: string, signatureData: string): Promise<SocietyContract> {
    return (await this.client.query<SocietyContractSignAnswer>('POST', `${contractPath(code, adminCode)}/sign`, { body: { signature_data: signatureData } })).body.data;
  }
}

const contractPath = (code: string, adminCode: string) => `customers/societies/society-portal/contract/${enc(code)}/${enc(adminCode)}`;
