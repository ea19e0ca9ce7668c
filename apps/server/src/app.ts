import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { AccessTokens } from './modules/auth/access-token.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { createAuthRepository } from './modules/auth/repository.js';
import { registerAuthRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { createProfileRepository } from './modules/profile/repository.js';
import { registerProfileRoutes } from './modules/profile/routes.js';
import { createProfileService } from './modules/profile/service.js';
import { webDistDir } from './paths.js';
import { registerErrorEnvelope } from './plugins/error-envelope.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';

export type AppConfig = Pick<
  Config,
  'publicUrl' | 'secureCookies' | 'productName' | 'accessTokenTtl' | 'adminUrl' | 'logLevel'
> & { trustProxy?: boolean | string };

export interface AppDeps {
  config: AppConfig;
  db: Database;
  signingKey: string;
  throttle?: LoginThrottle;
  webDist?: string;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
  });

  registerErrorEnvelope(app);
  await registerSecurityHeaders(app, config.secureCookies);
  await app.register(cookie);
  await app.register(formbody);

  const authRepo = createAuthRepository(db);
  const auth = createAuthService({
    repo: authRepo,
    tokens: new AccessTokens(deps.signingKey, config.publicUrl, config.accessTokenTtl),
    throttle: deps.throttle ?? new LoginThrottle(),
  });
  registerAuthRoutes(app, { auth, repo: authRepo, secureCookies: config.secureCookies });
  registerProfileRoutes(app, { auth, profile: createProfileService(createProfileRepository(db)) });

  await registerWebApp(app, {
    distDir: deps.webDist ?? webDistDir,
    productName: config.productName,
    adminUrl: config.adminUrl,
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/wp-json')) {
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
