import { createMoodtracker } from '@portal/contract/endpoints/mood';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { MoodService } from './service.js';

/** This week's mood answer; the lists are the content routes' GET /wp/v2/moodtrackers. */
export function registerMoodRoutes(router: EndpointRouter, deps: { mood: MoodService }): void {
  router.route(createMoodtracker, async ({ body, user }) => deps.mood.checkIn(user, body));
}
