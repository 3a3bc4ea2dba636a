/**
 * Google ID tokens (the credential Google's sign-in button gives a page), verified with jose: the signature
 * against the keys Google publishes (fetched and cached by jose's remote key set), the issuer, the audience
 * (this site's Google client id), the expiry and issue time, and a jti to spend once.
 */
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** The verified token's claims that sign a customer in. */
export interface GoogleIdentity {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  jti: string;
  expiresAt: Date;
}

/** The token fails a check (signature, issuer, audience, time, claims). */
export class TokenRefused extends Error {}
/** Google's keys could not be fetched. */
export class KeysUnavailable extends Error {}

/** How far this server's clock and Google's may disagree, in seconds. */
const CLOCK_SKEW_S = 30;

export class GoogleIdTokens {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly settings: { clientId: string; jwksUrl: string }) {
    this.keys = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: 5000 });
  }

  async verify(token: string, now: Date): Promise<GoogleIdentity> {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: this.settings.clientId,
        algorithms: ['RS256'],
        currentDate: now,
        clockTolerance: CLOCK_SKEW_S,
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      }));
    } catch (error) {
      if (error instanceof errors.JWKSTimeout || (error instanceof TypeError && /fetch/i.test(error.message))) throw new KeysUnavailable(error.message);
      if (error instanceof errors.JOSEError) throw new TokenRefused(error.code);
      throw error;
    }
    // A token says when it was issued; one issued later than now (beyond the same skew) was never issued by Google.
    if (payload.iat! > now.getTime() / 1000 + CLOCK_SKEW_S) throw new TokenRefused('iat in the future');
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const email = text(payload.email);
    if (!email) throw new TokenRefused('no email');
    return {
      email,
      emailVerified: payload.email_verified === true,
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
      jti: text(payload.jti),
      expiresAt: new Date(payload.exp! * 1000),
    };
  }
}
