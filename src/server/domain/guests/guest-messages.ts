/** What the guest list's calls say, from the shared en-GB locales (the booking page shows it as given, spec §8). */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import { fill } from '../customers/messages.ts';

const g = account.guests;

export const guestMessages = {
  updated: g.updated,
  deleted: g.deleted,
  reminderSent: g.reminderSent,
  notFound: g.notFound,
  managersOnly: g.managersOnly,
  leadBookerOnly: g.leadBookerOnly,
  cancelled: g.cancelled,
  adminFlag: g.adminFlag,
  emailTaken: g.emailTaken,
  variationForm: g.variationForm,
  reminderTooSoon: (name: string, minutes: number) => fill(g.reminderTooSoon, { name, minutes }),
  noEmail: (name: string) => fill(g.noEmail, { name }),
  alreadyAccepted: (name: string) => fill(g.alreadyAccepted, { name }),
  noPackage: (name: string) => fill(g.noPackage, { name }),
};
