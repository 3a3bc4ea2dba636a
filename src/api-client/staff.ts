/**
 * Staff single sign-on (account-and-guest-features §2.6, §4 staff login, §7.6): the issuer's login URL, the
 * issuer's answer exchanged for a staff session, who is signed in, a student's sign-up taken by staff, logout. The answers are the server's
 * generated types. A call a member of staff is not signed in for answers 403, never 401: a 401 logs the
 * customer of the same browser out (client.ts), and staff are not customers.
 */
import type { StaffAuthBridgeAnswer, StaffAuthUrlAnswer, StaffDataCollectAnswer, StaffDataCollectBody, StaffLogoutAnswer, StaffMeAnswer, StaffSession } from '../../schemas/api/types.generated.ts';
import type { QueryClient } from './payments.ts';

export type { StaffSession };

export class StaffApi {
  constructor(private readonly client: QueryClient) {}

  /** GET rest/authentication/auth-url: where to send the browser to log in (the issuer's page). */
  async authUrl(): Promise<string> {
    return (await this.client.query<StaffAuthUrlAnswer>('GET', 'rest/authentication/auth-url', {})).body.url;
  }

  /** POST rest/authentication/auth-bridge: the issuer's code and state (and iss) → the staff session. */
  async bridge(answer: { code: string; state: string; iss?: string | undefined }): Promise<StaffSession> {
    return (await this.client.query<StaffAuthBridgeAnswer>('POST', 'rest/authentication/auth-bridge', { body: answer })).body.data;
  }

  /** GET rest/authentication/staff: the signed-in member of staff (403 for anyone else). */
  async me(): Promise<StaffSession> {
    return (await this.client.query<StaffMeAnswer>('GET', 'rest/authentication/staff', {})).body.data;
  }

  /** POST rest/staff/data-collect: a student's sign-up taken by the signed-in member of staff; the words to show. */
  async signUpStudent(fields: StaffDataCollectBody): Promise<string> {
    return (await this.client.query<StaffDataCollectAnswer>('POST', 'rest/staff/data-collect', { body: fields })).body.data.message;
  }

  /** POST rest/logout */
  async logout(): Promise<void> {
    await this.client.query<StaffLogoutAnswer>('POST', 'rest/logout', { body: {} });
  }
}
