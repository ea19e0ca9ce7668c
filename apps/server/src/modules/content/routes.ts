import { contentCreateSchema } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../../http/parse.js';
import { currentUser, requireUser } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/service.js';
import { normalizeQueryKeys } from './list-query.js';
import { postTypeConfig } from './post-types.js';
import { assertMayCreate, type ContentService } from './service.js';
import { isTaxonomy, type TermsService } from './terms.js';
import { invalidPostId, invalidTermId, noRoute } from '../../http/wp-errors.js';

const INT_MAX = 2_147_483_647;

/** WordPress's `(?P<id>[\d]+)`: anything else is no route, a number out of range no post. */
function idParam(request: FastifyRequest, notFound: () => Error): number {
  const { id } = request.params as { id: string };
  if (!/^\d{1,12}$/.test(id)) throw noRoute();
  const value = Number(id);
  if (value < 1 || value > INT_MAX) throw notFound();
  return value;
}

/** Link: rel="prev"/"next" with the request's own query, only `page` changed (as WordPress). */
export function paginationLink(
  baseUrl: string,
  url: string,
  page: number,
  totalPages: number,
): string | undefined {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const params = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  const target = (n: number) => {
    params.set('page', String(n));
    return `<${baseUrl}${path}?${params.toString()}>`;
  };
  const links: string[] = [];
  const prev = Math.min(page - 1, totalPages);
  if (page > 1 && prev >= 1) links.push(`${target(prev)}; rel="prev"`);
  if (page < totalPages) links.push(`${target(page + 1)}; rel="next"`);
  return links.length ? links.join(', ') : undefined;
}

function sendPage(
  reply: FastifyReply,
  request: FastifyRequest,
  baseUrl: string,
  result: { items: unknown[]; total: number; totalPages: number; page: number },
) {
  reply
    .header('X-WP-Total', String(result.total))
    .header('X-WP-TotalPages', String(result.totalPages))
    .header('Access-Control-Expose-Headers', 'X-WP-Total, X-WP-TotalPages, Link');
  const link = paginationLink(baseUrl, request.url, result.page, result.totalPages);
  if (link) reply.header('Link', link);
  return result.items;
}

/**
 * /wp/v2/{type} and /wp/v2/{type}/{id} for every post type of the contract, and the category
 * taxonomies. Static routes (declaration_types, moodtrackers POST, users…) take precedence over
 * these parametric ones.
 */
export function registerContentRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; content: ContentService; terms: TermsService; baseUrl: string },
): void {
  const { content, terms, baseUrl } = deps;
  // As WordPress: an unknown type (or an id that is no number) is no route, even signed out.
  const knownRoute = async (request: FastifyRequest) => {
    const { type, id } = request.params as { type: string; id?: string };
    if (!isTaxonomy(type) && !postTypeConfig(type)) throw noRoute();
    if (id !== undefined && !/^\d{1,12}$/.test(id)) throw noRoute();
  };
  const preHandler = [knownRoute, requireUser(deps.auth)];

  app.get('/wp-json/wp/v2/:type', { preHandler }, async (request, reply) => {
    const { type } = request.params as { type: string };
    if (isTaxonomy(type)) {
      return sendPage(reply, request, baseUrl, await terms.list(type, request.query));
    }
    const config = postTypeConfig(type);
    if (!config) throw noRoute();
    const result = await content.list(config, request.query, currentUser(request));
    return sendPage(reply, request, baseUrl, result);
  });

  app.get('/wp-json/wp/v2/:type/:id', { preHandler }, async (request) => {
    const { type } = request.params as { type: string };
    if (isTaxonomy(type)) return terms.get(type, idParam(request, invalidTermId));
    const config = postTypeConfig(type);
    if (!config) throw noRoute();
    const id = idParam(request, invalidPostId);
    const fields = normalizeQueryKeys(request.query)._fields;
    const list =
      fields === undefined
        ? undefined
        : String(fields)
            .split(',')
            .map((f) => f.trim());
    return content.get(config, id, currentUser(request), list);
  });

  app.post('/wp-json/wp/v2/:type', { preHandler }, async (request, reply) => {
    const { type } = request.params as { type: string };
    const config = postTypeConfig(type);
    if (!config) throw noRoute();
    const viewer = currentUser(request);
    assertMayCreate(config, viewer);
    const input = parseInput(contentCreateSchema, request.body);
    const id = await content.create(config, input, viewer.id);
    reply.status(201);
    return content.get(config, id, viewer);
  });
}
