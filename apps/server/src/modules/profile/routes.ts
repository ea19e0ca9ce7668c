import { getUserProfile, updateUserProfile } from '@portal/contract/endpoints/profile';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { ProfileService } from './service.js';

/** The signed-in user's own profile (SPEC §3 "Current user profile"). */
export function registerProfileRoutes(
  router: EndpointRouter,
  deps: { profile: ProfileService },
): void {
  router.route(getUserProfile, async ({ user }) => deps.profile.get(user.id));

  router.route(updateUserProfile, async ({ body, user }) => deps.profile.update(user.id, body));
}
