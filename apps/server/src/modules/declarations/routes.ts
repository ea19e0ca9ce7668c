import {
  calculateKilometersQuerySchema,
  copyToMultipleSchema,
  idSchema,
  newRowPayloadSchema,
  RECEIPT_MAX_BYTES,
  RECEIPT_TOO_LARGE_MESSAGE,
  searchLocationsQuerySchema,
  submitMonthSchema,
  updateRowFieldsSchema,
  yearQuerySchema,
} from '@portal/contract';
import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden, unprocessable, WpHttpError } from '../../http/errors.js';
import { parseInput } from '../../http/parse.js';
import { currentUser, requireUser } from '../../plugins/authenticate.js';
import type { AuthService } from '../auth/service.js';
import type { FilesRepository } from '../files/repository.js';
import { sendStoredFile } from '../files/send-file.js';
import type { SignedFileLinks } from '../files/signed-links.js';
import type { FileStorage } from '../files/storage.js';
import { GeoUnavailableError, type GeoProvider } from '../geo/geo-provider.js';
import { presentDeclarationType } from './type-presenter.js';
import type { DeclarationsRepository } from './repository.js';
import type { DeclarationsService, UploadedFile } from './service.js';

const BASE = '/wp-json/custom/v1/declarations';
const idParams = z.object({ id: z.coerce.number().pipe(idSchema) });
const receiptQuery = z.object({
  viewer: z.coerce.number().pipe(idSchema),
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});

const geoUnavailable = () =>
  new WpHttpError(
    503,
    'geo_unavailable',
    'De adresdienst is tijdelijk niet bereikbaar. Probeer het later opnieuw.',
  );

/** Fields and files of a multipart update; files over 10 MB are refused as a 422. */
async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) {
    return { fields: (request.body ?? {}) as Record<string, unknown>, uploads: [] };
  }
  const fields: Record<string, unknown> = {};
  const uploads: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: RECEIPT_MAX_BYTES, files: 5 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) uploads.push({ bytes, name: part.filename });
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw unprocessable('receipt_too_large', RECEIPT_TOO_LARGE_MESSAGE);
    }
    if (code === 'FST_FILES_LIMIT') {
      throw unprocessable('receipt_too_many', 'Stuur hoogstens 5 bestanden per regel.');
    }
    throw error;
  }
  return { fields, uploads };
}

export function registerDeclarationRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    service: DeclarationsService;
    repo: DeclarationsRepository;
    geo: GeoProvider;
    files: FilesRepository;
    storage: FileStorage;
    links: SignedFileLinks;
    today: () => string;
  },
): void {
  const { service } = deps;
  const preHandler = requireUser(deps.auth);

  app.get('/wp-json/wp/v2/declaration_types', { preHandler }, async () => {
    const [types, rate] = await Promise.all([
      deps.repo.listTypes(),
      deps.repo.rateCentsOn(deps.today()),
    ]);
    return types.map((type) => presentDeclarationType(type, rate));
  });

  app.get(`${BASE}/summary`, { preHandler }, async (request) => {
    const query = parseInput(yearQuerySchema, request.query);
    const userId = currentUser(request).id;
    return query.month === undefined
      ? service.yearSummary(userId, query.year)
      : service.monthSummary(userId, query.year, query.month);
  });

  app.get(`${BASE}/submitted`, { preHandler }, async (request) => {
    const query = parseInput(yearQuerySchema, request.query);
    return service.submitted(currentUser(request).id, query.year, query.month);
  });

  app.get(`${BASE}/recent-locations`, { preHandler }, async (request) =>
    service.recentLocations(currentUser(request).id),
  );

  app.get(`${BASE}/search-locations`, { preHandler }, async (request) => {
    const { input } = parseInput(searchLocationsQuerySchema, request.query);
    try {
      const locations = await deps.geo.suggest(input);
      return locations.length
        ? { success: true, locations }
        : { success: true, locations, message: 'ZERO_RESULTS' };
    } catch (error) {
      if (error instanceof GeoUnavailableError) throw geoUnavailable();
      throw error;
    }
  });

  app.get(`${BASE}/calculate-kilometers`, { preHandler }, async (request) => {
    const { start, end } = parseInput(calculateKilometersQuerySchema, request.query);
    let kilometers: number | undefined;
    try {
      kilometers = await deps.geo.distanceKm(start, end);
    } catch (error) {
      if (error instanceof GeoUnavailableError) throw geoUnavailable();
      throw error;
    }
    if (kilometers === undefined) {
      throw unprocessable(
        'ZERO_RESULTS',
        'De afstand tussen deze adressen kan niet worden bepaald. Controleer de adressen.',
      );
    }
    return { kilometers };
  });

  app.post(
    `${BASE}/add-declaration-row`,
    // A receipt travels as base64 inside the JSON: 10 MB of file is about 13.4 MB of text.
    { preHandler, bodyLimit: 16 * 1024 * 1024 },
    async (request) => {
      const input = parseInput(newRowPayloadSchema, request.body);
      const row = await service.addRow(currentUser(request).id, {
        ...input,
        receipt: input.receipt ?? null,
      });
      return {
        success: true,
        message: input.return ? 'Retour toegevoegd' : 'Declaratie is toegevoegd',
        row,
      };
    },
  );

  app.post(
    `${BASE}/update-declaration-row/:id`,
    { preHandler, bodyLimit: 60 * 1024 * 1024 },
    async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { fields, uploads } = await readMultipart(request);
      const input = parseInput(updateRowFieldsSchema, fields);
      const row = await service.updateRow(currentUser(request).id, id, input, uploads);
      return { success: true, message: 'Declaratie is bijgewerkt', row };
    },
  );

  app.delete(`${BASE}/delete-declaration-row/:id`, { preHandler }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.deleteRow(currentUser(request).id, id);
    return { success: true, message: 'Declaratie verwijderd' };
  });

  app.post(`${BASE}/copy-to-multiple`, { preHandler }, async (request) => {
    const input = parseInput(copyToMultipleSchema, request.body);
    const count = await service.copyRow(currentUser(request).id, input.declaration_id, input.dates);
    return {
      success: true,
      message: count === 1 ? 'Declaratie gekopieerd' : `Declaratie gekopieerd naar ${count} datums`,
    };
  });

  app.post(`${BASE}/submit`, { preHandler }, async (request) => {
    const input = parseInput(submitMonthSchema, request.body);
    await service.submit(currentUser(request).id, input.year, input.month);
    return { success: true, message: 'Declaratie ingediend' };
  });

  // Receipts open from a plain link, so the signed URL is the permission (no bearer header).
  app.get(`${BASE}/receipts/:id`, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const query = parseInput(receiptQuery, request.query);
    if (!deps.links.verify(id, query.viewer, query.expires, query.signature)) {
      throw forbidden('Deze link is ongeldig of verlopen. Open de declaratie opnieuw.');
    }
    const file = await deps.files.findById(id);
    if (!file) throw new WpHttpError(404, 'rest_file_invalid_id', 'Dit bestand bestaat niet.');
    return sendStoredFile(reply, deps.storage, file);
  });
}
