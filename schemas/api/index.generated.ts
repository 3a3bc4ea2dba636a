/* eslint-disable */
// Generated from schemas/api by `npm run schemas`: every schema, as the server hands them to Fastify. Do not edit; change the schemas and regenerate.

import shared0 from './shared/bar.json' with { type: 'json' };
import shared1 from './shared/booking-cancelled.json' with { type: 'json' };
import shared2 from './shared/booking-change.json' with { type: 'json' };
import shared3 from './shared/booking-packages.json' with { type: 'json' };
import shared4 from './shared/booking-record.json' with { type: 'json' };
import shared5 from './shared/booking-summary.json' with { type: 'json' };
import shared6 from './shared/booking-type.json' with { type: 'json' };
import shared7 from './shared/brunch-upgrade.json' with { type: 'json' };
import shared8 from './shared/callback-slot.json' with { type: 'json' };
import shared9 from './shared/check-in-visit.json' with { type: 'json' };
import shared10 from './shared/choice-group.json' with { type: 'json' };
import shared11 from './shared/chosen-choice.json' with { type: 'json' };
import shared12 from './shared/customer-profile.json' with { type: 'json' };
import shared13 from './shared/customer.json' with { type: 'json' };
import shared14 from './shared/email-verification.json' with { type: 'json' };
import shared15 from './shared/error.json' with { type: 'json' };
import shared16 from './shared/field-message.json' with { type: 'json' };
import shared17 from './shared/flash-message.json' with { type: 'json' };
import shared18 from './shared/guest-booking-summary.json' with { type: 'json' };
import shared19 from './shared/guest-list-change.json' with { type: 'json' };
import shared20 from './shared/guest-list.json' with { type: 'json' };
import shared21 from './shared/guest-page.json' with { type: 'json' };
import shared22 from './shared/guest-pre-order.json' with { type: 'json' };
import shared23 from './shared/guest-share.json' with { type: 'json' };
import shared24 from './shared/hosted-data.json' with { type: 'json' };
import shared25 from './shared/logged-in.json' with { type: 'json' };
import shared26 from './shared/managed-booking.json' with { type: 'json' };
import shared27 from './shared/my-details-fields.json' with { type: 'json' };
import shared28 from './shared/order-result.json' with { type: 'json' };
import shared29 from './shared/payment-option.json' with { type: 'json' };
import shared30 from './shared/pre-order-entry.json' with { type: 'json' };
import shared31 from './shared/profile-saved.json' with { type: 'json' };
import shared32 from './shared/public-bar.json' with { type: 'json' };
import shared33 from './shared/session-view.json' with { type: 'json' };
import shared34 from './shared/society-contract-status.json' with { type: 'json' };
import shared35 from './shared/society-contract.json' with { type: 'json' };
import shared36 from './shared/society-status.json' with { type: 'json' };
import shared37 from './shared/staff-session.json' with { type: 'json' };
import shared38 from './shared/student-data-collection.json' with { type: 'json' };
import shared39 from './shared/student-status.json' with { type: 'json' };
import endpoint0 from './customers/app-user/society/leave.post.json' with { type: 'json' };
import endpoint1 from './customers/app-user/status/[user_id].get.json' with { type: 'json' };
import endpoint2 from './customers/authenticate-app-customer.post.json' with { type: 'json' };
import endpoint3 from './customers/authenticate.post.json' with { type: 'json' };
import endpoint4 from './customers/authenticate/google.post.json' with { type: 'json' };
import endpoint5 from './customers/email-verify-status.get.json' with { type: 'json' };
import endpoint6 from './customers/email-verify.post.json' with { type: 'json' };
import endpoint7 from './customers/email-verify/[code].post.json' with { type: 'json' };
import endpoint8 from './customers/forgot-password.post.json' with { type: 'json' };
import endpoint9 from './customers/forgot-password/[reset_token]/process.post.json' with { type: 'json' };
import endpoint10 from './customers/forgot-password/[reset_token]/verify.get.json' with { type: 'json' };
import endpoint11 from './customers/logout.post.json' with { type: 'json' };
import endpoint12 from './customers/me.get.json' with { type: 'json' };
import endpoint13 from './customers/my-details.get.json' with { type: 'json' };
import endpoint14 from './customers/my-details.post.json' with { type: 'json' };
import endpoint15 from './customers/my-details.put.json' with { type: 'json' };
import endpoint16 from './customers/register.post.json' with { type: 'json' };
import endpoint17 from './customers/register/group.post.json' with { type: 'json' };
import endpoint18 from './customers/register/standalone.post.json' with { type: 'json' };
import endpoint19 from './customers/register/verify/[verify_token].get.json' with { type: 'json' };
import endpoint20 from './customers/register/verify/[verify_token].post.json' with { type: 'json' };
import endpoint21 from './customers/societies/society-portal/contract/[code]/[admin_code].get.json' with { type: 'json' };
import endpoint22 from './customers/societies/society-portal/contract/[code]/[admin_code]/sign.post.json' with { type: 'json' };
import endpoint23 from './customers/societies/society-portal/contract/[code]/[admin_code]/viewed.post.json' with { type: 'json' };
import endpoint24 from './customers/societies/society-portal/invite-code/[code].post.json' with { type: 'json' };
import endpoint25 from './customers/societies/society/qr/[code].get.json' with { type: 'json' };
import endpoint26 from './customers/societies/society/qr/[code].post.json' with { type: 'json' };
import endpoint27 from './customers/societies/status.get.json' with { type: 'json' };
import endpoint28 from './customers/society-portal/society/[id].get.json' with { type: 'json' };
import endpoint29 from './customers/student/data-collect.get.json' with { type: 'json' };
import endpoint30 from './customers/student/data-collect.post.json' with { type: 'json' };
import endpoint31 from './customers/student/graduate-status.post.json' with { type: 'json' };
import endpoint32 from './customers/student/student-status.get.json' with { type: 'json' };
import endpoint33 from './customers/student/student-status.post.json' with { type: 'json' };
import endpoint34 from './customers/track-trace/[bar].get.json' with { type: 'json' };
import endpoint35 from './customers/track-trace/[bar].post.json' with { type: 'json' };
import endpoint36 from './customers/track-trace/[bar]/[visit_id]/extend.post.json' with { type: 'json' };
import endpoint37 from './customers/voucher.post.json' with { type: 'json' };
import endpoint38 from './menus/allergen-menu-types/[bar_id].get.json' with { type: 'json' };
import endpoint39 from './menus/allergen-menu/[bar_id]/[menu_id].get.json' with { type: 'json' };
import endpoint40 from './menus/allergens/website.get.json' with { type: 'json' };
import endpoint41 from './rest/authentication/auth-bridge.post.json' with { type: 'json' };
import endpoint42 from './rest/authentication/auth-url.get.json' with { type: 'json' };
import endpoint43 from './rest/authentication/staff.get.json' with { type: 'json' };
import endpoint44 from './rest/bar/[slug]/opening-times.get.json' with { type: 'json' };
import endpoint45 from './rest/bars.get.json' with { type: 'json' };
import endpoint46 from './rest/booking/[id]/create-guest-deposit/[guest_id].post.json' with { type: 'json' };
import endpoint47 from './rest/booking/[id]/guest/[guest_id].delete.json' with { type: 'json' };
import endpoint48 from './rest/booking/[id]/guest/[guest_id].put.json' with { type: 'json' };
import endpoint49 from './rest/booking/[id]/guests.get.json' with { type: 'json' };
import endpoint50 from './rest/booking/[id]/pre-order.post.json' with { type: 'json' };
import endpoint51 from './rest/booking/[id]/reminder/[type].post.json' with { type: 'json' };
import endpoint52 from './rest/booking/guest-join/[code].get.json' with { type: 'json' };
import endpoint53 from './rest/booking/guest-join/[code].post.json' with { type: 'json' };
import endpoint54 from './rest/booking/guest/[code].get.json' with { type: 'json' };
import endpoint55 from './rest/booking/guest/[code]/details.post.json' with { type: 'json' };
import endpoint56 from './rest/booking/guest/[code]/pre-order.post.json' with { type: 'json' };
import endpoint57 from './rest/booking/join/[join_token].get.json' with { type: 'json' };
import endpoint58 from './rest/booking/join/[join_token].post.json' with { type: 'json' };
import endpoint59 from './rest/booking/manage/[code].get.json' with { type: 'json' };
import endpoint60 from './rest/booking/manage/[code]/brunch-upgrade.get.json' with { type: 'json' };
import endpoint61 from './rest/booking/manage/[code]/brunch-upgrade.post.json' with { type: 'json' };
import endpoint62 from './rest/booking/pre-order-choices.get.json' with { type: 'json' };
import endpoint63 from './rest/booking/session.post.json' with { type: 'json' };
import endpoint64 from './rest/booking/session/complete.post.json' with { type: 'json' };
import endpoint65 from './rest/booking/session/deposit.post.json' with { type: 'json' };
import endpoint66 from './rest/booking/session/log-error.post.json' with { type: 'json' };
import endpoint67 from './rest/deposit/[id].get.json' with { type: 'json' };
import endpoint68 from './rest/deposit/apple-pay/verify.post.json' with { type: 'json' };
import endpoint69 from './rest/deposit/digital-wallet/process.post.json' with { type: 'json' };
import endpoint70 from './rest/deposit/google-pay/verify.post.json' with { type: 'json' };
import endpoint71 from './rest/deposit/manage.get.json' with { type: 'json' };
import endpoint72 from './rest/deposit/manage/create-request/[code].post.json' with { type: 'json' };
import endpoint73 from './rest/deposit/payment/[code].post.json' with { type: 'json' };
import endpoint74 from './rest/deposit/payment/callback.post.json' with { type: 'json' };
import endpoint75 from './rest/deposit/payment/check.get.json' with { type: 'json' };
import endpoint76 from './rest/deposits/payment-request.get.json' with { type: 'json' };
import endpoint77 from './rest/deposits/payment-request/create-deposit.post.json' with { type: 'json' };
import endpoint78 from './rest/deposits/store-card.post.json' with { type: 'json' };
import endpoint79 from './rest/deposits/store-card/[order_id].get.json' with { type: 'json' };
import endpoint80 from './rest/ical/[token].get.json' with { type: 'json' };
import endpoint81 from './rest/logout.post.json' with { type: 'json' };
import endpoint82 from './rest/my-bookings.get.json' with { type: 'json' };
import endpoint83 from './rest/my-bookings/[id].delete.json' with { type: 'json' };
import endpoint84 from './rest/my-bookings/[id].get.json' with { type: 'json' };
import endpoint85 from './rest/my-bookings/[id].post.json' with { type: 'json' };
import endpoint86 from './rest/my-bookings/[id]/item/[variation_id].post.json' with { type: 'json' };
import endpoint87 from './rest/my-bookings/[id]/packages.get.json' with { type: 'json' };
import endpoint88 from './rest/my-bookings/[id]/re-book.get.json' with { type: 'json' };
import endpoint89 from './rest/my-bookings/[id]/re-book.post.json' with { type: 'json' };
import endpoint90 from './rest/my-bookings/token/[token].delete.json' with { type: 'json' };
import endpoint91 from './rest/my-bookings/token/[token].get.json' with { type: 'json' };
import endpoint92 from './rest/my-bookings/token/[token].post.json' with { type: 'json' };
import endpoint93 from './rest/my-bookings/token/[token]/guest/[guest_id].delete.json' with { type: 'json' };
import endpoint94 from './rest/my-bookings/token/[token]/guest/[guest_id].put.json' with { type: 'json' };
import endpoint95 from './rest/my-bookings/token/[token]/guests.get.json' with { type: 'json' };
import endpoint96 from './rest/my-bookings/token/[token]/item/[variation_id].post.json' with { type: 'json' };
import endpoint97 from './rest/my-bookings/token/[token]/packages.get.json' with { type: 'json' };
import endpoint98 from './rest/my-bookings/token/[token]/pre-order.post.json' with { type: 'json' };
import endpoint99 from './rest/my-bookings/token/[token]/reminder/[type].post.json' with { type: 'json' };
import endpoint100 from './rest/party-menus.post.json' with { type: 'json' };
import endpoint101 from './rest/postcode/[postcode].get.json' with { type: 'json' };
import endpoint102 from './rest/staff/data-collect.post.json' with { type: 'json' };
import endpoint103 from './rest/tip/[id]/outcome.get.json' with { type: 'json' };

/** The schemas other schemas name by `$ref` (each `$id` is its file name in shared/). */
export const sharedSchemas: ReadonlyArray<Record<string, unknown>> = [shared0, shared1, shared2, shared3, shared4, shared5, shared6, shared7, shared8, shared9, shared10, shared11, shared12, shared13, shared14, shared15, shared16, shared17, shared18, shared19, shared20, shared21, shared22, shared23, shared24, shared25, shared26, shared27, shared28, shared29, shared30, shared31, shared32, shared33, shared34, shared35, shared36, shared37, shared38, shared39];

/** Each endpoint's schema file (title, params, query, body, response), by "METHOD /url". */
export const endpointSchemas: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /api/customers/app-user/society/leave': endpoint0,
  'GET /api/customers/app-user/status/:user_id': endpoint1,
  'POST /api/customers/authenticate-app-customer': endpoint2,
  'POST /api/customers/authenticate': endpoint3,
  'POST /api/customers/authenticate/google': endpoint4,
  'GET /api/customers/email-verify-status': endpoint5,
  'POST /api/customers/email-verify': endpoint6,
  'POST /api/customers/email-verify/:code': endpoint7,
  'POST /api/customers/forgot-password': endpoint8,
  'POST /api/customers/forgot-password/:reset_token/process': endpoint9,
  'GET /api/customers/forgot-password/:reset_token/verify': endpoint10,
  'POST /api/customers/logout': endpoint11,
  'GET /api/customers/me': endpoint12,
  'GET /api/customers/my-details': endpoint13,
  'POST /api/customers/my-details': endpoint14,
  'PUT /api/customers/my-details': endpoint15,
  'POST /api/customers/register': endpoint16,
  'POST /api/customers/register/group': endpoint17,
  'POST /api/customers/register/standalone': endpoint18,
  'GET /api/customers/register/verify/:verify_token': endpoint19,
  'POST /api/customers/register/verify/:verify_token': endpoint20,
  'GET /api/customers/societies/society-portal/contract/:code/:admin_code': endpoint21,
  'POST /api/customers/societies/society-portal/contract/:code/:admin_code/sign': endpoint22,
  'POST /api/customers/societies/society-portal/contract/:code/:admin_code/viewed': endpoint23,
  'POST /api/customers/societies/society-portal/invite-code/:code': endpoint24,
  'GET /api/customers/societies/society/qr/:code': endpoint25,
  'POST /api/customers/societies/society/qr/:code': endpoint26,
  'GET /api/customers/societies/status': endpoint27,
  'GET /api/customers/society-portal/society/:id': endpoint28,
  'GET /api/customers/student/data-collect': endpoint29,
  'POST /api/customers/student/data-collect': endpoint30,
  'POST /api/customers/student/graduate-status': endpoint31,
  'GET /api/customers/student/student-status': endpoint32,
  'POST /api/customers/student/student-status': endpoint33,
  'GET /api/customers/track-trace/:bar': endpoint34,
  'POST /api/customers/track-trace/:bar': endpoint35,
  'POST /api/customers/track-trace/:bar/:visit_id/extend': endpoint36,
  'POST /api/customers/voucher': endpoint37,
  'GET /api/menus/allergen-menu-types/:bar_id': endpoint38,
  'GET /api/menus/allergen-menu/:bar_id/:menu_id': endpoint39,
  'GET /api/menus/allergens/website': endpoint40,
  'POST /api/rest/authentication/auth-bridge': endpoint41,
  'GET /api/rest/authentication/auth-url': endpoint42,
  'GET /api/rest/authentication/staff': endpoint43,
  'GET /api/rest/bar/:slug/opening-times': endpoint44,
  'GET /api/rest/bars': endpoint45,
  'POST /api/rest/booking/:id/create-guest-deposit/:guest_id': endpoint46,
  'DELETE /api/rest/booking/:id/guest/:guest_id': endpoint47,
  'PUT /api/rest/booking/:id/guest/:guest_id': endpoint48,
  'GET /api/rest/booking/:id/guests': endpoint49,
  'POST /api/rest/booking/:id/pre-order': endpoint50,
  'POST /api/rest/booking/:id/reminder/:type': endpoint51,
  'GET /api/rest/booking/guest-join/:code': endpoint52,
  'POST /api/rest/booking/guest-join/:code': endpoint53,
  'GET /api/rest/booking/guest/:code': endpoint54,
  'POST /api/rest/booking/guest/:code/details': endpoint55,
  'POST /api/rest/booking/guest/:code/pre-order': endpoint56,
  'GET /api/rest/booking/join/:join_token': endpoint57,
  'POST /api/rest/booking/join/:join_token': endpoint58,
  'GET /api/rest/booking/manage/:code': endpoint59,
  'GET /api/rest/booking/manage/:code/brunch-upgrade': endpoint60,
  'POST /api/rest/booking/manage/:code/brunch-upgrade': endpoint61,
  'GET /api/rest/booking/pre-order-choices': endpoint62,
  'POST /api/rest/booking/session': endpoint63,
  'POST /api/rest/booking/session/complete': endpoint64,
  'POST /api/rest/booking/session/deposit': endpoint65,
  'POST /api/rest/booking/session/log-error': endpoint66,
  'GET /api/rest/deposit/:id': endpoint67,
  'POST /api/rest/deposit/apple-pay/verify': endpoint68,
  'POST /api/rest/deposit/digital-wallet/process': endpoint69,
  'POST /api/rest/deposit/google-pay/verify': endpoint70,
  'GET /api/rest/deposit/manage': endpoint71,
  'POST /api/rest/deposit/manage/create-request/:code': endpoint72,
  'POST /api/rest/deposit/payment/:code': endpoint73,
  'POST /api/rest/deposit/payment/callback': endpoint74,
  'GET /api/rest/deposit/payment/check': endpoint75,
  'GET /api/rest/deposits/payment-request': endpoint76,
  'POST /api/rest/deposits/payment-request/create-deposit': endpoint77,
  'POST /api/rest/deposits/store-card': endpoint78,
  'GET /api/rest/deposits/store-card/:order_id': endpoint79,
  'GET /api/rest/ical/:token': endpoint80,
  'POST /api/rest/logout': endpoint81,
  'GET /api/rest/my-bookings': endpoint82,
  'DELETE /api/rest/my-bookings/:id': endpoint83,
  'GET /api/rest/my-bookings/:id': endpoint84,
  'POST /api/rest/my-bookings/:id': endpoint85,
  'POST /api/rest/my-bookings/:id/item/:variation_id': endpoint86,
  'GET /api/rest/my-bookings/:id/packages': endpoint87,
  'GET /api/rest/my-bookings/:id/re-book': endpoint88,
  'POST /api/rest/my-bookings/:id/re-book': endpoint89,
  'DELETE /api/rest/my-bookings/token/:token': endpoint90,
  'GET /api/rest/my-bookings/token/:token': endpoint91,
  'POST /api/rest/my-bookings/token/:token': endpoint92,
  'DELETE /api/rest/my-bookings/token/:token/guest/:guest_id': endpoint93,
  'PUT /api/rest/my-bookings/token/:token/guest/:guest_id': endpoint94,
  'GET /api/rest/my-bookings/token/:token/guests': endpoint95,
  'POST /api/rest/my-bookings/token/:token/item/:variation_id': endpoint96,
  'GET /api/rest/my-bookings/token/:token/packages': endpoint97,
  'POST /api/rest/my-bookings/token/:token/pre-order': endpoint98,
  'POST /api/rest/my-bookings/token/:token/reminder/:type': endpoint99,
  'POST /api/rest/party-menus': endpoint100,
  'GET /api/rest/postcode/:postcode': endpoint101,
  'POST /api/rest/staff/data-collect': endpoint102,
  'GET /api/rest/tip/:id/outcome': endpoint103,
};
