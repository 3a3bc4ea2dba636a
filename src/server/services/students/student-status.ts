/**
 * A student's status and details (spec §2.6 items 1 and 8, §3 "Student status", §4 "Student sign-up",
 * "Graduate", §7.6): the student page reads the status by the app user's id, saves the details it asks for
 * (a university address is e-mailed a verification link, as customers/email-verify does), and a graduate
 * says so. Whether the student offers are there is `studentStanding`'s rule.
 */
import { translatorFor } from '../../../engine/i18n/index.ts';
import { graduationYears } from '../../../engine/students/graduation-years.ts';
import { isStudentAddress } from '../../../engine/students/student-fields.ts';
import { londonToday } from '../../../engine/time/london.ts';
import type { AppUserRow } from '../../db/repositories/app-users.ts';
import { findCustomerById } from '../../db/repositories/customers.ts';
import { emailVerifiedBy, studentAddresses } from '../../db/repositories/email-verifications.ts';
import { activeMembership } from '../../db/repositories/societies.ts';
import { findStudentProfile, markGraduated, saveStudentDetails } from '../../db/repositories/student-profiles.ts';
import type { Bar } from '../../domain/catalogue.ts';
import { studentStanding } from '../../domain/students/standing.ts';
import { studentDetails, type StudentDetailsInput } from '../../domain/students/student-input.ts';
import type { StudentsDeps } from './deps.ts';

const t = translatorFor();

/** A bar a student may give as their term-time bar: open, customer-facing, not the central team. */
const isTermBar = (bar: Bar) => bar.open && !bar.central_bar && bar.frontend_visible && !bar.covid_closed;

export interface StudentSave {
  brandId: number;
  appUserId: unknown;
  details: StudentDetailsInput;
}

export class StudentStatus {
  constructor(private readonly deps: StudentsDeps) {}

  /** The status of the app user of an id, with the choices the page offers (the brand's term-time bars, the years of graduation). */
  async status(command: { brandId: number; appUserId: unknown }) {
    const user = await this.deps.appUsers.find(command.appUserId);
    const today = londonToday(new Date(this.deps.clock.now()));
    const bars = (await this.termBars(command.brandId)).map((bar) => ({ id: bar.id, name: bar.branded_name }));
    return { data: await this.view(user), meta: { bars, graduation_years: graduationYears(today), today } };
  }

  /** Saves the details the page sends; each still required must be there. A university address is sent its verification link. */
  async save(command: StudentSave) {
    const user = await this.deps.appUsers.find(command.appUserId);
    const now = this.deps.clock.now();
    const today = londonToday(new Date(now));
    const current = await this.view(user);
    const barIds = new Set((await this.termBars(command.brandId)).map((bar) => bar.id));
    const details = studentDetails(command.details, { required: current.fields_required, today, isTermBar: (id) => barIds.has(id), t });
    // The e-mail first: a refusal (the 2-minute wait) then leaves every detail as it was.
    if (details.uniEmail) {
      await this.deps.emailVerification.request({ brandId: command.brandId, sessionId: undefined, emailAddress: details.uniEmail, appUserId: user.app_user_id, rbCustomerId: undefined, student: true });
    }
    await saveStudentDetails(this.deps.db, user.customer_id, details, new Date(now));
    return { data: await this.view(user) };
  }

  /** 'I'm a graduate': the app user has graduated, and their student offers stop. */
  async graduate(command: { appUserId: unknown }) {
    const user = await this.deps.appUsers.find(command.appUserId);
    await markGraduated(this.deps.db, user.customer_id, new Date(this.deps.clock.now()));
    return { data: await this.view(user) };
  }

  private async termBars(brandId: number): Promise<Bar[]> {
    return (await this.deps.catalogue.get()).barsForBrand(brandId).filter(isTermBar);
  }

  private async view(user: AppUserRow) {
    const { db } = this.deps;
    const now = this.deps.clock.now();
    const [customer, profile, uni, personal, membership] = await Promise.all([
      findCustomerById(db, user.customer_id),
      findStudentProfile(db, user.customer_id),
      studentAddresses(db, user.customer_id, true),
      studentAddresses(db, user.customer_id, false),
      activeMembership(db, user.customer_id),
    ]);
    const uniVerifiedAt = uni.verified ? await emailVerifiedBy(db, user.customer_id, uni.verified) : undefined;
    // The account's own address is their personal one unless it is a university's.
    const personalEmail = customer && !isStudentAddress(customer.email) ? customer.email : personal.verified;
    const standing = studentStanding({
      profile,
      uniEmail: uni.verified && uniVerifiedAt ? { address: uni.verified, verifiedAt: uniVerifiedAt } : null,
      uniEmailPending: uni.pending,
      personalEmail,
      today: londonToday(new Date(now)),
      now,
    });
    return {
      has_student_offers: standing.has_student_offers,
      has_society_offers: membership !== undefined,
      student_verified: standing.student_verified,
      is_graduate: standing.is_graduate,
      fields_required: standing.fields_required,
      birth_date: profile?.birth_date ?? null,
      graduation_year: profile?.graduation_year ?? null,
      uni_email: uni.verified,
      uni_email_pending: uni.pending,
      personal_email: personalEmail,
      post_code: profile?.post_code ?? null,
      selected_location_id: profile?.term_bar_id ?? null,
    };
  }
}
