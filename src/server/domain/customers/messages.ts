/**
 * The account calls' messages, from the shared en-GB locales (the account site shows the server's
 * text as given): one place, so the wording is the spec's and the site's, word for word.
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import errors from '../../../../locales/en-GB/errors.json' with { type: 'json' };

export const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));

const e = account.accountErrors;

export const messages = {
  emailRequired: errors.validation.emailRequired,
  emailInvalid: (email: string) => fill(errors.validation.emailInvalid, { email }),
  passwordRequired: errors.validation.passwordRequired,
  passwordMin: (min: number) => fill(e.passwordMin, { min }),
  passwordMax: (max: number) => fill(e.passwordMax, { max }),
  passwordCommon: e.passwordCommon,
  forenameRequired: errors.validation.forenameRequired,
  surnameRequired: errors.validation.surnameRequired,
  nameMax: (field: string, max: number) => fill(e.nameMax, { field, max }),
  phoneDigits: errors.validation.phoneDigits,
  loginFailed: e.loginFailed,
  loginRequired: e.loginRequired,
  appUserUnknown: e.appUserUnknown,
  googleFailed: e.googleFailed,
  googleUnverified: e.googleUnverified,
  googleOff: e.googleOff,
  googleUnreachable: e.googleUnreachable,
  brandMismatch: e.brandMismatch,
  crossSite: e.crossSite,
  alreadyRegistered: e.alreadyRegistered,
  standaloneEmail: e.standaloneEmail,
  bookingNotFound: e.bookingNotFound,
  emailFixed: e.emailFixed,
  allergenUnknown: (allergen: string) => fill(e.allergenUnknown, { allergen }),
  barUnknown: e.barUnknown,
  optIn: e.optIn,
  linkInvalid: account.auth.resetInvalid,
  registerSent: account.auth.registerSent,
  registerSentChosen: account.auth.registerSentChosen,
  passwordNotChosen: account.auth.passwordNotChosen,
  registered: account.auth.registered,
  resetDone: account.auth.resetDone,
  noRecord: account.auth.noRecord,
  profileSaved: account.profile.saved,
} as const;
