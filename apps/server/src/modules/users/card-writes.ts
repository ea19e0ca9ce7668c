import { updateUserProfile } from '@portal/contract/endpoints/profile';
import type { FastifyInstance } from 'fastify';
import type { UsersService } from './service.js';

/**
 * The calls that change a colleague card (SPEC §7): the profile update and the picture upload.
 * Once one succeeds, the directory's cached pages are forgotten on every instance before the
 * answer leaves, so the writer sees the new card in Collega's at once.
 */
const CARD_WRITES = new Set([updateUserProfile.path, '/wp-json/custom/v1/upload-profile-picture']);

export function forgetCardsAfterWrites(app: FastifyInstance, users: UsersService): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (
      endpoint &&
      endpoint.method !== 'GET' &&
      CARD_WRITES.has(endpoint.path) &&
      reply.statusCode < 400
    ) {
      await users.changed();
    }
    return payload;
  });
}
