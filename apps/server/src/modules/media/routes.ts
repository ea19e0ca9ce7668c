import { updateMedia, uploadMedia } from '@portal/contract/endpoints/media-search';
import { WpHttpError } from '../../http/errors.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { readMultipartBody } from '../../http/multipart.js';
import { mediaTooLarge, type MediaService } from './service.js';

const refusals = {
  tooLarge: mediaTooLarge,
  tooMany: () => new WpHttpError(400, 'rest_invalid_param', 'Stuur één bestand tegelijk.'),
};

/** POST /wp/v2/media and /wp/v2/media/{id} (issue 12): files for content (administrator and editor) and Beheer's logos (beheerder too). */
export function registerMediaRoutes(router: EndpointRouter, deps: { media: MediaService }): void {
  router.route(uploadMedia, async ({ user, request }) => {
    const { fields, uploads } = await readMultipartBody(request, uploadMedia, refusals);
    return deps.media.upload(user.id, uploads, fields);
  });
  router.route(updateMedia, async ({ user, params, body }) =>
    deps.media.update(user, params.id, body),
  );
}
