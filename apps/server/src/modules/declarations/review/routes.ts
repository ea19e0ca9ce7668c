import {
  approveMonth,
  bulkApproveMonths,
  commentOnMonth,
  getReviewMonth,
  getReviewQueue,
  rejectMonth,
} from '@portal/contract/endpoints/declarations-review';
import type { EndpointRouter } from '../../../http/endpoint-router.js';
import type { ReviewService } from './service.js';

/** Review of submitted months (ours, see README); who reviews whom is the service's rule. */
export function registerReviewRoutes(router: EndpointRouter, deps: { review: ReviewService }) {
  const { review } = deps;

  router.route(getReviewQueue, async ({ query, user }) => review.list(user, query));

  router.route(getReviewMonth, async ({ params, user }) => review.detail(user, params.id));

  router.route(approveMonth, async ({ params, user }) => {
    await review.approve(user, params.id);
    return { success: true, message: 'Declaratie goedgekeurd' };
  });

  router.route(bulkApproveMonths, async ({ body, user }) => review.approveMany(user, body.ids));

  router.route(rejectMonth, async ({ params, body, user }) => {
    await review.reject(user, params.id, body.comment);
    return { success: true, message: 'Declaratie afgekeurd' };
  });

  router.route(commentOnMonth, async ({ params, body, user }) => {
    await review.comment(user, params.id, body.comment, body.row_id);
    return { success: true, message: 'Opmerking geplaatst' };
  });
}
