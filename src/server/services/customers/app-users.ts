/**
 * Users of the group's app (spec §2.1 /app/{app_user_id}): the app holds each user's app_user_id, a
 * random 192-bit secret, and opens our pages with it. authenticate-app-customer turns it into a session
 * of the customer it belongs to, so the pages that follow are the customer's own.
 */
import { findAppUser, type AppUserRow } from '../../db/repositories/app-users.ts';
import { findCustomerById } from '../../db/repositories/customers.ts';
import { sameSecret } from '../../domain/booking-codes.ts';
import { messages } from '../../domain/customers/messages.ts';
import { NotFound } from '../../domain/errors.ts';
import type { AccountSessions } from './account-sessions.ts';
import type { CustomersDeps } from './deps.ts';
import type { LoggedIn } from './registration.ts';

/** What an app user id looks like (ours are 32 characters): anything else is no one's. */
const APP_USER_ID = /^[A-Za-z0-9_-]{16,64}$/;

export class AppUsers {
  constructor(
    private readonly deps: Pick<CustomersDeps, 'db'>,
    private readonly sessions: AccountSessions,
  ) {}

  /** The app user of an id a request gives; an unknown id, or one of the wrong form, is no one's (404). */
  async find(appUserId: unknown): Promise<AppUserRow> {
    const id = typeof appUserId === 'string' ? appUserId : '';
    const user = APP_USER_ID.test(id) ? await findAppUser(this.deps.db, id) : undefined;
    if (!user || !sameSecret(id, user.app_user_id)) throw new NotFound(messages.appUserUnknown);
    return user;
  }

  /**
   * The app's user logged in: a session of their customer (the one the request had, whoever's, ends).
   * An unknown id changes nothing.
   */
  async authenticate(command: { appUserId: unknown; sessionId: string | undefined }): Promise<LoggedIn> {
    const user = await this.find(command.appUserId);
    const customer = (await findCustomerById(this.deps.db, user.customer_id))!;
    await this.sessions.end(command.sessionId);
    const session = await this.sessions.start(customer.id, this.deps.db, user.id);
    return { customer, session, postLoginUrl: `/app/${user.app_user_id}` };
  }
}
