/**
 * The staff single sign-on provider, through openid-client: any OpenID Connect issuer (OIDC_ISSUER), or the
 * development issuer `npm start` runs beside the server (auth/dev-issuer.ts). The authorization-code flow with
 * PKCE (S256), state and nonce; openid-client checks the answer's state and issuer, the ID token's signature
 * against the issuer's keys (enableNonRepudiationChecks), its issuer, audience, expiry and nonce, and sends the PKCE verifier with the code.
 */
import * as oidc from 'openid-client';

export interface StaffIssuerSettings {
  issuer: string;
  clientId: string;
  /** Absent: a public client (PKCE alone proves the code is ours). */
  clientSecret?: string | undefined;
  /** Where the issuer sends the browser back: this site's /staff/login. */
  redirectUri: string;
}

/** What a login needs kept until the browser comes back: sent to the issuer, checked on the answer. */
export interface LoginSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The member of staff the issuer vouched for. */
export interface StaffIdentity {
  issuer: string;
  subject: string;
  name: string;
  email: string | undefined;
}

/** Why a login could not go on: the issuer could not be reached, or its answer was refused. */
export class IssuerUnavailable extends Error {}
export class AnswerRefused extends Error {}

export class StaffIssuer {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: StaffIssuerSettings) {}

  /** The issuer's metadata, fetched on first use and kept; a failed fetch is tried again next time. */
  private config(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      const auth = clientSecret ? oidc.ClientSecretPost(clientSecret) : oidc.None();
      // The ID token's signature is checked against the issuer's keys too, not only trusted for having come
      // over TLS from the token endpoint (which is all OIDC Core requires, and openid-client's default).
      // Only the development issuer (and a test's) is plain HTTP; config.ts refuses it in production.
      const execute = [oidc.enableNonRepudiationChecks, ...(new URL(issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [])];
      this.configuration = oidc.discovery(new URL(issuer), clientId, undefined, auth, { execute, timeout: 10 }).catch((error: unknown) => {
        this.configuration = undefined;
        throw new IssuerUnavailable(error instanceof Error ? error.message : String(error));
      });
    }
    return this.configuration;
  }

  /** A new login: the issuer's authorization URL and the secrets to check its answer with. */
  async start(): Promise<{ url: string; secrets: LoginSecrets }> {
    const config = await this.config();
    const secrets = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid profile email',
      code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
      state: secrets.state,
      nonce: secrets.nonce,
      // A bar's tablet is shared: whoever logs in next types their own password.
      prompt: 'login',
    });
    return { url: url.href, secrets };
  }

  /**
   * The issuer's answer (the parameters it sent the browser back with) exchanged for the member of staff:
   * AnswerRefused for a wrong state, a code that is not good (used, another client's, expired), a PKCE
   * verifier that does not match, or an ID token that fails any check.
   */
  async finish(answer: Record<string, string>, secrets: LoginSecrets): Promise<StaffIdentity> {
    const config = await this.config();
    const callback = new URL(this.settings.redirectUri);
    for (const [name, value] of Object.entries(answer)) callback.searchParams.set(name, value);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callback, {
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        pkceCodeVerifier: secrets.codeVerifier,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof TypeError && /fetch failed/.test(error.message)) throw new IssuerUnavailable(error.message);
      throw new AnswerRefused(error instanceof Error ? error.message : String(error));
    }
    const claims = tokens.claims();
    if (!claims) throw new AnswerRefused('no ID token');
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    const name = [claims.name, claims.preferred_username, email, claims.sub].find((v): v is string => typeof v === 'string' && v.trim() !== '')!;
    return { issuer: claims.iss, subject: claims.sub, name, email };
  }
}
