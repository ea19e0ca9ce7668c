import { moodtrackerCreateSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/parse.js';
import { currentUser, requireUser } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/service.js';
import type { MoodService } from './service.js';

export function registerMoodRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; mood: MoodService },
): void {
  const preHandler = requireUser(deps.auth);

  app.post('/wp-json/wp/v2/moodtrackers', { preHandler }, async (request, reply) => {
    const input = parseInput(moodtrackerCreateSchema, request.body);
    const post = await deps.mood.checkIn(currentUser(request), input);
    return reply.status(201).send(post);
  });
}
