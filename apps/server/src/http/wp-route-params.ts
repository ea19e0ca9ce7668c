import type { onRequestHookHandler } from 'fastify';
import { noRoute } from './wp-errors.js';

/**
 * WordPress's `(?P<id>[\d]+)`: a path whose `:id` is no number matches no route, so it is
 * 404 `rest_no_route` before anyone is asked to sign in. More than 12 digits is no id either.
 */
export const numericIdOrNoRoute: onRequestHookHandler = async (request) => {
  const { id } = request.params as { id?: string };
  if (id !== undefined && !/^\d{1,12}$/.test(id)) throw noRoute();
};
