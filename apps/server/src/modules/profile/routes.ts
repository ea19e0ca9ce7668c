import {
  getUserProfile,
  updateUserProfile,
  uploadProfilePicture,
} from '@portal/contract/endpoints/profile';
import { PROFILE_PICTURE_TOO_LARGE_MESSAGE } from '@portal/contract';
import { unprocessable } from '../../http/errors.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { readMultipartBody } from '../../http/multipart.js';
import type { ProfileService } from './service.js';

const pictureRefusals = {
  tooLarge: () => unprocessable('picture_too_large', PROFILE_PICTURE_TOO_LARGE_MESSAGE),
  tooMany: () => unprocessable('picture_too_many', 'Stuur één foto tegelijk.'),
};

/** The signed-in user's own profile (SPEC §3 "Current user profile") and picture. */
export function registerProfileRoutes(
  router: EndpointRouter,
  deps: { profile: ProfileService },
): void {
  router.route(getUserProfile, async ({ user }) => deps.profile.get(user.id));

  router.route(updateUserProfile, async ({ body, user }) => deps.profile.update(user.id, body));

  router.route(uploadProfilePicture, async ({ user, request }) => {
    const { uploads } = await readMultipartBody(request, uploadProfilePicture, pictureRefusals);
    return deps.profile.uploadPicture(user.id, uploads);
  });
}
