import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import type { ServerClock } from '../../../clock.ts';
import { findSandboxTransaction } from '../../../db/repositories/sandbox-ledger.ts';
import type { Queryable } from '../../../db/index.ts';
import { PAGE_HEADERS, paymentPageCsp } from '../../../payments/html.ts';
import type { HppFields } from '../../../payments/hpp-protocol.ts';
import { checkCardForm } from '../../../payments/sandbox/card-form.ts';
import { SANDBOX_PATH, type ChargeResult, type SandboxGateway } from '../../../payments/sandbox/gateway.ts';
import { alreadyAnsweredPage, cardPage, challengePage, errorPage, waitingPage, type CardForm } from '../../../payments/sandbox/pages.ts';
import { AUTHORISED, CHALLENGE_CODE, CHALLENGE_FAILED, cardType, maskedDigits, outcomeFor } from '../../../payments/sandbox/test-cards.ts';
import type { Payments } from '../../../payments/service.ts';

export interface SandboxPageDeps {
  sandbox: SandboxGateway;
  payments: Payments;
  db: Queryable;
  clock: ServerClock;
  publicUrl: string;
  /** Origins that may frame the page and receive its size messages: this server and the brands' sites. */
  frameOrigins: ReadonlySet<string>;
}

const asset = (name: string) => readFileSync(new URL(`../../../payments/sandbox/assets/${name}`, import.meta.url), 'utf8');

/**
 * The sandbox gateway's hosted card page, under /payments/sandbox/hpp:
 *   POST /payments/sandbox/hpp            the signed HPP request, posted by the booking page into a frame
 *   POST /payments/sandbox/hpp/pay        the card form
 *   POST /payments/sandbox/hpp/challenge  the 3-D Secure challenge
 *   GET  /payments/sandbox/hpp.css, .js   its style and script (nothing inline: a strict CSP holds)
 * Every post is origin-checked; the request's signature is checked again at each step.
 */
export default function sandboxHppRoute(app: FastifyInstance, deps: SandboxPageDeps) {
  const selfOrigin = new URL(deps.publicUrl).origin;
  const csp = paymentPageCsp([...deps.frameOrigins].filter((o) => o !== selfOrigin));
  const css = asset('hpp.css');
  const js = asset('hpp.js');

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers({ ...PAGE_HEADERS, 'content-security-policy': csp }).send(html);

  /** The HPP request (upper-case names) and the customer's entries (lower-case names), apart. */
  function split(request: FastifyRequest): { hpp: HppFields; form: Record<string, string> } | null {
    const body = request.body;
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

  const parentOf = (hpp: HppFields, fallback: string | null) =>
    hpp.HPP_POST_DIMENSIONS && deps.frameOrigins.has(hpp.HPP_POST_DIMENSIONS) ? hpp.HPP_POST_DIMENSIONS : fallback;

  /** Shows the merchant's answer in the frame, as the real hosted page does. */
  function answer(reply: FastifyReply, parent: string | null, charged: ChargeResult) {
    if (charged.repeated) return page(reply, 200, alreadyAnsweredPage(parent));
    if (charged.merchant && charged.merchant.statusCode < 300) return page(reply, 200, charged.merchant.body);
    return page(
      reply,
      502,
      errorPage({ message: 'Your bank answered, but the booking system did not confirm the payment. Please check your booking before trying again.', parentOrigin: parent, result: true }),
    );
  }

  /** Common checks of the two steps posted from the page itself. */
  function step(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.origin !== selfOrigin) {
      page(reply, 403, errorPage({ message: 'This payment page only accepts its own forms.', parentOrigin: null }));
      return null;
    }
    const parts = split(request);
    const problem = parts ? deps.sandbox.checkRequest(parts.hpp) : 'The form could not be read.';
    if (!parts || problem) {
      page(reply, 400, errorPage({ message: problem ?? 'The form could not be read.', parentOrigin: parts ? parentOf(parts.hpp, null) : null }));
      return null;
    }
    return { ...parts, parent: parentOf(parts.hpp, selfOrigin) };
  }

  app.post(SANDBOX_PATH, async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !deps.frameOrigins.has(origin)) {
      return page(reply, 403, errorPage({ message: 'This payment page can only be opened from the booking pages.', parentOrigin: null }));
    }
    const parts = split(request);
    const parent = parts ? parentOf(parts.hpp, origin) : origin;
    const problem = parts ? deps.sandbox.checkRequest(parts.hpp) : 'The request could not be read.';
    if (!parts || problem) return page(reply, 400, errorPage({ message: problem ?? 'The request could not be read.', parentOrigin: parent }));
    if (await findSandboxTransaction(deps.db, parts.hpp.ORDER_ID!)) return page(reply, 200, alreadyAnsweredPage(parent));
    // The customer is paying now: the booking's slot stays held a little longer.
    await deps.payments.hostedPageOpened(parts.hpp.ORDER_ID!).catch((error: unknown) => request.log.warn({ err: error }, 'could not extend the hold'));
    return page(reply, 200, cardPage({ request: parts.hpp, parentOrigin: parent }));
  });

  app.post(`${SANDBOX_PATH}/pay`, async (request, reply) => {
    const s = step(request, reply);
    if (!s) return reply;
    const values: CardForm = s.form;
    const checked = checkCardForm(values, deps.clock.now());
    if (!checked.card) return page(reply, 422, cardPage({ request: s.hpp, parentOrigin: s.parent, values, errors: checked.errors }));
    const outcome = outcomeFor(checked.card.digits);
    if (outcome.kind === 'timeout') return page(reply, 200, waitingPage(s.parent));
    const masked = maskedDigits(checked.card.digits);
    if (outcome.kind === 'challenge') return page(reply, 200, challengePage({ request: s.hpp, parentOrigin: s.parent, cardDigits: masked }));
    const card = { digits: masked, type: cardType(checked.card.digits), expiry: checked.card.expiry, name: checked.card.name };
    return answer(reply, s.parent, await deps.sandbox.charge(s.hpp, outcome, card));
  });

  app.post(`${SANDBOX_PATH}/challenge`, async (request, reply) => {
    const s = step(request, reply);
    if (!s) return reply;
    const masked = s.form.card_number ?? '';
    const passed = s.form.action !== 'cancel' && (s.form.challenge_code ?? '').trim() === CHALLENGE_CODE;
    const card = { digits: masked, type: cardType(masked), expiry: '', name: '' };
    return answer(reply, s.parent, await deps.sandbox.charge(s.hpp, passed ? AUTHORISED : CHALLENGE_FAILED, card));
  });

  app.get(`${SANDBOX_PATH}.css`, async (_request, reply) =>
    reply.headers({ 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' }).send(css),
  );
  app.get(`${SANDBOX_PATH}.js`, async (_request, reply) =>
    reply.headers({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' }).send(js),
  );
}
