import { getFile, listFiles, viewFile, viewPublicFile } from '@portal/contract/endpoints/files';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { numericIdOrNoRoute } from '../../http/wp-route-params.js';
import { requireUser } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/service.js';
import type { IntranetFilesService } from './intranet-files-service.js';

const ranges = (request: FastifyRequest) => ({
  range: request.headers.range,
  ifRange: [request.headers['if-range']].flat()[0],
});

/**
 * /intranet/v1/files (SPEC §7). The byte routes take either the bearer token or a signed link
 * (`source_url`), which works in a plain link where no header goes along.
 */
export function registerFileRoutes(
  router: EndpointRouter,
  deps: { auth: AuthService; files: IntranetFilesService },
): void {
  const { files } = deps;
  const authenticate = requireUser(deps.auth);
  // Without a signature the bearer token must do, and is checked before anything else.
  const bearerUnlessSigned: onRequestHookHandler = function (request, reply, done) {
    if ((request.query as Record<string, unknown>).signature !== undefined) return done();
    authenticate.call(this, request, reply, done);
  };
  const byteRoute = { before: [numericIdOrNoRoute, bearerUnlessSigned] };

  router.route(listFiles, async ({ query, user }) => files.list(query.include, user.id));

  router.route(getFile, async ({ params, user }) => files.get(params.id, user.id), {
    before: [numericIdOrNoRoute],
  });

  router.route(
    viewFile,
    async ({ params, query, user, request, reply }) =>
      files.send(reply, 'view', params.id, { user, link: query }, ranges(request)),
    byteRoute,
  );

  router.route(
    viewPublicFile,
    async ({ params, query, user, request, reply }) =>
      files.send(reply, 'public', params.id, { user, link: query }, ranges(request)),
    byteRoute,
  );
}
