/**
 * The sandbox gateway's hosted card page, as the real gateway's page behaves: the signed HPP request
 * posted into a frame, the card form, the 3-D Secure challenge. Every post is origin-checked; the
 * request's signature is checked again at each step. Each step answers with a status and a page;
 * the routes under /payments/sandbox/ send them with `headers`.
 */
import type { Clock } from '../../clock.ts';
import { paymentPageCsp } from '../../pages/csp.ts';
import { PAGE_HEADERS } from '../../pages/payment-result.ts';
import { CSS, JS, staticFile } from '../../pages/static-file.ts';
import type { HppFields } from '../hpp-protocol.ts';
import { checkCardForm } from './card-form.ts';
import type { ChargeResult, SandboxGateway } from './gateway.ts';
import { alreadyAnsweredPage, cardPage, challengePage, errorPage, waitingPage, type CardForm } from './pages.ts';
import { AUTHORISED, CHALLENGE_CODE, CHALLENGE_FAILED, cardType, maskedDigits, outcomeFor } from './test-cards.ts';

export interface SandboxPageDeps {
  sandbox: SandboxGateway;
  clock: Clock;
  publicUrl: string;
  /** Origins that may frame the page and receive its size messages: this server and the brands' sites. */
  frameOrigins: ReadonlySet<string>;
  /** The customer has the card page open: the booking's slot stays held a little longer. */
  opened(orderId: string): Promise<void>;
  log?: { warn(obj: object, msg: string): void };
}

export interface SandboxPageAnswer {
  status: number;
  html: string;
}

/** The card page's style and script (nothing inline: a strict CSP holds). */
export const sandboxStyle = () => staticFile(new URL('./assets/hpp.css', import.meta.url), CSS);
export const sandboxScript = () => staticFile(new URL('./assets/hpp.js', import.meta.url), JS);

type Parts = { hpp: HppFields; form: Record<string, string> };

/** The HPP request (upper-case names) and the customer's entries (lower-case names), apart. */
function split(body: unknown): Parts | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const hpp: HppFields = {};
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value !== 'string') return null;
    if (/^[A-Z0-9_]+$/.test(name)) hpp[name] = value;
    else form[name] = value;
  }
  return { hpp, form };
}

export class SandboxHostedPage {
  /** The headers of every answer. */
  readonly headers: Record<string, string>;
  private readonly selfOrigin: string;

  constructor(private readonly deps: SandboxPageDeps) {
    this.selfOrigin = new URL(deps.publicUrl).origin;
    const csp = paymentPageCsp([...deps.frameOrigins].filter((o) => o !== this.selfOrigin));
    this.headers = { ...PAGE_HEADERS, 'content-security-policy': csp };
  }

  private parentOf(hpp: HppFields, fallback: string | null) {
    return hpp.HPP_POST_DIMENSIONS && this.deps.frameOrigins.has(hpp.HPP_POST_DIMENSIONS) ? hpp.HPP_POST_DIMENSIONS : fallback;
  }

  /** POST /payments/sandbox/hpp: the booking page opens the card page with the signed request. */
  async open(origin: string | undefined, body: unknown): Promise<SandboxPageAnswer> {
    if (typeof origin !== 'string' || !this.deps.frameOrigins.has(origin)) {
      return { status: 403, html: errorPage({ message: 'This payment page can only be opened from the booking pages.', parentOrigin: null }) };
    }
    const parts = split(body);
    const parent = parts ? this.parentOf(parts.hpp, origin) : origin;
    const problem = parts ? this.deps.sandbox.checkRequest(parts.hpp) : 'The request could not be read.';
    if (!parts || problem) return { status: 400, html: errorPage({ message: problem ?? 'The request could not be read.', parentOrigin: parent }) };
    if (await this.deps.sandbox.answered(parts.hpp.ORDER_ID!)) return { status: 200, html: alreadyAnsweredPage(parent) };
    await this.deps.opened(parts.hpp.ORDER_ID!).catch((error: unknown) => this.deps.log?.warn({ err: error }, 'could not extend the hold'));
    return { status: 200, html: cardPage({ request: parts.hpp, parentOrigin: parent }) };
  }

  /** POST /payments/sandbox/hpp/pay: the card form. */
  async pay(origin: string | undefined, body: unknown): Promise<SandboxPageAnswer> {
    const s = this.step(origin, body);
    if ('status' in s) return s;
    const values: CardForm = s.form;
    const checked = checkCardForm(values, new Date(this.deps.clock.now()));
    if (!checked.card) return { status: 422, html: cardPage({ request: s.hpp, parentOrigin: s.parent, values, errors: checked.errors }) };
    const outcome = outcomeFor(checked.card.digits);
    if (outcome.kind === 'timeout') return { status: 200, html: waitingPage(s.parent) };
    const masked = maskedDigits(checked.card.digits);
    if (outcome.kind === 'challenge') return { status: 200, html: challengePage({ request: s.hpp, parentOrigin: s.parent, cardDigits: masked }) };
    const card = { digits: masked, type: cardType(checked.card.digits), expiry: checked.card.expiry, name: checked.card.name };
    return this.answer(s.parent, await this.deps.sandbox.charge(s.hpp, outcome, card));
  }

  /** POST /payments/sandbox/hpp/challenge: the 3-D Secure challenge. */
  async challenge(origin: string | undefined, body: unknown): Promise<SandboxPageAnswer> {
    const s = this.step(origin, body);
    if ('status' in s) return s;
    const masked = s.form.card_number ?? '';
    const passed = s.form.action !== 'cancel' && (s.form.challenge_code ?? '').trim() === CHALLENGE_CODE;
    const card = { digits: masked, type: cardType(masked), expiry: '', name: '' };
    return this.answer(s.parent, await this.deps.sandbox.charge(s.hpp, passed ? AUTHORISED : CHALLENGE_FAILED, card));
  }

  /** Common checks of the two steps posted from the page itself. */
  private step(origin: string | undefined, body: unknown): (Parts & { parent: string | null }) | SandboxPageAnswer {
    if (origin !== this.selfOrigin) return { status: 403, html: errorPage({ message: 'This payment page only accepts its own forms.', parentOrigin: null }) };
    const parts = split(body);
    const problem = parts ? this.deps.sandbox.checkRequest(parts.hpp) : 'The form could not be read.';
    if (!parts || problem) return { status: 400, html: errorPage({ message: problem ?? 'The form could not be read.', parentOrigin: parts ? this.parentOf(parts.hpp, null) : null }) };
    return { ...parts, parent: this.parentOf(parts.hpp, this.selfOrigin) };
  }

  /** Shows the merchant's answer in the frame, as the real hosted page does. */
  private answer(parent: string | null, charged: ChargeResult): SandboxPageAnswer {
    if (charged.repeated) return { status: 200, html: alreadyAnsweredPage(parent) };
    if (charged.merchant && charged.merchant.statusCode < 300) return { status: 200, html: charged.merchant.body };
    return {
      status: 502,
      html: errorPage({ message: 'Your bank answered, but the booking system did not confirm the payment. Please check your booking before trying again.', parentOrigin: parent, result: true }),
    };
  }
}
