import { z } from 'zod';
import { contentCreateSchema, termSchema } from '../content.js';
import {
  EDITABLE_POST_TYPES,
  perPageMax,
  POST_TYPES,
  TAXONOMIES,
  taxonomyOfType,
  type PostType,
  type Taxonomy,
} from '../rules/content.js';
import { postItemQuerySchema, postListQuerySchema, termListQuerySchema } from '../wp-query.js';
import {
  LABELS,
  LIST_HEADERS,
  NO_ROUTE,
  pascalCase,
  POST_ITEM_SCHEMAS,
  tag,
  WP,
} from './content-common.js';
import { postWriteEndpoints, termWriteEndpoints } from './content-writes.js';
import { defineEndpoint, SIGNED_IN_ERRORS, signedInErrors, type EndpointError } from './define.js';
import { wpIdParamsSchema } from './params.js';

export { POST_ITEM_SCHEMAS } from './content-common.js';

/**
 * /wp/v2/{type} and /wp/v2/{taxonomy}: one definition per real path, made per post type and
 * per taxonomy, so each carries its own per_page maximum, filters and item shape.
 */

/**
 * The ACF fields a type's list may be filtered on (`acf_<field>`), the scalar fields each type
 * has (SPEC §3). The other types have none, or only lists (`bestanden`) that a text comparison
 * cannot match; any other `acf_` name is a 400 rest_invalid_param.
 */
const ACF_FILTERS: Partial<Record<PostType, readonly string[]>> = {
  moodtrackers: ['user', 'mood', 'rw_medewerker_to_notify'],
};

const readRule = (type: PostType) =>
  type === 'moodtrackers'
    ? 'Personal: the user’s own check-ins, those of the professionals they own, all for an administrator.'
    : 'Other statuses than publish (status=draft,future,trash or any) and context=edit only for administrator, editor and beheerder.';

const INVALID_LIST_QUERY = {
  status: 400,
  codes: [
    'rest_invalid_param',
    'rest_post_invalid_page_number',
    'rest_orderby_include_missing_include',
  ],
  description:
    'A parameter WordPress refuses, in WordPress’s words (data.params, data.details); a page past the last; status other than publish for a reader (rest_forbidden_status in data.details).',
} as const satisfies EndpointError;

const FORBIDDEN_CONTEXT = {
  status: 403,
  codes: ['rest_forbidden_context'],
  description: 'context=edit for someone who does not manage content.',
} as const satisfies EndpointError;

/** GET /wp/v2/{type} and /wp/v2/{type}/{id}. */
function readPostEndpoints<const T extends PostType>(type: T) {
  const access = { kind: 'signed-in', rule: readRule(type) } as const;
  const list = defineEndpoint({
    id: `list${pascalCase(type)}`,
    method: 'GET',
    path: `${WP}/${type}`,
    summary: `A page of ${LABELS[type]}`,
    description:
      'Newest first by default; X-WP-Total and X-WP-TotalPages count every page, Link names the previous and next page.',
    tag,
    access,
    query: postListQuerySchema({
      maxPerPage: perPageMax(type),
      taxonomy: taxonomyOfType(type),
      acfFields: ACF_FILTERS[type],
    }),
    invalidInput: 'wordpress',
    success: { status: 200, schema: z.array(POST_ITEM_SCHEMAS[type]), headers: LIST_HEADERS },
    errors: [...SIGNED_IN_ERRORS, INVALID_LIST_QUERY, FORBIDDEN_CONTEXT],
  });
  const get = defineEndpoint({
    id: `get${pascalCase(type)}`,
    method: 'GET',
    path: `${WP}/${type}/:id`,
    summary: `One of the ${LABELS[type]}`,
    tag,
    access,
    params: wpIdParamsSchema,
    query: postItemQuerySchema,
    invalidInput: 'wordpress',
    success: { status: 200, schema: POST_ITEM_SCHEMAS[type] },
    errors: [
      ...SIGNED_IN_ERRORS,
      { status: 400, codes: ['rest_invalid_param'] },
      FORBIDDEN_CONTEXT,
      {
        status: 404,
        codes: ['rest_post_invalid_id'],
        description: 'No such item of this type, or not one this user may see.',
      },
      NO_ROUTE,
    ],
  });
  return { list, get };
}

/**
 * POST /wp/v2/{type}. WordPress has the route for every type and refuses a user without the
 * capability, so the types that are not written here answer 403 too.
 */
function createPostEndpoint<const T extends Exclude<PostType, 'moodtrackers'>>(type: T) {
  const editable = (EDITABLE_POST_TYPES as readonly string[]).includes(type);
  return defineEndpoint({
    id: `create${pascalCase(type)}`,
    method: 'POST',
    path: `${WP}/${type}`,
    summary: editable
      ? `Write one of the ${LABELS[type]} (default status draft)`
      : `Not written through the API: always 403`,
    description: editable
      ? 'content and excerpt are sanitized HTML, title is kept as plain text; answers the new item.'
      : 'WordPress has this route for every post type; these types are not written here.',
    tag,
    access: {
      kind: 'signed-in',
      rule: editable
        ? 'Administrator and editor; others get 403 rest_cannot_create.'
        : 'Nobody: these are kept in the back office, every call is 403 rest_cannot_create.',
    },
    body: contentCreateSchema,
    success: { status: 201, schema: POST_ITEM_SCHEMAS[type] },
    errors: [
      ...signedInErrors('rest_cannot_create'),
      {
        status: 400,
        codes: ['rest_invalid_param', 'rest_invalid_term', 'rest_invalid_json'],
        description: 'A field or category that does not fit.',
      },
      {
        status: 422,
        codes: ['rest_invalid_param'],
        description:
          'fields.bestanden names a file a post may not name: an unknown id, a receipt or another user’s picture (only content files and the writer’s own picture).',
      },
      { status: 403, codes: ['rest_cannot_create'] },
    ],
  });
}

const postTypeEndpoints = <const T extends Exclude<PostType, 'moodtrackers'>>(type: T) => ({
  ...readPostEndpoints(type),
  create: createPostEndpoint(type),
});

/** The four types Beheer writes: read, create, update and delete. */
const editablePostTypeEndpoints = <const T extends (typeof EDITABLE_POST_TYPES)[number]>(
  type: T,
) => ({ ...postTypeEndpoints(type), ...postWriteEndpoints(type) });

/** The endpoints of each post type, e.g. `contentEndpoints.nieuws.list`. */
export const contentEndpoints = {
  nieuws: editablePostTypeEndpoints('nieuws'),
  arbeidsvoorwaarden: editablePostTypeEndpoints('arbeidsvoorwaarden'),
  kennisbank: editablePostTypeEndpoints('kennisbank'),
  bibliotheek: editablePostTypeEndpoints('bibliotheek'),
  // POST /wp/v2/moodtrackers is the weekly check-in, with rules of its own.
  moodtrackers: readPostEndpoints('moodtrackers'),
  functies: postTypeEndpoints('functies'),
  intra_opdrachtgevers: postTypeEndpoints('intra_opdrachtgevers'),
  dienstverbanden: postTypeEndpoints('dienstverbanden'),
} as const satisfies Record<PostType, object>;

/** GET /wp/v2/{taxonomy} and /wp/v2/{taxonomy}/{id}. */
function taxonomyEndpointsOf<const T extends Taxonomy>(taxonomy: T) {
  const access = { kind: 'signed-in' } as const;
  const label = `categories of ${LABELS[TAXONOMIES[taxonomy]]}`;
  const list = defineEndpoint({
    id: `list${pascalCase(taxonomy)}`,
    method: 'GET',
    path: `${WP}/${taxonomy}`,
    summary: `A page of the ${label}, by name`,
    description: '`count` is the number of published items in the category.',
    tag,
    access,
    query: termListQuerySchema,
    invalidInput: 'wordpress',
    success: { status: 200, schema: z.array(termSchema), headers: LIST_HEADERS },
    errors: [...SIGNED_IN_ERRORS, INVALID_LIST_QUERY],
  });
  const get = defineEndpoint({
    id: `get${pascalCase(taxonomy)}`,
    method: 'GET',
    path: `${WP}/${taxonomy}/:id`,
    summary: `One of the ${label}`,
    tag,
    access,
    params: wpIdParamsSchema,
    success: { status: 200, schema: termSchema },
    errors: [
      ...SIGNED_IN_ERRORS,
      { status: 404, codes: ['rest_term_invalid'], description: 'No such category here.' },
      NO_ROUTE,
    ],
  });
  return { list, get, ...termWriteEndpoints(taxonomy) };
}

/** The endpoints of each category taxonomy, e.g. `categoryEndpoints.kennisbank_categorieen.list`. */
export const categoryEndpoints = {
  arbeidsvoorwaarden_categorieen: taxonomyEndpointsOf('arbeidsvoorwaarden_categorieen'),
  kennisbank_categorieen: taxonomyEndpointsOf('kennisbank_categorieen'),
} as const satisfies Record<Taxonomy, object>;

export const contentEndpointList = [
  ...POST_TYPES.flatMap((type) => Object.values(contentEndpoints[type])),
  ...Object.values(categoryEndpoints).flatMap((endpoints) => Object.values(endpoints)),
];
