/**
 * How e-mail leaves: the outbox (email_outbox) is the queue. A service queues a message with
 * `enqueueEmail` in the same transaction as what it tells of, so a message exists exactly when its
 * booking or payment does; this loop then claims the messages that are due, sends each through the
 * transport (nodemailer) and marks it sent. A failed send is tried again later, each wait twice the
 * last (10 s, 20 s, 40 s … at most an hour); a permanent refusal (an SMTP 5xx answer) or the last of
 * MAX_ATTEMPTS is given up and logged. A claim is a lease: a process that dies mid-send leaves the
 * message to be claimed again when the lease ends, and the queue survives any restart.
 */
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/index.ts';
import { claimDueEmails, markEmailFailed, markEmailSent, releaseEmailClaims, type ClaimedEmail } from '../db/repositories/outbox.ts';
import type { MailTransport } from './transport.ts';
import { getBrand } from '../../engine/i18n/brand.ts';

export const FIRST_RETRY_MS = 10_000;
export const LONGEST_RETRY_MS = 60 * 60_000;
/** 15 attempts: the waits add up to some eight hours of trying. */
export const MAX_ATTEMPTS = 15;
/** How long a claimed message is left to its sender before another may send it. */
export const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/** The wait after the `attempts`-th failed send. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface MailDeliveryDeps {
  db: Queryable;
  clock: Clock;
  transport: MailTransport;
  /** The From of the default brand's messages (and of any without a brand): `Covers <bookings@example.com>`. */
  from: string;
  /** The environment's senders of brands, by brand id, over their brand files' (MAIL_FROM_REVOLUTION…). */
  brandSenders?: Record<number, string>;
  log?: { warn(obj: object, msg: string): void };
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  givenUp: number;
}

/** An SMTP answer in the 500s says the message will never be taken: trying again changes nothing. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export class MailDelivery {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private round: Promise<unknown> = Promise.resolve();
  private stopped = true;
  /** Set by stop(): the message being sent is finished, no other is begun. */
  private stopping = false;
  /**
   * Messages the SMTP server took whose "sent" mark did not reach the database (its connection lost): marked
   * before anything is claimed again, so a lost mark never sends a message twice.
   */
  private readonly unmarked = new Map<number, { at: Date; messageId: string }>();
  /** Claims a round cut short could not free. */
  private readonly unreleased = new Set<number>();

  constructor(private readonly deps: MailDeliveryDeps) {}

  /** One round: every message due now is sent, or its failure recorded. */
  async deliverDue(): Promise<DeliveryRound> {
    const result: DeliveryRound = { sent: 0, retrying: 0, givenUp: 0 };
    await this.settleLastRound();
    // This round's claims not yet sent or marked failed.
    const claimed = new Set<number>();
    try {
      while (!this.stopping) {
        const now = this.deps.clock.now();
        const due = await claimDueEmails(this.deps.db, { now: new Date(now), claimUntil: new Date(now + CLAIM_MS), limit: BATCH });
        for (const email of due) claimed.add(email.id);
        for (const email of due) {
          if (this.stopping) break;
          await this.send(email, result, claimed);
        }
        if (due.length < BATCH) break;
      }
    } finally {
      // Claimed but not begun (stopping, or the database lost): free at once for the next round, the next start
      // or another process, rather than when the claim runs out; if that fails too, the next round frees them.
      const left = [...claimed];
      await releaseEmailClaims(this.deps.db, left).catch(() => left.forEach((id) => this.unreleased.add(id)));
    }
    return result;
  }

  /** What a round cut short (its database connection lost) left: the marks of messages sent, the claims of messages not begun. */
  private async settleLastRound() {
    for (const [id, sent] of this.unmarked) {
      await markEmailSent(this.deps.db, id, sent.at, sent.messageId);
      this.unmarked.delete(id);
    }
    const left = [...this.unreleased];
    await releaseEmailClaims(this.deps.db, left);
    for (const id of left) this.unreleased.delete(id);
  }

  private async send(email: ClaimedEmail, result: DeliveryRound, claimed: Set<number>) {
    let info: { messageId?: string };
    try {
      info = await this.deps.transport.sendMail({
        from: this.senderOf(email.brand_id ?? null),
        to: email.to_address,
        subject: email.subject,
        text: email.body_text,
        ...(email.body_html ? { html: email.body_html } : {}),
        ...(email.reply_to ? { replyTo: email.reply_to } : {}),
        ...(email.headers && Object.keys(email.headers).length ? { headers: email.headers } : {}),
        ...(email.attachments?.length ? { attachments: email.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
        // The same id if a lost "sent" mark makes it go twice, so a mail system can tell it is one message.
        messageId: this.messageId(email),
      });
    } catch (error) {
      const giveUp = isPermanent(error) || email.attempts >= MAX_ATTEMPTS;
      const now = this.deps.clock.now();
      const reason = error instanceof Error ? error.message : String(error);
      await markEmailFailed(this.deps.db, email.id, { error: reason, retryAt: giveUp ? null : new Date(now + retryDelay(email.attempts)), at: new Date(now) });
      claimed.delete(email.id);
      this.deps.log?.warn({ email: email.id, template: email.template, attempts: email.attempts, reason }, giveUp ? 'e-mail given up' : 'e-mail not sent: will try again');
      if (giveUp) result.givenUp += 1;
      else result.retrying += 1;
      return;
    }
    // Sent: from here on it must never count as a failed send (that would send it again).
    const sent = { at: new Date(this.deps.clock.now()), messageId: info.messageId || this.messageId(email) };
    claimed.delete(email.id);
    result.sent += 1;
    try {
      await markEmailSent(this.deps.db, email.id, sent.at, sent.messageId);
    } catch (error) {
      this.unmarked.set(email.id, sent);
      throw error;
    }
  }

  /** Who a message comes from: its brand's sender (the environment's, else the brand file's); the default brand's is MAIL_FROM. */
  private senderOf(brandId: number | null): string {
    if (!brandId) return this.deps.from;
    const set = this.deps.brandSenders?.[brandId];
    if (set) return set;
    const { fromName, fromAddress } = getBrand(brandId).mail;
    return `"${fromName}" <${fromAddress}>`;
  }

  private messageId(email: ClaimedEmail): string {
    const domain = /@([^>\s]+)/.exec(this.deps.from)?.[1] ?? 'covers.invalid';
    return `<covers.${email.id}.${email.created_at.getTime()}@${domain}>`;
  }

  /** True between start() and stop(): the outbox is being sent. */
  get running(): boolean {
    return !this.stopped;
  }

  /**
   * Delivers every `everyMs` (real time) until stopped; a round never overlaps the last. The first round is
   * `firstInMs` from now: a server just listening answers its first requests before it.
   */
  start(everyMs = 2_000, firstInMs = 0) {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    const tick = () => {
      this.round = this.deliverDue()
        .catch((error: unknown) => this.deps.log?.warn({ err: error }, 'e-mail delivery round failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, everyMs);
        });
    };
    if (firstInMs > 0) this.timer = setTimeout(tick, firstInMs);
    else tick();
  }

  /** Stops the loop and waits for a round under way, so nothing is cut off mid-send. */
  async stop() {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.round;
    this.stopping = false;
    // The last chance before the database closes: a mark lost now would send the message again after a restart.
    await this.settleLastRound().catch((error: unknown) => this.deps.log?.warn({ err: error }, 'e-mail sent but not marked: it will go again'));
  }

  /** Stops, and closes the connection kept to the SMTP server: the server is shutting down. */
  async close() {
    await this.stop();
    this.deps.transport.close();
  }
}
