import { followUpMood, getMoodOverview } from '@portal/contract/endpoints/mood-overview';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { MoodOverviewService } from './overview-service.js';

/** The consultants' mood overview and follow-ups (issue 13). */
export function registerMoodOverviewRoutes(
  router: EndpointRouter,
  deps: { overview: MoodOverviewService },
) {
  router.route(getMoodOverview, async ({ query, user }) =>
    deps.overview.overview(user, query.weeks),
  );
  router.route(followUpMood, async ({ params, body, user }) =>
    deps.overview.followUp(user, params.id, body),
  );
}
