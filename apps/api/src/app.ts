import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { frameOriginsSource } from './domain/dashboard-pages/frame-origins.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createMailTransport } from './mail/transports.js';
import { signUnsubscribe } from './domain/notifications/unsubscribe.js';
import { createAlertWorker } from './domain/alerts/deliver-alerts.js';
import { createMailReader } from './domain/inbound-mail/reader.js';
import { createMonitorScheduler } from './domain/monitors/scheduler.js';
import { watchBreaches } from './domain/response-targets/record-breaches.js';
import { createNotificationWorker, notificationRoundMs } from './domain/notifications/worker.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { createLimiters, type Limiters } from './plugins/limiters.js';
import { logoImageSources, securityHeadersPlugin } from './plugins/security-headers.js';
import { spaPlugin } from './plugins/spa.js';
import { configScriptRoute } from './routes/config-script.js';
import { API_ROOT } from './paths.js';
import { registerApiRoutes } from './routes/index.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  limiters?: Limiters;
  /** Outgoing email; default SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
  mailer?: Mailer;
  /** Structured request logs; `stream` lets tests read them. */
  logger?: { stream?: { write(line: string): void } } | false;
  /** Serve the built SPA (production). */
  serveSpa?: boolean;
  /**
   * Run this process's background work: send the queued notification emails, and (when this process holds the lock)
   * the uptime checks and the reading of the support mailbox. The server does; tests drive them themselves.
   */
  runBackgroundWork?: boolean;
}

const BODY_LIMIT = 64 * 1024;
const DEFAULT_WEB_DIST = path.resolve(API_ROOT, '../web/dist');
/** How often each process looks for tickets that missed a response target. */
const BREACH_ROUND_MS = 30_000;

/** Request logs carry the path only: query strings (reset links) and headers (tokens) stay out of the log. */
const requestSerializer = (request: { method: string; url: string; ip: string }) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

/**
 * The request log: one line per request when it is answered (method, path, address, status, time), under its request
 * id, rather than Fastify's two (arrival and answer). A failed request's own warning or error carries the same id.
 */
class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const logger: FastifyServerOptions['logger'] = options.logger
    ? {
        level: config.logLevel,
        serializers: { req: requestSerializer },
        redact: ['req.headers.authorization', 'headers.authorization'],
        ...(options.logger.stream ? { stream: options.logger.stream } : {}),
      }
    : false;
  const app = Fastify({
    logger,
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });

  const limiters = options.limiters ?? createLimiters(config, app.log);
  // A server joining others on one Redis starts with their counters, not with counters of its own.
  if (!options.limiters) app.addHook('onReady', () => limiters.ready());
  const mailer = options.mailer ?? createMailer({ transport: createMailTransport(config, app.log), log: app.log });
  const context: AppContext = { config, db: database.db, database, limiters, mailer };

  // The pages' frame-src follows the dashboard pages of the data from the next page after any change, whoever made
  // it: each page reads the origins (domain/dashboard-pages/frame-origins.ts).
  const frameOrigins = frameOriginsSource(database.db);
  await frameOrigins.current();

  // Requests are checked, and answers written, with the contract's zod schemas each route declares: a field outside
  // the contract never leaves the server.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(apiDocsPlugin, {
    publicUrl: config.publicUrl,
    siteKeys: { auth: config.authSiteKey, events: config.eventsSiteKey },
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(securityHeadersPlugin, {
    frameOrigins,
    connectOrigins: config.apiHost ? [config.apiHost] : [],
    imageSources: logoImageSources(config.branding.logoUrl),
  });
  await app.register(authPlugin, { config, db: database.db });
  // Attachments stream in one file per request (routes/api/attachments): busboy stops a file at the limit and reads
  // (and drops) the rest, so the answer is a clear 413 rather than a reset connection.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: Math.round(config.attachmentMaxMb * 1_000_000), files: 1, fields: 5, parts: 6 },
  });

  configScriptRoute(app, context);
  await registerApiRoutes(app, context);

  if (options.serveSpa) {
    await app.register(spaPlugin, { root: config.webDist ? path.resolve(config.webDist) : DEFAULT_WEB_DIST });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ error: 'not_found', message: 'Route not found.' }),
    );
  }

  if (options.runBackgroundWork) {
    const worker = createNotificationWorker({
      db: database.db,
      config,
      transport: createMailTransport(config, app.log),
      log: app.log,
      delayMs: config.notificationDelayMs,
      leaseMs: config.notificationLeaseMs,
      unsubscribeUrl: (userGuid, kinds) =>
        `${config.publicUrl}/api/notifications/unsubscribe?token=${signUnsubscribe(app, userGuid, kinds)}`,
    });
    app.addHook('onReady', async () => worker.start(notificationRoundMs(config.notificationDelayMs)));
    app.addHook('onClose', () => worker.stop());
    const alerts = createAlertWorker({
      db: database.db,
      publicUrl: config.publicUrl,
      leaseMs: config.notificationLeaseMs,
      allowPrivate: config.monitorAllowPrivate,
      log: app.log,
    });
    app.addHook('onReady', async () => alerts.start());
    app.addHook('onClose', () => alerts.stop());
    const breaches = watchBreaches(database.db, app.log);
    app.addHook('onReady', async () => breaches.start(BREACH_ROUND_MS));
    app.addHook('onClose', () => breaches.stop());
    const monitors = createMonitorScheduler({
      database,
      log: app.log,
      confirmChecks: config.monitorConfirmChecks,
      allowPrivate: config.monitorAllowPrivate,
    });
    app.addHook('onReady', async () => monitors.start());
    app.addHook('onClose', () => monitors.stop());
    if (config.mailIn) {
      const reader = createMailReader({ database, config, mailIn: config.mailIn, log: app.log });
      app.addHook('onReady', async () => reader.start());
      app.addHook('onClose', () => reader.stop());
    }
  }

  app.addHook('onClose', async () => {
    if (!options.limiters) await limiters.close();
    if (!options.mailer) await mailer.close();
  });
  return app;
}
