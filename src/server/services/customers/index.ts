import { AccountSessions } from './account-sessions.ts';
import { AppUsers } from './app-users.ts';
import { Authentication } from './authentication.ts';
import { EmailVerification } from './email-verification.ts';
import { GoogleSignIn } from './google-sign-in.ts';
import { GoogleIdTokens } from '../../auth/google-id-token.ts';
import type { CustomersDeps } from './deps.ts';
import { LoginThrottle } from './login-throttle.ts';
import { PasswordReset } from './password-reset.ts';
import { Profiles } from './profiles.ts';
import { Registration } from './registration.ts';

/** The account services, sharing one session store and one login throttle. */
export interface CustomerServices {
  sessions: AccountSessions;
  registration: Registration;
  authentication: Authentication;
  passwordReset: PasswordReset;
  profiles: Profiles;
  appUsers: AppUsers;
  emailVerification: EmailVerification;
  loginThrottle: LoginThrottle;
  google: GoogleSignIn;
}

export function createCustomerServices(deps: CustomersDeps): CustomerServices {
  const sessions = new AccountSessions(deps);
  const throttle = new LoginThrottle(deps);
  const profiles = new Profiles(deps, sessions);
  const appUsers = new AppUsers(deps, sessions);
  return {
    sessions,
    registration: new Registration(deps, sessions),
    authentication: new Authentication(deps, sessions, throttle),
    passwordReset: new PasswordReset(deps, sessions, throttle),
    profiles,
    appUsers,
    emailVerification: new EmailVerification(deps, appUsers, profiles),
    loginThrottle: throttle,
    google: new GoogleSignIn(deps, sessions, deps.googleSignIn ? new GoogleIdTokens(deps.googleSignIn) : undefined),
  };
}
