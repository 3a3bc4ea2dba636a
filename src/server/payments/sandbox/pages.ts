/**
 * The sandbox hosted page: plain HTML forms that work without script (the script only reports the
 * frame's size and prevents double submission), with labelled fields, an error summary and
 * keyboard focus where it is needed.
 */
import { formatPence } from '../../../engine/money/money.ts';
import { escapeHtml } from '../../pages/html.ts';
import type { HppFields } from '../hpp-protocol.ts';
import { CHALLENGE_CODE, TEST_CARDS } from './test-cards.ts';

export interface CardForm {
  card_number?: string;
  exp_month?: string;
  exp_year?: string;
  cvv?: string;
  card_name?: string;
}

export type CardErrors = Partial<Record<keyof CardForm, string>>;

const FIELD_IDS: Record<keyof CardForm, string> = {
  card_number: 'card-number',
  exp_month: 'exp-month',
  exp_year: 'exp-year',
  cvv: 'cvv',
  card_name: 'card-name',
};

function layout(options: { title: string; parentOrigin: string | null; body: string; frame?: 'page' | 'result' }): string {
  const origin = options.parentOrigin ? ` data-parent-origin="${escapeHtml(options.parentOrigin)}"` : '';
  const result = options.frame === 'result' ? ' data-result="sandbox"' : '';
  return `<!doctype html>
<html lang="en-GB"${origin}${result}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · Covers sandbox payments</title>
<link rel="stylesheet" href="/payments/sandbox/hpp.css">
<script src="/payments/frame.js" defer></script>
<script src="/payments/sandbox/hpp.js" defer></script>
</head>
<body>
<main>
${options.body}
</main>
</body>
</html>
`;
}

/** The signed request travels through every step, checked again each time, so the page keeps no state. */
function hiddenRequest(request: HppFields): string {
  return Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

const banner = '<p class="sandbox-banner">Sandbox: no money is taken. Pay with one of the test cards below.</p>';

function testCardList(): string {
  const rows = TEST_CARDS.map((c) => `<tr><td><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${escapeHtml(c.label)}</td></tr>`).join('\n');
  return `<details class="test-cards">
<summary>Test cards</summary>
<p>Any future expiry date, any 3-digit security code and any name. Other numbers are declined.</p>
<table>
<thead><tr><th scope="col">Card number</th><th scope="col">Result</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</details>`;
}

function field(name: keyof CardForm, label: string, attrs: string, values: CardForm, errors: CardErrors, first: keyof CardForm | undefined, hint?: string): string {
  const id = FIELD_IDS[name];
  const error = errors[name];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const value = name === 'cvv' || name === 'card_number' ? '' : (values[name] ?? '');
  return `<div class="field${error ? ' field-error' : ''}">
<label for="${id}">${escapeHtml(label)}</label>
${hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : ''}
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
<input id="${id}" name="${name}" ${attrs} value="${escapeHtml(value)}"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}${first === name ? ' autofocus' : ''}>
</div>`;
}

function errorSummary(errors: CardErrors, extra?: string): string {
  const items = (Object.entries(errors) as Array<[keyof CardForm, string]>).map(([name, message]) => `<li><a href="#${FIELD_IDS[name]}">${escapeHtml(message)}</a></li>`);
  if (extra) items.unshift(`<li>${escapeHtml(extra)}</li>`);
  if (items.length === 0) return '';
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">
<h2 id="error-summary-title">There is a problem</h2>
<ul>
${items.join('\n')}
</ul>
</div>`;
}

export function cardPage(options: { request: HppFields; parentOrigin: string | null; values?: CardForm; errors?: CardErrors; notice?: string }): string {
  const { request } = options;
  const values = options.values ?? {};
  const errors = options.errors ?? {};
  const capture = request.VALIDATE_CARD_ONLY === '1';
  const amount = formatPence(Number(request.AMOUNT));
  const title = capture ? 'Save your card' : `Pay ${amount}`;
  const first = (Object.keys(FIELD_IDS) as Array<keyof CardForm>).find((name) => errors[name]);
  const body = `${banner}
<h1>${escapeHtml(title)}</h1>
${capture ? '<p>Your card is checked and saved for a possible no-show fee. Nothing is taken now.</p>' : ''}
${errorSummary(errors, options.notice)}
<form method="post" action="/payments/sandbox/hpp/pay" novalidate>
${hiddenRequest(request)}
${field('card_number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" spellcheck="false" maxlength="23" required', values, errors, first)}
<fieldset class="expiry${errors.exp_month || errors.exp_year ? ' field-error' : ''}">
<legend>Expiry date</legend>
${field('exp_month', 'Month (MM)', 'type="text" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" required', values, errors, first)}
${field('exp_year', 'Year (YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp-year" maxlength="2" required', values, errors, first)}
</fieldset>
${field('cvv', 'Security code', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required', values, errors, first, 'The last 3 digits on the back of the card')}
${field('card_name', 'Name on card', 'type="text" autocomplete="cc-name" maxlength="100" required', values, errors, first)}
<button type="submit">${escapeHtml(request.CARD_PAYMENT_BUTTON || title)}</button>
</form>
${testCardList()}`;
  return layout({ title, parentOrigin: options.parentOrigin, body });
}

export function challengePage(options: { request: HppFields; parentOrigin: string | null; cardDigits: string; error?: string }): string {
  const last4 = options.cardDigits.slice(-4);
  const body = `${banner}
<h1>Confirm it’s you</h1>
<p>Your bank wants to check this payment of ${escapeHtml(formatPence(Number(options.request.AMOUNT)))} on the card ending ${escapeHtml(last4)} (3-D Secure).</p>
${options.error ? `<div class="error-summary" role="alert" tabindex="-1"><p>${escapeHtml(options.error)}</p></div>` : ''}
<form method="post" action="/payments/sandbox/hpp/challenge" novalidate>
${hiddenRequest(options.request)}
<input type="hidden" name="card_number" value="${escapeHtml(options.cardDigits)}">
<div class="field">
<label for="challenge-code">Security code from your bank</label>
<p class="hint" id="challenge-code-hint">In the sandbox the code is ${CHALLENGE_CODE}.</p>
<input id="challenge-code" name="challenge_code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8" aria-describedby="challenge-code-hint" autofocus>
</div>
<div class="actions">
<button type="submit" name="action" value="authenticate">Confirm</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel payment</button>
</div>
</form>`;
  return layout({ title: 'Confirm it’s you', parentOrigin: options.parentOrigin, body });
}

/**
 * The timeout test card: the card was sent and the bank never answers. The page is done with the customer (a result
 * frame, so the payment's own verify screen takes over and gives up after its ten checks), and no answer ever comes.
 */
export function waitingPage(parentOrigin: string | null): string {
  const body = `<p class="result" role="status">Waiting for your bank…</p>`;
  return layout({ title: 'Waiting for your bank', parentOrigin, body, frame: 'result' });
}

export function errorPage(options: { message: string; parentOrigin: string | null; result?: boolean }): string {
  const body = `<h1>Sorry, this payment can’t go ahead</h1>
<p role="alert">${escapeHtml(options.message)}</p>`;
  return layout({ title: 'Payment error', parentOrigin: options.parentOrigin, body, frame: options.result ? 'result' : 'page' });
}

/** Shown after a second submission of an order the sandbox already answered. */
export function alreadyAnsweredPage(parentOrigin: string | null): string {
  return layout({
    title: 'Already processed',
    parentOrigin,
    frame: 'result',
    body: '<p class="result" role="status">This payment has already been processed.</p>',
  });
}
