import { fileListQuerySchema, type WpFile } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../http/errors.js';
import { currentUser, requireUser } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/service.js';
import { normalizeQueryKeys } from '../content/list-query.js';
import { invalidFileId, noRoute, wpInvalidQuery } from '../../http/wp-errors.js';
import type { FileAccess, FileAccessRow } from './access.js';
import type { IntranetFileLinks } from './file-links.js';
import { sendStoredFile } from './send-file.js';
import type { FileStorage } from './storage.js';

const BASE = '/wp-json/intranet/v1/files';
const INT_MAX = 2_147_483_647;

const signedQuery = z.object({
  viewer: z.coerce.number().int().positive().max(INT_MAX),
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});

function fileIdOf(request: FastifyRequest): number {
  const { id } = request.params as { id: string };
  if (!/^\d{1,12}$/.test(id)) throw noRoute();
  const value = Number(id);
  if (value < 1 || value > INT_MAX) throw invalidFileId();
  return value;
}

export function presentFile(file: FileAccessRow, sourceUrl: string): WpFile {
  return {
    id: file.id,
    date: file.date,
    title: { rendered: file.title },
    filename: file.originalName,
    mime_type: file.mimeType,
    filesize: file.size,
    source_url: sourceUrl,
  };
}

/**
 * /intranet/v1/files (SPEC §7): file data for signed-in users, and the bytes through /view
 * (files the user may see) and /public/view (colleagues' pictures only). The byte routes take
 * either the bearer token or a signed link (`source_url`), which works in a plain link.
 */
export function registerFileRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; access: FileAccess; storage: FileStorage; links: IntranetFileLinks },
): void {
  const bearer = requireUser(deps.auth);
  const knownRoute = async (request: FastifyRequest) => {
    const { id } = request.params as { id?: string };
    if (id !== undefined) fileIdOf(request);
  };
  const preHandler = [knownRoute, bearer];

  async function viewerOf(request: FastifyRequest, fileId: number): Promise<number> {
    const query = request.query as Record<string, unknown>;
    if (query.signature === undefined) {
      await bearer(request);
      return currentUser(request).id;
    }
    const parsed = signedQuery.safeParse(query);
    if (
      !parsed.success ||
      !deps.links.verify(fileId, parsed.data.viewer, parsed.data.expires, parsed.data.signature)
    ) {
      throw forbidden('Deze link is ongeldig of verlopen. Open de pagina opnieuw.');
    }
    return parsed.data.viewer;
  }

  app.get(BASE, { preHandler }, async (request) => {
    const parsed = fileListQuerySchema.safeParse(normalizeQueryKeys(request.query));
    if (!parsed.success) throw wpInvalidQuery(parsed.error);
    const viewer = currentUser(request).id;
    const rows = await deps.access.check([...new Set(parsed.data.include)], viewer);
    return rows
      .filter((row) => row.visible)
      .map((row) => presentFile(row, deps.links.view(row.id, viewer)));
  });

  app.get(`${BASE}/:id`, { preHandler }, async (request) => {
    const id = fileIdOf(request);
    const viewer = currentUser(request).id;
    const [row] = await deps.access.check([id], viewer);
    if (!row?.visible) throw invalidFileId();
    return presentFile(row, deps.links.view(row.id, viewer));
  });

  const ranges = (request: FastifyRequest) => ({
    range: request.headers.range,
    ifRange: [request.headers['if-range']].flat()[0],
  });

  app.get(`${BASE}/:id/view`, async (request, reply) => {
    const id = fileIdOf(request);
    const [row] = await deps.access.check([id], await viewerOf(request, id));
    if (!row?.visible) throw invalidFileId();
    return sendStoredFile(reply, deps.storage, row, { ranges: ranges(request) });
  });

  app.get(`${BASE}/:id/public/view`, async (request, reply) => {
    const id = fileIdOf(request);
    const [row] = await deps.access.check([id], await viewerOf(request, id));
    if (!row?.isPicture) throw invalidFileId();
    return sendStoredFile(reply, deps.storage, row, { ranges: ranges(request) });
  });
}
