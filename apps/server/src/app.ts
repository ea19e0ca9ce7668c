import formbody from '@fastify/formbody';
import { opsEndpoints } from '@portal/contract/endpoints/ops';
import { getReceipt } from '@portal/contract/endpoints/receipts';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { DEFAULT_METRICS_ALLOW, type Config } from './config.js';
import { fastifyTrustProxy } from './trust-proxy.js';
import { amsterdamToday } from './amsterdam-today.js';
import type { Database } from './db/client.js';
import { createPgInvalidationBus } from './cache/pg-invalidation-bus.js';
import { AccessTokens } from './modules/auth/access-token.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { createAuthRepository } from './modules/auth/repository.js';
import { registerAuthRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { createSetPasswordLinks } from './modules/auth/set-password-links.js';
import { createSetPasswordRepository } from './modules/auth/set-password-repository.js';
import { registerSetPasswordRoutes } from './modules/auth/set-password-routes.js';
import { createSetPasswordService } from './modules/auth/set-password-service.js';
import { createProfileRepository } from './modules/profile/repository.js';
import { registerProfileRoutes } from './modules/profile/routes.js';
import { createProfileService } from './modules/profile/service.js';
import { createUsersRepository } from './modules/users/repository.js';
import { registerUserRoutes } from './modules/users/routes.js';
import { createUsersService } from './modules/users/service.js';
import { registerDeclarations } from './modules/declarations/module.js';
import { createAuditReadRepository } from './modules/audit/read-repository.js';
import { createAuditReadService } from './modules/audit/read-service.js';
import { registerAuditRoutes } from './modules/audit/routes.js';
import { createActionsNeededRepository } from './modules/actions-needed/repository.js';
import { registerActionsNeededRoutes } from './modules/actions-needed/routes.js';
import { createActionsNeededService } from './modules/actions-needed/service.js';
import { registerPayroll } from './modules/payroll/module.js';
import { createRouteDistances } from './modules/declarations/route-distances.js';
import { registerContent } from './modules/content/module.js';
import { createFileAccess } from './modules/files/access.js';
import { IntranetFileLinks } from './modules/files/file-links.js';
import { createIntranetFilesService } from './modules/files/intranet-files-service.js';
import { createFilesRepository } from './modules/files/repository.js';
import { registerFileRoutes } from './modules/files/routes.js';
import { createMediaRepository } from './modules/media/repository.js';
import { registerMediaRoutes } from './modules/media/routes.js';
import { createMediaService } from './modules/media/service.js';
import { createSearchRepository } from './modules/search/repository.js';
import { registerSearchRoutes } from './modules/search/routes.js';
import { createSearchService } from './modules/search/service.js';
import { createMailer } from './modules/mail/mailer.js';
import { createJobQueue } from './jobs/job-queue.js';
import { createNotifier } from './modules/notifications/notify.js';
import { registerNotifications } from './modules/notifications/module.js';
import { createPeopleRepository } from './modules/people/repository.js';
import { registerPeopleRoutes } from './modules/people/routes.js';
import { createPeopleService } from './modules/people/service.js';
import { registerAssignments } from './modules/assignments/module.js';
import {
  createQuarterlyReminder,
  REMINDER_INTERVAL_MS,
} from './modules/assignments/quarterly-reminder.js';
import { createMonthClosing } from './modules/declarations/month-closing.js';
import { createMonthClosingRepository } from './modules/declarations/month-closing-repository.js';
import { createReminderRepository } from './modules/assignments/reminder-repository.js';
import { registerMood } from './modules/mood/module.js';
import { registerPasswordReset } from './modules/password-reset/module.js';
import { registerPasskeys } from './modules/passkeys/module.js';
import { registerCompanySignIn } from './modules/company-sign-in/module.js';
import { createOptionsRepository } from './modules/options/repository.js';
import { registerOptionsRoutes } from './modules/options/routes.js';
// Issue 13 point 2 (reference data).
import { createDeclarationReferenceRepository } from './modules/reference/declaration-repository.js';
import { createReferencePostRepository } from './modules/reference/post-repository.js';
import { registerReferenceRoutes } from './modules/reference/routes.js';
import { createReferenceService } from './modules/reference/service.js';
import { createOptionsService } from './modules/options/service.js';
import { SignedFileLinks } from './modules/files/signed-links.js';
import type { FileStorage } from './modules/files/storage.js';
import { createGeoProvider, type GeoProvider } from './modules/geo/geo-provider.js';
import { registerGeoRoutes } from './modules/geo/routes.js';
import { registerReceipts } from './modules/files/receipts-module.js';
import { registerReceiptReading } from './modules/receipt-reading/module.js';
import { createEndpointRouter } from './http/endpoint-router.js';
import { createAddressMatcher } from './http/address-list.js';
import { readMigrationJournal } from './db/migrate.js';
import { createReadinessRepository } from './modules/ops/readiness-repository.js';
import { createReadinessService } from './modules/ops/readiness-service.js';
import { registerOpsRoutes } from './modules/ops/routes.js';
import { createMetrics } from './observability/metrics.js';
import { registerRequestLog, requestIdOf } from './observability/request-log.js';
import { registerDrainOnClose } from './plugins/drain-on-close.js';
import { zodSerializerCompiler, zodValidatorCompiler } from './http/schema-compilers.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { trackApiRoutes } from './http/route-registry.js';
import { webDistDir } from './paths.js';
import { frameworkErrors, registerErrorEnvelope } from './plugins/error-envelope.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';

export type AppConfig = Pick<
  Config,
  'publicUrl' | 'secureCookies' | 'productName' | 'accessTokenTtl' | 'adminUrl' | 'logLevel'
> & {
  /** The employer's name on the assignment PDF (default: the product name). */
  companyName?: Config['companyName'];
  /** Target of "Terug naar de website" (default `/`). */
  websiteUrl?: Config['websiteUrl'];
  trustProxy?: Config['trustProxy'];
  /** Who may read /metrics (default loopback). */
  metricsAllow?: Config['metricsAllow'];
  geo?: Config['geo'];
  /** Outgoing mail; without smtp mails go to the outbox table and the log. */
  smtp?: Config['smtp'];
  mailFrom?: string;
  /** Issue 27: STRONG_AUTH_ROLES and the company account (sign-in-config.ts). */
  signIn?: Config['signIn'];
};

export interface AppDeps {
  config: AppConfig;
  db: Database;
  signingKey: string;
  storage: FileStorage;
  webDist?: string;
  geo?: GeoProvider;
  /** The clock that decides declaration windows and the mood week (tests fix it). */
  now?: () => Date;
  /** How often each instance looks for due quarterly reminders and closing months (15 min). */
  reminderIntervalMs?: number;
  /** How often each instance looks whether the day's notification digest is due (5 minutes). */
  dailyCheckIntervalMs?: number;
  /** How often an open notification stream gets a keep-alive comment (default 25 s). */
  notificationHeartbeatMs?: number;
  /** How often each instance publishes scheduled posts whose time came (default 30 s). */
  publishIntervalMs?: number;
  /** The first retry's delay of a mail that failed (default 30 s; doubled per attempt). */
  mailRetryDelaySeconds?: number;
  /** The first retry's delay of a payroll export's files (default 30 s; doubled per attempt). */
  payrollFilesRetryDelaySeconds?: number;
  /** Whether this instance works the job queues (default true); it queues jobs either way. */
  workJobs?: boolean;
  /** Where log lines go (stdout when left out; main.ts hands a batched stdout); tests read it. */
  logStream?: { write(line: string): void };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // Our own access log (observability/request-log.ts) names the route, never headers.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors,
    genReqId: requestIdOf,
  });

  trackApiRoutes(app);
  const metrics = createMetrics(db.$client);
  registerRequestLog(app, {
    metrics,
    quietRoutes: new Set(opsEndpoints.map((endpoint) => endpoint.path)),
  });
  registerDrainOnClose(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  registerErrorEnvelope(app);
  const securityHeaders = registerSecurityHeaders(app, config.secureCookies);
  await app.register(formbody);

  // Instances behind one database clear each other's caches through it (README: "Running
  // several instances"); it is up before the first request is served.
  const invalidation = createPgInvalidationBus(db.$client, app.log);
  await invalidation.start();
  app.addHook('onClose', () => invalidation.close());
  // Background work through the job queue, once per cluster (issue 13 point 6); it is started
  // and stopped with the mailer below.
  const queue = createJobQueue({ pool: db.$client, log: app.log, work: deps.workJobs });
  // Issue 26: the modules whose changes cause notifications record them through this.
  const notifier = createNotifier({ queue });

  const authRepo = createAuthRepository(db);
  const throttle = new LoginThrottle(db.$client);
  const auth = createAuthService({
    repo: authRepo,
    tokens: new AccessTokens(deps.signingKey, config.publicUrl, config.accessTokenTtl),
    throttle,
    invalidation,
  });
  const router = createEndpointRouter(app, { auth });
  registerAuthRoutes(router, {
    auth,
    secureCookies: config.secureCookies,
    publicUrl: config.publicUrl,
  });
  const now = deps.now ?? (() => new Date());
  const setPasswordLinks = createSetPasswordLinks({
    repo: createSetPasswordRepository(db),
    publicUrl: config.publicUrl,
    now,
  });
  registerSetPasswordRoutes(router, {
    setPasswords: createSetPasswordService({
      links: setPasswordLinks,
      throttle,
      passwordReplaced: (userId) => auth.passwordReplaced(userId),
    }),
  });
  const users = createUsersService({
    repo: createUsersRepository(db),
    baseUrl: config.publicUrl,
    invalidation,
  });
  registerUserRoutes(router, { users, baseUrl: config.publicUrl });
  const profile = createProfileService({
    repo: createProfileRepository(db),
    storage: deps.storage,
    now,
    invalidation,
    // The writer sees the new card in Collega's at once, whichever instance serves them.
    cardChanged: () => users.changed(),
  });
  registerProfileRoutes(router, { profile });
  // A person's roles or account changed (Beheer, a company sign-in): the session state and the
  // profile each instance keeps of them are forgotten everywhere.
  const rolesChanged = async (userId: number) => {
    await Promise.all([auth.passwordReplaced(userId), profile.forget(userId)]);
  };

  const today = amsterdamToday(now);
  const filesRepo = createFilesRepository(db);
  const fileAccess = createFileAccess(filesRepo);
  const links = new SignedFileLinks(deps.signingKey, getReceipt.path);
  const geo =
    deps.geo ??
    createGeoProvider(config.geo ?? { addresses: 'offline', distance: 'estimate', pdokUrl: '' });
  const declarations = registerDeclarations(app, {
    router,
    db,
    storage: deps.storage,
    links,
    today,
    invalidation,
    notifier,
  });
  // Issue 26 item 3: the dashboard's "Actie nodig", computed from the data.
  registerActionsNeededRoutes(router, {
    actions: createActionsNeededService({ repo: createActionsNeededRepository(db), today }),
  });
  // Issue 13 (h6): the audit log screen's reading.
  registerAuditRoutes(router, {
    audit: createAuditReadService({ repo: createAuditReadRepository(db) }),
  });
  registerPayroll(app, {
    router,
    db,
    storage: deps.storage,
    queue,
    notifier,
    retryDelaySeconds: deps.payrollFilesRetryDelaySeconds,
  });
  registerGeoRoutes(router, { geo, routes: createRouteDistances(db) });
  registerReceipts({ router, db, files: filesRepo, storage: deps.storage, links });
  registerReceiptReading(app, { router, files: filesRepo, storage: deps.storage });

  const mailer = createMailer({
    db,
    queue,
    retryDelaySeconds: deps.mailRetryDelaySeconds,
    smtp: config.smtp,
    from: config.mailFrom ?? 'intranet@localhost',
    log: app.log,
    onResult: (result) => metrics.mailResult(result),
  });
  const reminder = createQuarterlyReminder({
    repo: createReminderRepository(db),
    mailer,
    today,
    log: app.log,
    queue,
    productName: config.productName,
    publicUrl: config.publicUrl,
    intervalMs: deps.reminderIntervalMs,
    notifier,
  });
  // Issue 26: owners of months with unsubmitted lines, 3 days before the window closes.
  const monthClosing = createMonthClosing({
    repo: createMonthClosingRepository(db),
    notifier,
    today,
    queue,
    log: app.log,
    intervalMs: deps.reminderIntervalMs ?? REMINDER_INTERVAL_MS,
  });
  // The queues are defined while the app is built; workers start once it is ready, and stop
  // (finishing the job under way) before the mail transport and the database pool go. The
  // reminder's timer asks the queue, so it starts after it and stops before it.
  app.addHook('onReady', async () => {
    await queue.start();
    reminder.start();
    monthClosing.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([reminder.stop(), monthClosing.stop()]);
    await queue.stop();
    mailer.close();
  });
  // Issue 26: after the queue's hooks, so its timer starts after the queue and stops before.
  registerNotifications(app, {
    router,
    db,
    queue,
    mailer,
    signingKey: deps.signingKey,
    publicUrl: config.publicUrl,
    productName: config.productName,
    now,
    dailyCheckIntervalMs: deps.dailyCheckIntervalMs,
    heartbeatMs: deps.notificationHeartbeatMs,
    mailRetryDelaySeconds: deps.mailRetryDelaySeconds,
  });
  // Issue 27 (docs/sign-in.md): passkeys, STRONG_AUTH_ROLES and "Wachtwoord vergeten?".
  registerPasskeys({
    router,
    db,
    auth,
    throttle,
    mailer,
    signingKey: deps.signingKey,
    publicUrl: config.publicUrl,
    productName: config.productName,
    secureCookies: config.secureCookies,
    strongAuthRoles: config.signIn?.strongAuthRoles ?? [],
  });
  registerCompanySignIn({
    router,
    db,
    auth,
    settings: config.signIn?.oidc,
    signingKey: deps.signingKey,
    publicUrl: config.publicUrl,
    secureCookies: config.secureCookies,
    log: app.log,
    rolesChanged: (userId) => rolesChanged(userId),
  });
  registerPasswordReset({
    router,
    db,
    queue,
    mailer,
    links: setPasswordLinks,
    productName: config.productName,
    log: app.log,
  });
  // Beheer "Mensen" (issue 13).
  registerPeopleRoutes(router, {
    people: createPeopleService({
      repo: createPeopleRepository(db),
      users,
      links: setPasswordLinks,
      mailer,
      productName: config.productName,
      sessionsChanged: (userId) => rolesChanged(userId),
    }),
  });
  const fileLinks = new IntranetFileLinks(deps.signingKey);
  const search = createSearchService({ repo: createSearchRepository(db), invalidation });
  const { content, posts } = registerContent(app, {
    router,
    db,
    files: fileAccess,
    links: fileLinks,
    publicUrl: config.publicUrl,
    now,
    invalidation,
    notifier,
    postsChanged: () => search.forget(),
    publishIntervalMs: deps.publishIntervalMs,
  });
  const { productName } = config;
  registerMood(app, { router, db, posts, content, mailer, now, productName, notifier });
  const assignments = registerAssignments({
    router,
    db,
    signingKey: deps.signingKey,
    now,
    today,
    invalidation,
    notifier,
    companyName: config.companyName ?? config.productName,
    publicUrl: config.publicUrl,
  });
  registerOptionsRoutes(router, {
    options: createOptionsService({
      repo: createOptionsRepository(db),
      links: fileLinks,
      invalidation,
    }),
  });
  // Issue 13 point 2 (reference data): a change shows at once on every instance, in every
  // cache that names a functie, opdrachtgever, dienstverband, declaration type or rate.
  registerReferenceRoutes(router, {
    reference: createReferenceService({
      posts: createReferencePostRepository(db),
      declarations: createDeclarationReferenceRepository(db),
      links: fileLinks,
      today,
      postsChanged: async () => {
        await Promise.all([
          content.forgetCachedLists(),
          users.changed(),
          profile.forgetAll(),
          assignments.forgetPages(),
        ]);
      },
      declarationsChanged: () => declarations.referenceChanged(),
    }),
  });
  registerFileRoutes(router, {
    auth,
    files: createIntranetFilesService({
      access: fileAccess,
      storage: deps.storage,
      links: fileLinks,
    }),
  });

  registerMediaRoutes(router, {
    media: createMediaService({
      repo: createMediaRepository(db),
      storage: deps.storage,
      links: fileLinks,
      now,
    }),
  });
  registerSearchRoutes(router, { search, baseUrl: config.publicUrl });

  registerApiDocs(router, { productName: config.productName, publicUrl: config.publicUrl });
  registerOpsRoutes(router, {
    readiness: createReadinessService({
      repo: createReadinessRepository(db),
      journal: readMigrationJournal(),
      log: app.log,
    }),
    metrics,
    metricsAllow: createAddressMatcher(config.metricsAllow ?? DEFAULT_METRICS_ALLOW),
  });

  await registerWebApp(app, {
    distDir: deps.webDist ?? webDistDir,
    productName: config.productName,
    adminUrl: config.adminUrl,
    websiteUrl: config.websiteUrl ?? '/',
    addressProvider: geo.addresses ?? 'offline',
    companySignIn: config.signIn?.oidc?.label ?? null,
  });

  app.setNotFoundHandler((request, reply) => {
    securityHeaders.setForUnrouted(request.url, reply);
    // The API's own paths answer in its envelope; /pdf/ is the assignment PDF's (issue 11).
    if (request.url.startsWith('/wp-json') || request.url.startsWith('/pdf/')) {
      return reply.status(404).send({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Niet gevonden');
  });

  return app;
}
