import { z } from 'zod';
import { wordpressQuery } from '../wp-query.js';
import { defineEndpoint, SIGNED_IN_ERRORS } from './define.js';

/**
 * WordPress's discovery routes, /wp/v2/types and /wp/v2/taxonomies, so that WordPress clients
 * find our post types and category taxonomies and their routes (anchors/wordpress/samples/
 * types.json, taxonomies.json). Signed-in only, like the content they describe.
 */

const WP = '/wp-json/wp/v2';
const tag = 'Inhoud';

const hrefs = z.array(z.object({ href: z.string() }));

/** `collection` (the list itself), `wp:items` (the type's or taxonomy's route) and the curie. */
const discoveryLinksSchema = z.object({
  collection: hrefs,
  'wp:items': hrefs,
  curies: z.array(z.object({ name: z.string(), href: z.string(), templated: z.boolean() })),
});

/** One post type, in WordPress's order of keys (context=view). */
export const postTypeInfoSchema = z.object({
  description: z.string(),
  hierarchical: z.boolean(),
  has_archive: z.boolean(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  taxonomies: z.array(z.string()),
  rest_base: z.string(),
  rest_namespace: z.string(),
  _links: discoveryLinksSchema,
});
export type PostTypeInfo = z.infer<typeof postTypeInfoSchema>;

/** One taxonomy, in WordPress's order of keys (context=view). */
export const taxonomyInfoSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  types: z.array(z.string()),
  hierarchical: z.boolean(),
  rest_base: z.string(),
  rest_namespace: z.string(),
  _links: discoveryLinksSchema,
});
export type TaxonomyInfo = z.infer<typeof taxonomyInfoSchema>;

/** `?type=`: only the taxonomies of that post type, as WordPress filters them. */
export const taxonomyListQuerySchema = wordpressQuery(
  z.looseObject({ type: z.string().max(100).optional() }),
);

const slug = z.string().min(1).max(200);
const INVALID_SLUG = { status: 400, codes: ['rest_invalid_param'] } as const;

export const listPostTypes = defineEndpoint({
  id: 'listPostTypes',
  method: 'GET',
  path: `${WP}/types`,
  summary: 'The post types this server serves, by slug',
  description: 'An object keyed by slug, as WordPress answers it; `rest_base` names the route.',
  tag,
  access: { kind: 'signed-in' },
  success: { status: 200, schema: z.record(z.string(), postTypeInfoSchema) },
  errors: [...SIGNED_IN_ERRORS],
});

export const getPostType = defineEndpoint({
  id: 'getPostType',
  method: 'GET',
  path: `${WP}/types/:type`,
  summary: 'One post type',
  tag,
  access: { kind: 'signed-in' },
  params: z.strictObject({ type: slug }),
  invalidInput: 'wordpress',
  success: { status: 200, schema: postTypeInfoSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_SLUG,
    { status: 404, codes: ['rest_type_invalid'], description: 'No such post type here.' },
  ],
});

export const listTaxonomies = defineEndpoint({
  id: 'listTaxonomies',
  method: 'GET',
  path: `${WP}/taxonomies`,
  summary: 'The category taxonomies this server serves, by slug',
  description:
    'An object keyed by slug, as WordPress answers it; `?type=` keeps those of one type.',
  tag,
  access: { kind: 'signed-in' },
  query: taxonomyListQuerySchema,
  invalidInput: 'wordpress',
  success: { status: 200, schema: z.record(z.string(), taxonomyInfoSchema) },
  errors: [...SIGNED_IN_ERRORS, INVALID_SLUG],
});

export const getTaxonomy = defineEndpoint({
  id: 'getTaxonomy',
  method: 'GET',
  path: `${WP}/taxonomies/:taxonomy`,
  summary: 'One category taxonomy',
  tag,
  access: { kind: 'signed-in' },
  params: z.strictObject({ taxonomy: slug }),
  invalidInput: 'wordpress',
  success: { status: 200, schema: taxonomyInfoSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_SLUG,
    { status: 404, codes: ['rest_taxonomy_invalid'], description: 'No such taxonomy here.' },
  ],
});

export const discoveryEndpoints = [listPostTypes, getPostType, listTaxonomies, getTaxonomy];
