import { profileUpdateSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse.js';
import { currentUser, requireUser } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/service.js';
import type { ProfileService } from './service.js';

export function registerProfileRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; profile: ProfileService },
): void {
  const preHandler = requireUser(deps.auth);

  app.get('/wp-json/custom/v1/user-profile', { preHandler }, async (request) =>
    deps.profile.get(currentUser(request).id),
  );

  app.post('/wp-json/custom/v1/user-profile', { preHandler }, async (request) => {
    const input = parseInput(profileUpdateSchema, request.body);
    return deps.profile.update(currentUser(request).id, input);
  });
}
