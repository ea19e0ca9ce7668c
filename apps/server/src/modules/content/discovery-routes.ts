import {
  getPostType,
  getTaxonomy,
  listPostTypes,
  listTaxonomies,
} from '@portal/contract/endpoints/discovery';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { WpHttpError } from '../../http/errors.js';
import { describeContentTypes } from './discovery.js';

/** WordPress's own words for a slug it does not know (its post types and taxonomies controllers). */
const invalidType = () => new WpHttpError(404, 'rest_type_invalid', 'Invalid post type.');
const invalidTaxonomy = () => new WpHttpError(404, 'rest_taxonomy_invalid', 'Invalid taxonomy.');

/** GET /wp/v2/types, /wp/v2/types/{type}, /wp/v2/taxonomies and /wp/v2/taxonomies/{taxonomy}. */
export function registerDiscoveryRoutes(router: EndpointRouter, deps: { baseUrl: string }): void {
  // The same for every reader and every request: described once.
  const { types, taxonomies } = describeContentTypes(deps.baseUrl);

  router.route(listPostTypes, async () => Object.fromEntries(types));

  router.route(getPostType, async ({ params }) => {
    const found = types.get(params.type);
    if (!found) throw invalidType();
    return found;
  });

  router.route(listTaxonomies, async ({ query }) =>
    Object.fromEntries(
      [...taxonomies].filter(([, info]) => !query.type || info.types.includes(query.type)),
    ),
  );

  router.route(getTaxonomy, async ({ params }) => {
    const found = taxonomies.get(params.taxonomy);
    if (!found) throw invalidTaxonomy();
    return found;
  });
}
