import { POST_TYPES, TAXONOMIES, type PostType, type Taxonomy } from '@portal/contract';
import type { SuccessBody } from '@portal/contract/endpoints';
import { categoryEndpoints, contentEndpoints } from '@portal/contract/endpoints/content';
import type { PostWriteEndpoints } from '@portal/contract/endpoints/content-writes';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { fieldSubsetWriter } from '../../http/field-subset.js';
import { sendWpPage } from '../../http/wp-pagination.js';
import { numericIdOrNoRoute } from '../../http/wp-route-params.js';
import { registerDiscoveryRoutes } from './discovery-routes.js';
import { postTypeConfig, type PostTypeConfig } from './post-types.js';
import type { PostWritesService } from './post-writes.js';
import type { TermWritesService } from './term-writes.js';
import type { ContentService } from './service.js';
import type { TermsService } from './terms.js';

interface ContentRouteDeps {
  content: ContentService;
  terms: TermsService;
  postWrites: PostWritesService;
  termWrites: TermWritesService;
  baseUrl: string;
}

const byNumericId = { before: [numericIdOrNoRoute] };

/**
 * GET /wp/v2/{type}, GET /wp/v2/{type}/{id} and POST /wp/v2/{type} of one post type. One
 * presenter serves every type, so TypeScript cannot tell a news item from a library entry: the
 * casts below leave that to the type's response schema, which fails a missing key as it writes.
 */
function registerPostType(router: EndpointRouter, type: PostType, deps: ContentRouteDeps) {
  const { content, baseUrl } = deps;
  const config = postTypeConfig(type)!;
  const endpoints = contentEndpoints[type];
  const { list, get } = endpoints;
  const onlyListFields = fieldSubsetWriter(list.success.schema);
  const onlyItemFields = fieldSubsetWriter(get.success.schema);

  router.route(list, async ({ query, user, request, reply }) => {
    const page = await content.list(config, query, user);
    onlyListFields(reply, query._fields);
    return sendWpPage(reply, request, baseUrl, page) as SuccessBody<typeof list>;
  });

  router.route(
    get,
    async ({ params, query, user, reply }) => {
      onlyItemFields(reply, query._fields);
      const edit = query.context === 'edit';
      return (await content.get(config, params.id, user, query._fields, edit)) as SuccessBody<
        typeof get
      >;
    },
    byNumericId,
  );

  if ('create' in endpoints) {
    const { create } = endpoints;
    router.route(
      create,
      async ({ body, user }) =>
        (await content.createAs(config, body, user)) as SuccessBody<typeof create>,
    );
  }
  if ('update' in endpoints) registerPostWrites(router, config, endpoints, deps.postWrites);
}

/** POST|PUT|PATCH and DELETE /wp/v2/{type}/{id} of the four types Beheer writes. */
function registerPostWrites(
  router: EndpointRouter,
  config: PostTypeConfig,
  endpoints: PostWriteEndpoints,
  writes: PostWritesService,
) {
  for (const endpoint of [endpoints.update, endpoints.replace, endpoints.patch]) {
    router.route(
      endpoint,
      async ({ params, body, user }) =>
        (await writes.update(config, params.id, body, user)) as SuccessBody<typeof endpoint>,
      byNumericId,
    );
  }
  const remove = endpoints.delete;
  router.route(
    remove,
    async ({ params, query, user }) =>
      (await writes.remove(config, params.id, query.force, user)) as SuccessBody<typeof remove>,
    byNumericId,
  );
}

function registerTaxonomy(router: EndpointRouter, taxonomy: Taxonomy, deps: ContentRouteDeps) {
  const endpoints = categoryEndpoints[taxonomy];
  const { list, get, create } = endpoints;
  const writes = deps.termWrites;
  router.route(list, async ({ query, request, reply }) =>
    sendWpPage(reply, request, deps.baseUrl, await deps.terms.list(taxonomy, query)),
  );
  router.route(get, async ({ params }) => deps.terms.get(taxonomy, params.id), byNumericId);
  router.route(create, async ({ body, user }) => writes.create(taxonomy, body, user));
  for (const endpoint of [endpoints.update, endpoints.replace, endpoints.patch]) {
    router.route(
      endpoint,
      async ({ params, body, user }) => writes.update(taxonomy, params.id, body, user),
      byNumericId,
    );
  }
  router.route(
    endpoints.delete,
    async ({ params, query, user }) => writes.remove(taxonomy, params.id, query.force, user),
    byNumericId,
  );
}

/**
 * Every post type of the contract and the category taxonomies, each on its own path, so an
 * unknown type is no route (404 rest_no_route, before sign-in) as in WordPress.
 */
export function registerContentRoutes(router: EndpointRouter, deps: ContentRouteDeps): void {
  for (const type of POST_TYPES) registerPostType(router, type, deps);
  for (const taxonomy of Object.keys(TAXONOMIES) as Taxonomy[]) {
    registerTaxonomy(router, taxonomy, deps);
  }
  registerDiscoveryRoutes(router, deps);
}
