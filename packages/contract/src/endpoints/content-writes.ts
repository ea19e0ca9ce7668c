import { z } from 'zod';
import { termSchema } from '../content.js';
import {
  contentUpdateSchema,
  deleteQuerySchema,
  termCreateSchema,
  termUpdateSchema,
} from '../content-writes.js';
import { TAXONOMIES, type PostType, type Taxonomy } from '../rules/content.js';
import { LABELS, NO_ROUTE, pascalCase, POST_ITEM_SCHEMAS, tag, WP } from './content-common.js';
import { defineEndpoint, signedInErrors, type EndpointError } from './define.js';
import { wpIdParamsSchema } from './params.js';

/**
 * Beheer's writes on /wp/v2 (issue 12): update and delete of the four content types, and the
 * categories of both taxonomies. Administrator and editor write; everyone else gets WordPress's
 * 403 (rest_cannot_edit, rest_cannot_delete, rest_cannot_create, rest_cannot_update). Every
 * write is recorded in the audit log in the same transaction (docs/content-admin.md).
 */

export type WritableType = 'nieuws' | 'arbeidsvoorwaarden' | 'kennisbank' | 'bibliotheek';

const WRITE_RULE = 'Administrator and editor; others get 403.';

const invalidPostId = {
  status: 404,
  codes: ['rest_post_invalid_id'],
  description: 'No such item of this type.',
} as const satisfies EndpointError;

const invalidPostBody = {
  status: 400,
  codes: ['rest_invalid_param', 'rest_invalid_term', 'rest_invalid_json'],
  description: 'A field or category that does not fit.',
} as const satisfies EndpointError;

const refusedFile = {
  status: 422,
  codes: ['rest_invalid_param'],
  description:
    'fields.bestanden names a file a post may not name: an unknown id, a receipt or another user’s picture.',
} as const satisfies EndpointError;

/** WordPress edits a post on POST, PUT and PATCH alike: one definition per method. */
const UPDATE_METHODS = [
  ['POST', 'update'],
  ['PUT', 'replace'],
  ['PATCH', 'patch'],
] as const;

function updatePostEndpoint<const T extends WritableType, const M extends 'POST' | 'PUT' | 'PATCH'>(
  type: T,
  method: M,
  verb: string,
) {
  return defineEndpoint({
    id: `${verb}${pascalCase(type)}`,
    method,
    path: `${WP}/${type}/:id`,
    summary: `Change one of the ${LABELS[type]} (only the keys given)`,
    description:
      'status publish, future or draft (draft also restores a trashed item); a date in the future with publish or future makes it future, published by the server at that time. content and excerpt are sanitized; an <img> that is not one of our files is dropped.',
    tag,
    access: {
      kind: 'signed-in',
      rule: `${WRITE_RULE} (rest_cannot_edit)`,
    },
    params: wpIdParamsSchema,
    body: contentUpdateSchema,
    success: { status: 200, schema: POST_ITEM_SCHEMAS[type] },
    errors: [
      ...signedInErrors('rest_cannot_edit'),
      invalidPostBody,
      refusedFile,
      { status: 403, codes: ['rest_cannot_edit'] },
      invalidPostId,
      NO_ROUTE,
    ],
  });
}

function deletePostEndpoint<const T extends WritableType>(type: T) {
  const item = POST_ITEM_SCHEMAS[type];
  return defineEndpoint({
    id: `delete${pascalCase(type)}`,
    method: 'DELETE',
    path: `${WP}/${type}/:id`,
    summary: `Move one of the ${LABELS[type]} to the trash, or delete it with force=true`,
    description:
      'Without force the item goes to the trash and is answered (status trash); a second delete without force is 410 rest_already_trashed. With force=true it is deleted for good and answered as {deleted: true, previous}.',
    tag,
    access: {
      kind: 'signed-in',
      rule: `${WRITE_RULE} (rest_cannot_delete)`,
    },
    params: wpIdParamsSchema,
    query: deleteQuerySchema,
    invalidInput: 'wordpress',
    success: {
      status: 200,
      schema: z.union([item, z.object({ deleted: z.literal(true), previous: item })]),
    },
    errors: [
      ...signedInErrors('rest_cannot_delete'),
      { status: 400, codes: ['rest_invalid_param'] },
      { status: 403, codes: ['rest_cannot_delete'] },
      invalidPostId,
      NO_ROUTE,
      { status: 410, codes: ['rest_already_trashed'], description: 'Already in the trash.' },
    ],
  });
}

/** Update (POST, PUT, PATCH) and delete of one content type. */
export function postWriteEndpoints<const T extends WritableType>(type: T) {
  const [post, put, patch] = UPDATE_METHODS.map(([method, verb]) =>
    updatePostEndpoint(type, method, verb),
  ) as [
    ReturnType<typeof updatePostEndpoint<T, 'POST'>>,
    ReturnType<typeof updatePostEndpoint<T, 'PUT'>>,
    ReturnType<typeof updatePostEndpoint<T, 'PATCH'>>,
  ];
  return { update: post, replace: put, patch, delete: deletePostEndpoint(type) };
}

/** The write endpoints of any of the four types (what a server registers for each). */
export type PostWriteEndpoints = ReturnType<typeof postWriteEndpoints<WritableType>>;

const termBody = {
  status: 400,
  codes: ['rest_invalid_param', 'rest_invalid_json', 'term_exists', 'rest_term_invalid'],
  description:
    'A field that does not fit; term_exists when the name or slug is taken in the taxonomy (data.term_id names it); rest_term_invalid for an unknown or circular parent.',
} as const satisfies EndpointError;

const invalidTerm = {
  status: 404,
  codes: ['rest_term_invalid'],
  description: 'No such category here.',
} as const satisfies EndpointError;

function categoryLabel(taxonomy: Taxonomy): string {
  return `categories of ${LABELS[TAXONOMIES[taxonomy] as PostType]}`;
}

function updateTermEndpoint<const M extends 'POST' | 'PUT' | 'PATCH'>(
  taxonomy: Taxonomy,
  method: M,
  verb: string,
) {
  return defineEndpoint({
    id: `${verb}${pascalCase(taxonomy)}`,
    method,
    path: `${WP}/${taxonomy}/:id`,
    summary: `Change one of the ${categoryLabel(taxonomy)} (only the keys given)`,
    tag,
    access: {
      kind: 'signed-in',
      rule: `${WRITE_RULE} (rest_cannot_update)`,
    },
    params: wpIdParamsSchema,
    body: termUpdateSchema,
    success: { status: 200, schema: termSchema },
    errors: [
      ...signedInErrors('rest_cannot_update'),
      termBody,
      { status: 403, codes: ['rest_cannot_update'] },
      invalidTerm,
      NO_ROUTE,
    ],
  });
}

/** Create, update (POST, PUT, PATCH) and delete of one category taxonomy. */
export function termWriteEndpoints<const T extends Taxonomy>(taxonomy: T) {
  const create = defineEndpoint({
    id: `create${pascalCase(taxonomy)}`,
    method: 'POST',
    path: `${WP}/${taxonomy}`,
    summary: `Add one of the ${categoryLabel(taxonomy)}`,
    description: 'The slug is made from the name when not given; answers the new category.',
    tag,
    access: {
      kind: 'signed-in',
      rule: `${WRITE_RULE} (rest_cannot_create)`,
    },
    body: termCreateSchema,
    success: { status: 201, schema: termSchema },
    errors: [
      ...signedInErrors('rest_cannot_create'),
      termBody,
      { status: 403, codes: ['rest_cannot_create'] },
    ],
  });
  const [update, replace, patch] = UPDATE_METHODS.map(([method, verb]) =>
    updateTermEndpoint(taxonomy, method, verb),
  ) as [
    ReturnType<typeof updateTermEndpoint<'POST'>>,
    ReturnType<typeof updateTermEndpoint<'PUT'>>,
    ReturnType<typeof updateTermEndpoint<'PATCH'>>,
  ];
  const remove = defineEndpoint({
    id: `delete${pascalCase(taxonomy)}`,
    method: 'DELETE',
    path: `${WP}/${taxonomy}/:id`,
    summary: `Delete one of the ${categoryLabel(taxonomy)} (force=true required)`,
    description:
      'Categories have no trash: without force=true the answer is 501 rest_trash_not_supported, as in WordPress. Items keep existing without the category; its child categories move to its parent. Answers {deleted: true, previous}.',
    tag,
    access: {
      kind: 'signed-in',
      rule: `${WRITE_RULE} (rest_cannot_delete)`,
    },
    params: wpIdParamsSchema,
    query: deleteQuerySchema,
    invalidInput: 'wordpress',
    success: {
      status: 200,
      schema: z.object({ deleted: z.literal(true), previous: termSchema }),
    },
    errors: [
      ...signedInErrors('rest_cannot_delete'),
      { status: 400, codes: ['rest_invalid_param'] },
      { status: 403, codes: ['rest_cannot_delete'] },
      invalidTerm,
      NO_ROUTE,
      { status: 501, codes: ['rest_trash_not_supported'], description: 'force=true left out.' },
    ],
  });
  return { create, update, replace, patch, delete: remove };
}
