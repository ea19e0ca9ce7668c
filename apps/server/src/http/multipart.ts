import type { EndpointShape } from '@portal/contract/endpoints';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';
import { bodyTooLarge, WpHttpError } from './errors.js';
import { assertStorableText } from './text-guard.js';

export interface UploadedFile {
  bytes: Uint8Array;
  name: string;
}

/**
 * Text fields of a form: the longest field of a definition is a few hundred characters, and a
 * form has a dozen. Without these bounds busboy keeps up to 1000 parts of 1 MB each.
 */
const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 64 * 1024;

const tooManyParts = () =>
  new WpHttpError(400, 'rest_request_too_large', 'Het formulier heeft te veel velden.');
const fieldTooLong = (name: string) =>
  new WpHttpError(400, 'rest_invalid_param', `Ongeldige parameter(s): ${name}`, {
    params: { [name]: `${name}: is te lang.` },
  });
/** A body that is not a whole multipart form (no boundary, cut off, closed early). */
const malformed = () =>
  new WpHttpError(
    400,
    'rest_invalid_param',
    'Het formulier kon niet worden gelezen: de aanvraag is onvolledig of geen geldig multipart-formulier.',
  );

/**
 * The body of a multipart endpoint: its text fields validated by the definition's body schema
 * (a failure answers like any bad input) and its files, limited by the definition. A JSON
 * body is accepted too and has no files. Anything that goes wrong while reading the form is the
 * sender's: a 400 or the definition's own refusal, never a 500.
 */
export async function readMultipartBody<E extends EndpointShape & { body: z.ZodType }>(
  request: FastifyRequest,
  endpoint: E,
  refusals: { tooLarge: () => Error; tooMany: () => Error },
): Promise<{ fields: z.output<E['body']>; uploads: UploadedFile[] }> {
  const limits = endpoint.multipart;
  if (!limits || !request.isMultipart()) {
    assertStorableText(request.body);
    return { fields: endpoint.body.parse(request.body ?? {}) as z.output<E['body']>, uploads: [] };
  }
  // A form announced larger than the endpoint takes is refused before a part is read.
  const limit = endpoint.bodyLimit;
  if (limit !== undefined && Number(request.headers['content-length']) > limit) {
    throw bodyTooLarge(endpoint, limit);
  }
  const fields: Record<string, unknown> = {};
  const uploads: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: limits.maxFiles + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        assertStorableText(part.filename, [limits.files]);
        const bytes = await part.toBuffer();
        if (bytes.length > 0) uploads.push({ bytes, name: part.filename });
      } else {
        if (part.valueTruncated) throw fieldTooLong(part.fieldname);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ZodError || error instanceof WpHttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw refusals.tooMany();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw tooManyParts();
    throw malformed();
  }
  assertStorableText(fields);
  return { fields: endpoint.body.parse(fields) as z.output<E['body']>, uploads };
}
