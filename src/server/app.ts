import formbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { systemClock, type ServerClock } from './clock.ts';
import { DEFAULT_LOOKUP_LIMIT, DEFAULT_WRITE_LIMIT, type Config } from './config.ts';
import type { Db } from './db/index.ts';
import { rememberDateRules, type FlowRules } from './domain/session/flow-rules.ts';
import { HttpError } from './errors.ts';
import { loadFlowRules } from '../engine/flow/load.node.ts';
import { createPayments } from './payments/index.ts';
import type { Payments } from './payments/service.ts';
import { registerApiAuth } from './plugins/api-auth.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerValidText } from './plugins/valid-text.ts';
import { registerRoutes } from './routes/index.ts';
import mailboxRoutes from './routes/dev/mailbox.ts';
import pagesRoutes from './routes/pages.ts';
import accountPagesRoutes from './routes/account-pages.ts';
import icalPageRoute from './routes/ical/[token].ts';
import { BookingSessions } from './services/booking-sessions.ts';
import { CatalogueStore } from './services/catalogue-store.ts';

export interface AppOptions {
  db: Db;
  config: Pick<Config, 'apiKeys' | 'publicUrl'> & Partial<Pick<Config, 'production' | 'logLevel' | 'payments' | 'devMailbox' | 'lookupLimit' | 'writeLimit' | 'redisUrl' | 'trustProxy'>>;
  clock?: ServerClock;
  flowRules?: FlowRules;
  logger?: boolean;
}

export interface App {
  server: FastifyInstance;
  catalogue: CatalogueStore;
  sessions: BookingSessions;
  payments: Payments;
}

/** Builds the HTTP application around an open, migrated database. Nothing here listens. */
export async function buildApp(options: AppOptions): Promise<App> {
  const server = Fastify({
    logger: options.logger ? { level: options.config.logLevel ?? 'info' } : false,
    bodyLimit: 256 * 1024,
    // The client's address counts lookups by code (payments/lookup-limit.ts): behind a proxy, only the
    // proxies named here may say whose request it is.
    trustProxy: options.config.trustProxy ?? false,
    // Errors before routing (a path that is not valid percent-encoding) get the app's error shape too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      return (reply as FastifyReply).code(status).send(new HttpError(status, error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'The request is not valid.').body);
    },
  });
  const catalogue = new CatalogueStore(options.db);
  const clock = options.clock ?? systemClock;
  const payments = createPayments({ server, db: options.db, catalogue, clock, publicUrl: options.config.publicUrl, config: options.config.payments });
  const sessions = new BookingSessions({
    db: options.db,
    catalogue,
    clock,
    payments: payments.payments,
    // The same flow files the widget renders: their date, people and required-field rules hold here too.
    flowRules: rememberDateRules(options.flowRules ?? loadFlowRules()),
    publicUrl: options.config.publicUrl,
  });

  await server.register(formbody);
  // Before anything reads a request: text no database can store is refused here, for every route.
  registerValidText(server);
  // Before the routes: the lookups by code and the anonymous writes take their limit's hook when they are declared.
  await registerRateLimits(server, {
    db: options.db,
    redisUrl: options.config.redisUrl,
    lookups: options.config.lookupLimit ?? DEFAULT_LOOKUP_LIMIT,
    writes: options.config.writeLimit ?? DEFAULT_WRITE_LIMIT,
  });
  registerApiAuth(server, options.config, async () => new Set((await catalogue.get()).brands.keys()));
  registerRoutes(server, { sessions, payments, db: options.db, clock, publicUrl: options.config.publicUrl });
  server.register(pagesRoutes, { config: options.config, catalogue });
  server.register(accountPagesRoutes, { config: options.config, catalogue, db: options.db });
  // The outbox holds customers' addresses and manage links: never a page in production, whatever else is set.
  if (options.config.devMailbox && !options.config.production) mailboxRoutes(server, options.db);
  icalPageRoute(server, { db: options.db, clock, publicUrl: options.config.publicUrl });

  server.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    // Fastify's own client errors: malformed JSON, an unsupported content type, a body too large.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Send the body as JSON or as form fields.'
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'The request body is too large.'
              : error.message;
      return reply.code(error.statusCode).send(new HttpError(error.statusCode, message).body);
    }
    request.log.error(error);
    return reply.code(500).send(new HttpError(500, 'Unfortunately an error has occurred. Please try again later.').body);
  });
  server.setNotFoundHandler((request, reply) =>
    reply.code(404).send(new HttpError(404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}`).body),
  );
  return { server, catalogue, sessions, payments: payments.payments };
}
