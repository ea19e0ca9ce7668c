import {
  createPerson,
  deactivatePerson,
  patchPerson,
  reactivatePerson,
  replacePerson,
  sendPersonSetPasswordLink,
  updatePerson,
} from '@portal/contract/endpoints/people';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { numericIdOrNoRoute } from '../../http/wp-route-params.js';
import type { PeopleService } from './service.js';

/** Beheer "Mensen" (issue 13): writes on /wp/v2/users and the actions under /intranet/v1/users. */
export function registerPeopleRoutes(
  router: EndpointRouter,
  deps: { people: PeopleService },
): void {
  const { people } = deps;
  const byId = { before: [numericIdOrNoRoute] };
  router.route(createPerson, async ({ body, user }) => people.create(body, user));
  for (const endpoint of [updatePerson, replacePerson, patchPerson]) {
    router.route(
      endpoint,
      async ({ params, body, user }) => people.update(params.id, body, user),
      byId,
    );
  }
  router.route(
    deactivatePerson,
    async ({ params, user }) => people.deactivate(params.id, user),
    byId,
  );
  router.route(
    reactivatePerson,
    async ({ params, user }) => people.reactivate(params.id, user),
    byId,
  );
  router.route(
    sendPersonSetPasswordLink,
    async ({ params, user }) => people.sendSetPasswordLink(params.id, user),
    byId,
  );
}
