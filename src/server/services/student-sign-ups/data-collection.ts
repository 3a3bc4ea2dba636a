/**
 * Student data collection (spec §2.6 item 5, §3, §5, §7.6): the bars a student may choose on
 * /student-signup (open, not central, of the brand), and the sign-up itself, stored with its opt-ins and
 * followed by an e-mail saying what to do next. A refused sign-up stores and sends nothing.
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import { saveStudentSignUp, type StaffCollector } from '../../db/repositories/student-sign-ups.ts';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../../clock.ts';
import type { Bar, Catalogue } from '../../domain/catalogue.ts';
import { dataCollectFields, dataCollectMessages } from '../../domain/student-sign-ups/data-collect-input.ts';
import { InvalidInput } from '../../domain/errors.ts';
import { studentSignUpEmail } from '../../mail/student-sign-up-emails.ts';
import { londonToday } from '../../../engine/time/london.ts';
import { brandName } from '../customers/links.ts';
import { secretHash } from '../customers/secrets.ts';
import { urlSecret } from '../../domain/booking-codes.ts';
import { enqueueWithinLimits } from '../../mail/recipient-limits.ts';
import type { RecipientMailLimits } from '../../config.ts';

export interface DataCollectionDeps {
  db: Db;
  clock: Clock;
  /** The e-mails anyone can have sent to an address (the sign-up's confirmation). */
  mailLimits: RecipientMailLimits;
  catalogue: { get(): Promise<Catalogue> };
  /** The server's public address: the e-mail's brand logo is served there. */
  publicUrl: string;
}

/** A bar as the form lists it: its place measures the universities' distances. */
export interface SignUpBar {
  id: number;
  name: string;
  slug: string;
  latitude: number | null;
  longitude: number | null;
}

const OPT_IN_NAMES = [
  ['emailOptIn', 'E-Mail'],
  ['smsOptIn', 'SMS'],
  ['phoneOptIn', 'Phone'],
] as const;

export class StudentDataCollection {
  constructor(private readonly deps: DataCollectionDeps) {}

  /** The bars of the form (§5): open, not central, of the brand (the group's own site: every brand's), by name. */
  async bars(brandId: number): Promise<SignUpBar[]> {
    return (await this.signUpBars(brandId))
      .map((bar) => ({
        id: bar.id,
        name: bar.branded_name,
        slug: bar.slug,
        latitude: bar.latitude,
        longitude: bar.longitude,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  }

  /** Today in London: the form's date-of-birth picker counts the minimum age from the server's day. */
  today(): string {
    return londonToday(new Date(this.deps.clock.now()));
  }

  /**
   * Stores a sign-up (a second one with the same address updates it, e-mailing only what is new) and e-mails what to
   * do next. `collectedBy`
   * is the signed-in member of staff who took it (the staff call's session), never anything the body says.
   */
  async signUp(command: {
    brandId: number;
    body: Record<string, unknown>;
    collectedBy?: StaffCollector | undefined;
  }): Promise<{ sent: true; message: string }> {
    const now = new Date(this.deps.clock.now());
    const fields = dataCollectFields(command.body, londonToday(now));
    const bar = (await this.signUpBars(command.brandId)).find((b) => b.id === fields.barId);
    // A closed, central, other brand's or unknown bar: the same words, so the answer tells nothing of which.
    if (!bar)
      throw new InvalidInput(dataCollectMessages.barUnknown, { bar_id: [dataCollectMessages.barUnknown] });
    // Offers by e-mail come with a link that stops them in one click: its secret is the e-mail's, its hash stored.
    const unsubscribe = fields.emailOptIn ? urlSecret() : null;
    await this.deps.db.transaction(async (tx) => {
      // Stored under the bar's brand: on the group's own site (brand 0) the bar says whose offers these are.
      const saved = await saveStudentSignUp(tx, { ...fields, brandId: bar.brand_id, barId: bar.id, collectedBy: command.collectedBy ?? null, unsubscribeHash: unsubscribe && secretHash(unsubscribe) }, now);
      // The same address again is an update, not a new welcome: e-mailed only when there is something new to
      // send, the link that stops offers by e-mail for an address newly opted in to them.
      if (!saved.created && !(unsubscribe && saved.linkStored)) return;
      await enqueueWithinLimits(
        tx,
        studentSignUpEmail({
          to: fields.email,
          forename: fields.forename,
          brandName: brandName(bar.brand_id),
          brandId: bar.brand_id,
          origin: this.deps.publicUrl,
          barName: bar.branded_name,
          optIns: OPT_IN_NAMES.filter(([field]) => fields[field]).map(([, name]) => name),
          unsubscribeLink: unsubscribe && `${this.deps.publicUrl}/unsubscribe/${unsubscribe}`,
        }),
        this.deps.mailLimits,
      );
    });
    // The same answer for a new address and a known one: it tells no one who has signed up before.
    return { sent: true, message: account.dataCollect.success };
  }

  private async signUpBars(brandId: number): Promise<Bar[]> {
    return (await this.deps.catalogue.get())
      .barsForBrand(brandId)
      .filter((bar) => bar.open && !bar.central_bar);
  }
}
