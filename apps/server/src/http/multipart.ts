import type { EndpointShape } from '@portal/contract/endpoints';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

export interface UploadedFile {
  bytes: Uint8Array;
  name: string;
}

/**
 * The body of a multipart endpoint: its text fields validated by the definition's body schema
 * (a failure answers like any bad input) and its files, limited by the definition. A JSON
 * body is accepted too and has no files.
 */
export async function readMultipartBody<E extends EndpointShape & { body: z.ZodType }>(
  request: FastifyRequest,
  endpoint: E,
  refusals: { tooLarge: () => Error; tooMany: () => Error },
): Promise<{ fields: z.output<E['body']>; uploads: UploadedFile[] }> {
  const limits = endpoint.multipart;
  if (!limits || !request.isMultipart()) {
    return { fields: endpoint.body.parse(request.body ?? {}) as z.output<E['body']>, uploads: [] };
  }
  const fields: Record<string, unknown> = {};
  const uploads: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) uploads.push({ bytes, name: part.filename });
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw refusals.tooMany();
    throw error;
  }
  return { fields: endpoint.body.parse(fields) as z.output<E['body']>, uploads };
}
