import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { AccountSessionsConfig, GoogleSignInConfig, LoginThrottleConfig, RecipientMailLimits } from '../../config.ts';
import type { CatalogueStore } from '../catalogue-store.ts';

export interface CustomersDeps {
  db: Db;
  clock: Clock;
  /** The bars a favourite may be. */
  catalogue: Pick<CatalogueStore, 'get'>;
  /** This server's address, for the links e-mailed (verification, password reset). */
  publicUrl: string;
  sessions: AccountSessionsConfig;
  throttle: LoginThrottleConfig;
  /** The e-mails anyone can have sent to an address (registering, resets, verifications). */
  mailLimits: RecipientMailLimits;
  /** Google sign-in, when GOOGLE_CLIENT_ID turns it on. */
  googleSignIn?: GoogleSignInConfig | undefined;
}

export const DAY_MS = 24 * 60 * 60_000;

/** Verification links last a day, reset links an hour (issue 13). */
export const VERIFY_TOKEN_MS = DAY_MS;
export const RESET_TOKEN_MS = 60 * 60_000;
