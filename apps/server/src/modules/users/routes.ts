import { colleagueEditSchema } from '@portal/contract';
import type { SuccessBody } from '@portal/contract/endpoints';
import { getCurrentUser, getUser, listUsers } from '@portal/contract/endpoints/users';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { compileSerializer } from '../../http/schema-compilers.js';
import { setWpPageHeaders } from '../../http/wp-pagination.js';
import { numericIdOrNoRoute } from '../../http/wp-route-params.js';
import type { UserAnswer, UsersService } from './service.js';

/**
 * /wp/v2/users (SPEC §7). Each answer is written by one of the contract's two schemas: the
 * route's own (the public card) unless the service allowed context=edit, whose answer is written
 * by colleagueEditSchema. A key in neither never leaves.
 */
export function registerUserRoutes(
  router: EndpointRouter,
  deps: { users: UsersService; baseUrl: string },
): void {
  const { users, baseUrl } = deps;
  let writeEdit: ((data: unknown) => string) | undefined;
  let writeEditList: ((data: unknown) => string) | undefined;

  router.route(listUsers, async ({ query, user, request, reply }) => {
    const page = await users.list(query, user);
    setWpPageHeaders(reply, request, baseUrl, page);
    if ('items' in page) {
      writeEditList ??= compileSerializer(z.array(colleagueEditSchema));
      reply.serializer(writeEditList);
      return page.items;
    }
    // The page was written by the route's schema when it was loaded (service.ts).
    reply.type('application/json; charset=utf-8');
    return page.json as unknown as SuccessBody<typeof listUsers>;
  });

  const item = (answer: UserAnswer, reply: FastifyReply) => {
    if ('card' in answer) return answer.card;
    writeEdit ??= compileSerializer(colleagueEditSchema);
    reply.serializer(writeEdit);
    return answer.edit;
  };

  router.route(getCurrentUser, async ({ query, user, reply }) =>
    item(await users.get(user.id, query, user), reply),
  );

  router.route(
    getUser,
    async ({ params, query, user, reply }) => item(await users.get(params.id, query, user), reply),
    { before: [numericIdOrNoRoute] },
  );
}
