import { z } from 'zod';
import {
  mediaUpdateSchema,
  mediaUploadFieldsSchema,
  searchQuerySchema,
  searchResultSchema,
  wpMediaSchema,
} from '../media-search.js';
import {
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE_MESSAGE,
  MEDIA_UPLOAD_ROLES,
} from '../rules/media-search.js';
import { NO_ROUTE } from './content-common.js';
import { defineEndpoint, INVALID_INPUT_ERROR, SIGNED_IN_ERRORS, signedInErrors } from './define.js';
import { wpIdParamsSchema } from './params.js';

const WP = '/wp-json/wp/v2';

export const uploadMedia = defineEndpoint({
  id: 'uploadMedia',
  method: 'POST',
  path: `${WP}/media`,
  summary: 'Upload a file for content: a PDF, an Office document or an image (at most 25 MB)',
  description:
    'Multipart with the file in `file` and optional `title` and `alt_text`. The type is judged ' +
    'by the bytes, not the name. Images are re-encoded (EXIF removed, longest side at most ' +
    '2560 px; a GIF becomes a PNG). The text of a PDF or Office document is extracted once for ' +
    'search. The file is visible to signed-in users once published content links it.',
  tag: 'Media',
  access: {
    kind: 'signed-in',
    roles: MEDIA_UPLOAD_ROLES,
    deniedCode: 'rest_cannot_create',
    deniedMessage: 'Je mag geen bestanden uploaden.',
  },
  body: mediaUploadFieldsSchema,
  multipart: { files: 'file', maxFiles: 1, maxFileBytes: MEDIA_MAX_BYTES },
  // The file and the two short text fields; a larger announced body is refused before a part
  // is read, a body without a length stops at the file limit while it streams.
  bodyLimit: MEDIA_MAX_BYTES + 256 * 1024,
  bodyTooLarge: { status: 413, code: 'rest_upload_file_too_big', message: MEDIA_TOO_LARGE_MESSAGE },
  invalidInput: 'portal',
  success: { status: 201, schema: wpMediaSchema },
  errors: [
    ...signedInErrors('rest_cannot_create'),
    INVALID_INPUT_ERROR,
    {
      status: 400,
      codes: ['rest_upload_no_data'],
      description: 'No file in the `file` field (or an empty one).',
    },
    {
      status: 403,
      codes: ['rest_cannot_create'],
      description: 'Only administrator, editor and beheerder (for the logos of Beheer) upload.',
    },
    { status: 413, codes: ['rest_upload_file_too_big'], description: 'Over 25 MB.' },
    {
      status: 415,
      codes: ['rest_upload_invalid_type'],
      description:
        'The bytes are no PDF, Office document or image we take (whatever the name says), or an image that cannot be decoded.',
    },
    {
      status: 503,
      codes: ['rest_upload_busy'],
      description:
        'Too many images and documents are being read; nothing is stored, send it again after Retry-After.',
    },
  ],
});

export const updateMedia = defineEndpoint({
  id: 'updateMedia',
  method: 'POST',
  path: `${WP}/media/:id`,
  summary: "Change an uploaded file's title or alt text",
  description:
    'JSON with `title` and/or `alt_text` (only the keys given). Administrator and editor change ' +
    "any content file, the beheerder only their own uploads (an opdrachtgever's logo). " +
    'Recorded in the audit log with before and after.',
  tag: 'Media',
  access: {
    kind: 'signed-in',
    roles: MEDIA_UPLOAD_ROLES,
    deniedCode: 'rest_cannot_edit',
    deniedMessage: 'Je mag dit bestand niet wijzigen.',
    rule: 'The beheerder only their own uploads.',
  },
  params: wpIdParamsSchema,
  body: mediaUpdateSchema,
  bodyLimit: 16 * 1024,
  invalidInput: 'portal',
  success: { status: 200, schema: wpMediaSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    {
      status: 403,
      codes: ['rest_cannot_edit'],
      description: 'Not a content writer, or a beheerder and not their upload.',
    },
    {
      status: 404,
      codes: ['rest_post_invalid_id'],
      description: 'No content file with this id (receipts and profile pictures are no media).',
    },
    NO_ROUTE,
  ],
});

export const searchContent = defineEndpoint({
  id: 'searchContent',
  method: 'GET',
  path: `${WP}/search`,
  summary: 'Search published news, terms of employment, knowledge base and library',
  description:
    'PostgreSQL full text search in Dutch (stemmed: "declaraties" finds "declaratie") over the ' +
    'title, excerpt, content and the text of attached PDFs and Office documents, best first. ' +
    'Only published items; `snippet` is HTML with only <mark> elements.',
  tag: 'Inhoud',
  access: { kind: 'signed-in', rule: 'Only published items of the four content types.' },
  query: searchQuerySchema,
  invalidInput: 'wordpress',
  success: {
    status: 200,
    schema: z.array(searchResultSchema),
    headers: ['X-WP-Total', 'X-WP-TotalPages'],
  },
  errors: [
    ...SIGNED_IN_ERRORS,
    {
      status: 400,
      codes: ['rest_invalid_param', 'rest_post_invalid_page_number'],
      description:
        'No or an empty `search`, over 200 characters, an unknown subtype, a per_page over 50, or a page past the last.',
    },
  ],
});

export const mediaSearchEndpoints = [uploadMedia, updateMedia, searchContent] as const;
