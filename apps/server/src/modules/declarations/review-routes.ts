import {
  idSchema,
  rejectSchema,
  reviewCommentSchema,
  reviewListQuerySchema,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/parse.js';
import { currentUser, requireUser } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/service.js';
import type { ReviewService } from './review-service.js';

const BASE = '/wp-json/custom/v1/declarations/review';
const idParams = z.object({ id: z.coerce.number().pipe(idSchema) });

export function registerReviewRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; review: ReviewService },
): void {
  const preHandler = requireUser(deps.auth);
  const { review } = deps;

  app.get(BASE, { preHandler }, async (request) =>
    review.list(currentUser(request), parseInput(reviewListQuerySchema, request.query)),
  );

  app.get(`${BASE}/:id`, { preHandler }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return review.detail(currentUser(request), id);
  });

  app.post(`${BASE}/:id/approve`, { preHandler }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await review.approve(currentUser(request), id);
    return { success: true, message: 'Declaratie goedgekeurd' };
  });

  app.post(`${BASE}/:id/reject`, { preHandler }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { comment } = parseInput(rejectSchema, request.body);
    await review.reject(currentUser(request), id, comment);
    return { success: true, message: 'Declaratie afgekeurd' };
  });

  app.post(`${BASE}/:id/comments`, { preHandler }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { comment } = parseInput(reviewCommentSchema, request.body);
    await review.comment(currentUser(request), id, comment);
    return { success: true, message: 'Opmerking geplaatst' };
  });
}
