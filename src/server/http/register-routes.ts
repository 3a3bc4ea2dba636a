/**
 * Every route, each given the one service it calls. A route file's path under routes/ is its URL.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { RecipientMailLimits } from '../config.ts';
import type { Db, Queryable } from '../db/index.ts';
import { AccountPage } from '../pages/account-page.ts';
import type { PagesOptions } from '../pages/built-pages.ts';
import type { SandboxGateway } from '../payments/sandbox/gateway.ts';
import { SandboxHostedPage } from '../payments/sandbox/hosted-page.ts';
import type { BookingSessions } from '../services/booking-sessions/index.ts';
import type { BookingServices } from '../services/bookings/index.ts';
import { BookingCalendars } from '../services/calendar/booking-calendars.ts';
import type { CatalogueStore } from '../services/catalogue-store.ts';
import { DevMailbox } from '../services/mailbox/dev-mailbox.ts';
import { CodeBrands } from '../services/payments/code-brands.ts';
import type { PaymentServices } from '../services/payments/index.ts';
import type { CustomerServices } from '../services/customers/index.ts';
import type { GuestServices } from '../services/guests/index.ts';
import type { SocietyServices } from '../services/societies/index.ts';
import type { StudentServices } from '../services/students/index.ts';
import type { MenuServices } from '../services/menus/index.ts';
import { StudentDataCollection } from '../services/student-sign-ups/data-collection.ts';
import type { Vouchers } from '../services/vouchers/vouchers.ts';
import type { AppExtras } from '../services/app-extras.ts';
import type { CheckInServices } from '../services/check-ins/index.ts';
import type { StaffSignOn } from '../services/staff/staff-sign-on.ts';
import authenticateGoogleRoute from '../routes/api/customers/authenticate/google.ts';
import authBridgeRoute from '../routes/api/rest/authentication/auth-bridge.ts';
import authUrlRoute from '../routes/api/rest/authentication/auth-url.ts';
import staffMeRoute from '../routes/api/rest/authentication/staff.ts';
import staffLogoutRoute from '../routes/api/rest/logout.ts';
import staffDataCollectRoute from '../routes/api/rest/staff/data-collect.ts';
import authenticateRoute from '../routes/api/customers/authenticate.ts';
import authenticateAppCustomerRoute from '../routes/api/customers/authenticate-app-customer.ts';
import emailVerifyRoute from '../routes/api/customers/email-verify.ts';
import emailVerifyCodeRoute from '../routes/api/customers/email-verify/[code].ts';
import emailVerifyStatusRoute from '../routes/api/customers/email-verify-status.ts';
import forgotPasswordRoute from '../routes/api/customers/forgot-password.ts';
import resetProcessRoute from '../routes/api/customers/forgot-password/[reset_token]/process.ts';
import resetVerifyRoute from '../routes/api/customers/forgot-password/[reset_token]/verify.ts';
import logoutRoute from '../routes/api/customers/logout.ts';
import meRoute from '../routes/api/customers/me.ts';
import myDetailsRoute from '../routes/api/customers/my-details.ts';
import registerRoute from '../routes/api/customers/register.ts';
import standaloneRoute from '../routes/api/customers/register/standalone.ts';
import verifyRoute from '../routes/api/customers/register/verify/[verify_token].ts';
import societyLeaveRoute from '../routes/api/customers/app-user/society/leave.ts';
import appUserStatusRoute from '../routes/api/customers/app-user/status/[user_id].ts';
import societyPortalRoute from '../routes/api/customers/society-portal/society/[id].ts';
import societyInviteCodeRoute from '../routes/api/customers/societies/society-portal/invite-code/[code].ts';
import societyContractRoute from '../routes/api/customers/societies/society-portal/contract/[code]/[admin_code].ts';
import societyContractSignRoute from '../routes/api/customers/societies/society-portal/contract/[code]/[admin_code]/sign.ts';
import societyContractViewedRoute from '../routes/api/customers/societies/society-portal/contract/[code]/[admin_code]/viewed.ts';
import societyQrRoute from '../routes/api/customers/societies/society/qr/[code].ts';
import societyStatusRoute from '../routes/api/customers/societies/status.ts';
import graduateStatusRoute from '../routes/api/customers/student/graduate-status.ts';
import studentStatusRoute from '../routes/api/customers/student/student-status.ts';
import allergenMenuRoute from '../routes/api/menus/allergen-menu/[bar_id]/[menu_id].ts';
import allergenMenuTypesRoute from '../routes/api/menus/allergen-menu-types/[bar_id].ts';
import allergenWebsiteRoute from '../routes/api/menus/allergens/website.ts';
import partyMenusRoute from '../routes/api/rest/party-menus.ts';
import allergenPdfRoute from '../routes/files/allergen-menus/[name].ts';
import partyMenuFileRoute from '../routes/files/party-menus/[id].ts';
import studentDataCollectRoute from '../routes/api/customers/student/data-collect.ts';
import checkInRoute from '../routes/api/customers/track-trace/[bar].ts';
import checkInExtendRoute from '../routes/api/customers/track-trace/[bar]/[visit_id]/extend.ts';
import guestPageRoute from '../routes/api/rest/booking/guest/[code].ts';
import guestJoinRoute from '../routes/api/rest/booking/guest-join/[code].ts';
import bookingGuestListRoute from '../routes/api/rest/booking/[id]/guests.ts';
import bookingGuestRoute from '../routes/api/rest/booking/[id]/guest/[guest_id].ts';
import bookingGuestReminderRoute from '../routes/api/rest/booking/[id]/reminder/[type].ts';
import tokenGuestListRoute from '../routes/api/rest/my-bookings/token/[token]/guests.ts';
import tokenGuestRoute from '../routes/api/rest/my-bookings/token/[token]/guest/[guest_id].ts';
import tokenGuestReminderRoute from '../routes/api/rest/my-bookings/token/[token]/reminder/[type].ts';
import guestPreOrderRoute from '../routes/api/rest/booking/guest/[code]/pre-order.ts';
import guestDetailsRoute from '../routes/api/rest/booking/guest/[code]/details.ts';
import joinBookingRoute from '../routes/api/rest/booking/join/[join_token].ts';
import manageBookingRoute from '../routes/api/rest/booking/manage/[code].ts';
import brunchUpgradeRoute from '../routes/api/rest/booking/manage/[code]/brunch-upgrade.ts';
import myBookingsRoute from '../routes/api/rest/my-bookings.ts';
import myBookingRoute from '../routes/api/rest/my-bookings/[id].ts';
import rebookRoute from '../routes/api/rest/my-bookings/[id]/re-book.ts';
import tokenBookingRoute from '../routes/api/rest/my-bookings/token/[token].ts';
import tokenBookingPackagesRoute from '../routes/api/rest/my-bookings/token/[token]/packages.ts';
import myBookingPackagesRoute from '../routes/api/rest/my-bookings/[id]/packages.ts';
import preOrderChoicesRoute from '../routes/api/rest/booking/pre-order-choices.ts';
import bookingPreOrderRoute from '../routes/api/rest/booking/[id]/pre-order.ts';
import myBookingItemsRoute from '../routes/api/rest/my-bookings/[id]/item/[variation_id].ts';
import tokenPreOrderRoute from '../routes/api/rest/my-bookings/token/[token]/pre-order.ts';
import tokenItemsRoute from '../routes/api/rest/my-bookings/token/[token]/item/[variation_id].ts';
import createGuestDepositRoute from '../routes/api/rest/booking/[id]/create-guest-deposit/[guest_id].ts';
import sessionRoute from '../routes/api/rest/booking/session.ts';
import completeRoute from '../routes/api/rest/booking/session/complete.ts';
import depositRoute from '../routes/api/rest/booking/session/deposit.ts';
import logErrorRoute from '../routes/api/rest/booking/session/log-error.ts';
import voucherRoute from '../routes/api/customers/voucher.ts';
import registerGroupRoute from '../routes/api/customers/register/group.ts';
import tipOutcomeRoute from '../routes/api/rest/tip/[id]/outcome.ts';
import depositStatusRoute from '../routes/api/rest/deposit/[id].ts';
import applePayVerifyRoute from '../routes/api/rest/deposit/apple-pay/verify.ts';
import processWalletRoute from '../routes/api/rest/deposit/digital-wallet/process.ts';
import googlePayVerifyRoute from '../routes/api/rest/deposit/google-pay/verify.ts';
import depositManageRoute from '../routes/api/rest/deposit/manage.ts';
import createRequestRoute from '../routes/api/rest/deposit/manage/create-request/[code].ts';
import depositRequestRoute from '../routes/api/rest/deposit/payment/[code].ts';
import paymentCallbackRoute from '../routes/api/rest/deposit/payment/callback.ts';
import paymentCheckRoute from '../routes/api/rest/deposit/payment/check.ts';
import paymentRequestRoute from '../routes/api/rest/deposits/payment-request.ts';
import createPaymentRequestDepositRoute from '../routes/api/rest/deposits/payment-request/create-deposit.ts';
import storeCardRoute from '../routes/api/rest/deposits/store-card.ts';
import storeCardStatusRoute from '../routes/api/rest/deposits/store-card/[order_id].ts';
import icalRoute from '../routes/api/rest/ical/[token].ts';
import accountSiteRoute from '../routes/account-site.ts';
import assetsRoute from '../routes/assets.ts';
import barPageRoute from '../routes/bar/[slug].ts';
import checkInPageRoute from '../routes/track-trace/[bar].ts';
import brandLogoRoute from '../routes/brands/[code]/logo.svg.ts';
import brandThemeRoute from '../routes/brands/[code]/theme.css.ts';
import demoIndexRoute from '../routes/demo.ts';
import brandDemoRoute from '../routes/demo/[brand].ts';
import twoBrandsDemoRoute from '../routes/demo/two-brands.ts';
import depositPageRoute from '../routes/deposit/[code].ts';
import mailboxRoute from '../routes/dev/mailbox.ts';
import unsubscribeRoute from '../routes/unsubscribe/[token].ts';
import { Unsubscribes } from '../services/student-sign-ups/unsubscribe.ts';
import mailboxEmailRoute from '../routes/dev/mailbox/[id].ts';
import mailboxEmailHtmlRoute from '../routes/dev/mailbox/[id]/html.ts';
import mailboxAttachmentRoute from '../routes/dev/mailbox/[id]/attachments/[index].ts';
import embedScriptRoute from '../routes/embed.js.ts';
import faviconRoute from '../routes/favicon.ico.ts';
import icalPageRoute from '../routes/ical/[token].ts';
import payDepositPageRoute from '../routes/pay-deposit/[code].ts';
import contractDownloadRoute from '../routes/society/contract/[code]/[admin_code]/download.ts';
import payPageRoute from '../routes/pay.ts';
import paymentPageRoute from '../routes/payment/[code].ts';
import paymentCheckPageRoute from '../routes/payment/check/[code].ts';
import frameScriptRoute from '../routes/payments/frame.js.ts';
import resultStyleRoute from '../routes/payments/result.css.ts';
import barOpeningTimesPageRoute from '../routes/bar/[slug]/opening-times.ts';
import sandboxHppRoute from '../routes/payments/sandbox/hpp.ts';
import sandboxChallengeRoute from '../routes/payments/sandbox/hpp/challenge.ts';
import sandboxPayRoute from '../routes/payments/sandbox/hpp/pay.ts';
import sandboxStyleRoute from '../routes/payments/sandbox/hpp.css.ts';
import sandboxScriptRoute from '../routes/payments/sandbox/hpp.js.ts';
import widgetRoute from '../routes/widget.ts';
import barOpeningTimesRoute from '../routes/api/rest/bar/[slug]/opening-times.ts';
import publicBarsRoute from '../routes/api/rest/bars.ts';
import postcodeRoute from '../routes/api/rest/postcode/[postcode].ts';
import type { BarServices } from '../services/bars/index.ts';

export interface RouteDeps {
  sessions: BookingSessions;
  bookings: BookingServices;
  payments: PaymentServices;
  customers: CustomerServices;
  guests: GuestServices;
  societies: SocietyServices;
  bars: BarServices;
  students: StudentServices;
  menus: MenuServices;
  vouchers: Vouchers;
  /** The small ones: tips' outcomes, the interest form, the widget's error reports. */
  extras: AppExtras;
  checkIns: CheckInServices;
  staff: StaffSignOn;
  catalogue: Pick<CatalogueStore, 'get'>;
  /** The built-in gateway, when it is the one in use (its card page is served only then). */
  sandbox: SandboxGateway | undefined;
  /** Origins that may frame the payment pages and receive their size messages. */
  frameOrigins: ReadonlySet<string>;
  db: Db;
  clock: Clock;
  publicUrl: string;
  devMailbox?: boolean | undefined;
  mailLimits: RecipientMailLimits;
}

/** The API, the payment pages and the public calendar page. */
export function registerRoutes(app: FastifyInstance, deps: RouteDeps) {
  sessionRoute(app, deps.sessions.updates);
  completeRoute(app, deps.sessions.completion);
  depositRoute(app, deps.sessions.deposits);
  logErrorRoute(app, deps.extras.errorReports);
  tipOutcomeRoute(app, deps.extras.tips);

  const { customers, catalogue } = deps;
  registerRoute(app, customers.registration);
  registerGroupRoute(app, deps.extras.interest);
  verifyRoute(app, { registration: customers.registration, catalogue });
  standaloneRoute(app, { registration: customers.registration });
  authenticateRoute(app, { authentication: customers.authentication, catalogue });
  authenticateAppCustomerRoute(app, { appUsers: customers.appUsers, catalogue });
  logoutRoute(app, customers.authentication);
  authenticateGoogleRoute(app, { google: customers.google, catalogue });
  meRoute(app, customers.profiles);
  myDetailsRoute(app, customers.profiles);
  forgotPasswordRoute(app, customers.passwordReset);
  resetVerifyRoute(app, customers.passwordReset);
  resetProcessRoute(app, customers.passwordReset);

  emailVerifyRoute(app, customers.emailVerification);
  emailVerifyStatusRoute(app, customers.emailVerification);
  emailVerifyCodeRoute(app, customers.emailVerification);

  authUrlRoute(app, deps.staff);
  authBridgeRoute(app, deps.staff);
  staffMeRoute(app, deps.staff);
  staffLogoutRoute(app, deps.staff);

  const { membership, portal, contracts } = deps.societies;
  societyInviteCodeRoute(app, membership);
  societyQrRoute(app, membership);
  societyStatusRoute(app, membership);
  appUserStatusRoute(app, membership);
  societyLeaveRoute(app, membership);
  societyPortalRoute(app, portal);
  societyContractRoute(app, contracts);
  societyContractViewedRoute(app, contracts);
  societyContractSignRoute(app, contracts);
  contractDownloadRoute(app, contracts);
  voucherRoute(app, deps.vouchers);

  studentStatusRoute(app, deps.students.status);
  graduateStatusRoute(app, deps.students.status);
  allergenMenuTypesRoute(app, deps.menus.allergenMenus);
  allergenMenuRoute(app, deps.menus.allergenMenus);
  allergenWebsiteRoute(app, deps.menus.allergenMenus);
  allergenPdfRoute(app, deps.menus.allergenPdfs);
  partyMenusRoute(app, deps.menus.partyMenus);
  partyMenuFileRoute(app, deps.menus.partyMenus);
  unsubscribeRoute(app, new Unsubscribes({ db: deps.db, clock: deps.clock }));
  const dataCollection = new StudentDataCollection({ db: deps.db, clock: deps.clock, catalogue, mailLimits: deps.mailLimits, publicUrl: deps.publicUrl });
  studentDataCollectRoute(app, dataCollection);
  staffDataCollectRoute(app, dataCollection, deps.staff);
  checkInRoute(app, deps.checkIns.visits);
  checkInExtendRoute(app, deps.checkIns.visits);

  tokenBookingRoute(app, deps.bookings);
  manageBookingRoute(app, deps.bookings);
  brunchUpgradeRoute(app, deps.bookings);
  rebookRoute(app, deps.bookings);
  myBookingsRoute(app, deps.bookings.mine);
  myBookingRoute(app, deps.bookings.mine);
  myBookingPackagesRoute(app, deps.bookings.mine);
  tokenBookingPackagesRoute(app, deps.bookings.packages);
  preOrderChoicesRoute(app, deps.bookings.packages);
  bookingPreOrderRoute(app, deps.bookings.mine);
  myBookingItemsRoute(app, deps.bookings.mine);
  tokenPreOrderRoute(app, deps.bookings.preOrders);
  tokenItemsRoute(app, deps.bookings.preOrders);
  joinBookingRoute(app, deps.guests.joining);
  guestPageRoute(app, deps.guests.pages);
  guestJoinRoute(app, deps.guests.joinByCode);
  // The lead booker's guest list: signed in by the booking's id, or by its manage key.
  bookingGuestListRoute(app, deps.guests.admin);
  bookingGuestRoute(app, deps.guests.admin);
  bookingGuestReminderRoute(app, deps.guests.reminders);
  tokenGuestListRoute(app, deps.guests.admin);
  tokenGuestRoute(app, deps.guests.admin);
  tokenGuestReminderRoute(app, deps.guests.reminders);
  guestPreOrderRoute(app, deps.guests.pages);
  guestDetailsRoute(app, deps.guests.pages);

  publicBarsRoute(app, deps.bars.publicBars);
  barOpeningTimesRoute(app, deps.bars.openingTimes);
  postcodeRoute(app, deps.bars.postcodes);

  const calendars = new BookingCalendars({ db: deps.db, clock: deps.clock, publicUrl: deps.publicUrl });
  icalRoute(app, calendars);
  icalPageRoute(app, calendars);

  const { payments, sandbox, frameOrigins } = deps;
  storeCardRoute(app, payments.storedCards);
  storeCardStatusRoute(app, payments.storedCards);
  paymentCheckRoute(app, payments.lookups);
  paymentCallbackRoute(app, payments.settlement, { publicUrl: deps.publicUrl, frameOrigins });
  depositRequestRoute(app, payments.depositRequests);
  depositStatusRoute(app, payments.depositRequests);
  depositManageRoute(app, payments.lookups);
  createRequestRoute(app, payments.orders);
  googlePayVerifyRoute(app, payments.wallets);
  applePayVerifyRoute(app, payments.wallets);
  processWalletRoute(app, payments.wallets);
  createGuestDepositRoute(app, payments.guestDeposits);
  paymentRequestRoute(app, payments.lookups);
  createPaymentRequestDepositRoute(app, payments.depositRequests);
  frameScriptRoute(app);
  resultStyleRoute(app);
  if (sandbox) {
    const page = new SandboxHostedPage({
      sandbox,
      clock: deps.clock,
      publicUrl: deps.publicUrl,
      frameOrigins,
      opened: (orderId) => payments.orders.hostedPageOpened(orderId),
      log: app.log,
    });
    sandboxHppRoute(app, page);
    sandboxPayRoute(app, page);
    sandboxChallengeRoute(app, page);
    sandboxStyleRoute(app);
    sandboxScriptRoute(app);
  }

  if (deps.devMailbox) {
    const mailbox = new DevMailbox({ db: deps.db });
    mailboxRoute(app, mailbox);
    mailboxEmailRoute(app, mailbox);
    mailboxEmailHtmlRoute(app, mailbox);
    mailboxAttachmentRoute(app, mailbox);
  }
}

/** The widget page, the loader, the build's assets and the demo sites (a plugin: register it). */
export async function pagesRoutes(app: FastifyInstance, options: PagesOptions) {
  await assetsRoute(app, options);
  widgetRoute(app, options);
  embedScriptRoute(app, options);
  faviconRoute(app);
  // The demo sites stand for the brands' own: a production server serves none of them (issue 30).
  if (!options.config.production) {
    demoIndexRoute(app, options);
    twoBrandsDemoRoute(app, options);
    brandDemoRoute(app, options);
  }
  brandLogoRoute(app);
  brandThemeRoute(app);
}

/** The account site's pages (a plugin: its error handler turns a refused lookup into a page). */
export async function accountPagesRoutes(app: FastifyInstance, options: Omit<PagesOptions, 'catalogue'> & { catalogue: Pick<CatalogueStore, 'get'>; db: Queryable }) {
  const page = new AccountPage(options);
  const codes = new CodeBrands({ db: options.db });
  app.setErrorHandler(page.errorHandler);
  payPageRoute(app, page);
  payDepositPageRoute(app, { page, codes });
  paymentCheckPageRoute(app, { page, codes });
  depositPageRoute(app, { page, codes });
  paymentPageRoute(app, { page, codes });
  barPageRoute(app, { page, catalogue: options.catalogue });
  barOpeningTimesPageRoute(app, { page, catalogue: options.catalogue });
  checkInPageRoute(app, { page, catalogue: options.catalogue });
  accountSiteRoute(app, { page, catalogue: options.catalogue, codes });
}

/**
 * The answer to a page address that is not in the account site's route table: the site's page with
 * a 404 status (the site shows its not-found page). The API's unknown endpoints keep their JSON 404.
 */
export function accountNotFoundPage(options: Pick<PagesOptions, 'config' | 'publicDir'>) {
  const page = new AccountPage(options);
  return (request: FastifyRequest, reply: FastifyReply) => page.send(request, reply.code(404), {});
}
