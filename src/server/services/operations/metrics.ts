import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/index.ts';
import { outboxBacklog } from '../../db/repositories/outbox.ts';
import type { PaymentOutcome } from '../payments/deps.ts';

/** The calls whose answer is a booking made (2xx) or refused (4xx). */
const BOOKING_ROUTES = new Set(['/api/rest/booking/session/complete']);
/** The calls whose answer is a payment's result. */
const PAYMENT_ROUTES = new Set(['/api/rest/deposit/digital-wallet/process', '/api/rest/deposit/payment/check', '/payment/result']);

/**
 * The server's figures for Prometheus (GET /metrics): requests and their latency by route, bookings made and
 * refused, payments by result, rate-limit refusals, the outbox's backlog and the database pool. One registry
 * per app, so two apps in one process (the tests) count apart.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({ name: 'covers_http_requests_total', help: 'Requests answered, by route, method and status.', labelNames: ['route', 'method', 'status'], registers: [this.registry] });
  private readonly latency = new Histogram({
    name: 'covers_http_request_duration_seconds',
    help: 'Time to answer, by route and method.',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly bookings = new Counter({ name: 'covers_bookings_total', help: 'Booking completions, by outcome (made, refused).', labelNames: ['outcome'], registers: [this.registry] });
  private readonly payments = new Counter({ name: 'covers_payment_answers_total', help: 'Payment calls answered, by route and outcome (ok, refused, failed).', labelNames: ['route', 'outcome'], registers: [this.registry] });
  private readonly paymentOutcomes = new Counter({
    name: 'covers_payments_total',
    help: 'Gateway answers kept, by what they paid (deposit, balance, guest_share, card_check), method and result (paid, declined, refund_due, card_stored; failed: no answer).',
    labelNames: ['kind', 'method', 'result'],
    registers: [this.registry],
  });
  private readonly refusals = new Counter({ name: 'covers_rate_limit_refusals_total', help: 'Requests refused by a rate limit (429), by route.', labelNames: ['route'], registers: [this.registry] });
  private readonly unexpected = new Counter({ name: 'covers_unexpected_errors_total', help: 'Errors nothing expected (500 answers, stray rejections), by kind.', labelNames: ['kind'], registers: [this.registry] });

  /** `processFigures`: also the process's own (CPU, memory, event loop), when /metrics is served. */
  constructor(deps: { db: Queryable; clock: Clock; pool?: () => { total: number; idle: number; waiting: number }; processFigures?: boolean }) {
    if (deps.processFigures) collectDefaultMetrics({ register: this.registry, prefix: 'covers_' });
    // Read before the outbox figures below send their queries: the pool would count the scrape's own as waiting.
    if (deps.pool) {
      const pool = deps.pool;
      new Gauge({
        name: 'covers_db_pool_connections',
        help: 'Database pool connections, by state (total, idle, waiting requests).',
        labelNames: ['state'],
        registers: [this.registry],
        collect() {
          const stats = pool();
          for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
        },
      });
    }
    const backlog = () => outboxBacklog(deps.db, new Date(deps.clock.now())).catch(() => ({ waiting: Number.NaN, oldestSeconds: Number.NaN }));
    const backlogGauge = (name: string, help: string, pick: (b: { waiting: number; oldestSeconds: number }) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          this.set(pick(await backlog()));
        },
      });
    backlogGauge('covers_outbox_waiting', 'E-mails waiting to be sent.', (b) => b.waiting);
    backlogGauge('covers_outbox_oldest_seconds', 'How long the oldest e-mail waiting has waited.', (b) => b.oldestSeconds);
  }

  /** One answered request: `route` is its pattern (never the URL: no codes or tokens in labels). */
  answered(route: string, method: string, status: number, seconds: number): void {
    this.requests.inc({ route, method, status: String(status) });
    this.latency.observe({ route, method }, seconds);
    if (status === 429) this.refusals.inc({ route });
    // A 503 (the database out of reach, overload) is the server working as meant; its rise shows in the request counts.
    if (status >= 500 && status !== 503) this.unexpected.inc({ kind: 'answer_500' });
    if (BOOKING_ROUTES.has(route) && status < 500) this.bookings.inc({ outcome: status < 300 ? 'made' : 'refused' });
    if (PAYMENT_ROUTES.has(route)) this.payments.inc({ route, outcome: status < 300 ? 'ok' : status < 500 ? 'refused' : 'failed' });
  }

  /** A payment's outcome, told by the payment services where it is decided. */
  payment(outcome: PaymentOutcome): void {
    this.paymentOutcomes.inc({ kind: outcome.kind, method: outcome.method, result: outcome.result });
  }

  /** An error nothing awaited (the process keeps running). */
  stray(kind: 'rejection' | 'exception'): void {
    this.unexpected.inc({ kind });
  }
}
