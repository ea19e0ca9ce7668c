import type { Mood } from '@portal/contract';
import { changeMoodtracker, createMoodtracker } from '@portal/contract/endpoints/mood';
import { numericIdOrNoRoute } from '../../http/wp-route-params.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { MoodService } from './service.js';

/** This week's mood answer; the lists are the content routes' GET /wp/v2/moodtrackers. */
export function registerMoodRoutes(router: EndpointRouter, deps: { mood: MoodService }): void {
  router.route(createMoodtracker, async ({ body, user }) => deps.mood.checkIn(user, body));
  // Issue 25 item 6: this week's answer changed; a non-numeric id is no route, as for GET.
  router.route(
    changeMoodtracker,
    async ({ params, body, user }) =>
      deps.mood.changeMood(user, params.id, body.fields.mood as Mood),
    { before: [numericIdOrNoRoute] },
  );
}
