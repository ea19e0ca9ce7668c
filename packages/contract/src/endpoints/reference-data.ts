import { z } from 'zod';
import {
  adminDeclarationTypeSchema,
  declarationTypeCreateSchema,
  declarationTypeUpdateSchema,
  deletedSchema,
  kilometerRateCreateSchema,
  kilometerRateSchema,
  kilometerRateUpdateSchema,
  REFERENCE_KINDS,
  referenceCreateSchema,
  referenceItemSchema,
  referenceUpdateSchema,
} from '../reference-data.js';
import {
  defineEndpoint,
  type EndpointError,
  FORBIDDEN_ROLE_ERROR,
  ROLE_GUARDED_ERRORS,
  SIGNED_IN_ERRORS,
} from './define.js';
import { idParamsSchema } from './params.js';

/**
 * Beheer's reference data (issue 13 point 2). Beheerder and administrator only; every write is
 * audited in its transaction and clears the caches that show it on every instance before it
 * answers (docs/reference-data.md).
 */

const BASE = '/wp-json/intranet/v1/beheer';
const tag = 'Beheer: stamgegevens';
const access = {
  kind: 'signed-in',
  roles: ['administrator', 'beheerder'],
  deniedMessage: 'Alleen een beheerder mag de stamgegevens beheren.',
} as const;

const kindParams = z.strictObject({ kind: z.enum(REFERENCE_KINDS) });
const kindIdParams = kindParams.extend(idParamsSchema.shape);

const NOT_FOUND = {
  status: 404,
  codes: ['reference_not_found'],
  description: 'No such item.',
} as const satisfies EndpointError;
const IN_USE = {
  status: 409,
  codes: ['reference_in_use'],
  description:
    'Something still names it (the Dutch message says what): it can only be retired, not deleted.',
} as const satisfies EndpointError;
const UNPROCESSABLE = {
  status: 422,
  codes: ['rest_invalid_param'],
  description: 'A logo that is not an uploaded image, or a logo for a kind without one.',
} as const satisfies EndpointError;

export const listReferenceItems = defineEndpoint({
  id: 'listReferenceItems',
  method: 'GET',
  path: `${BASE}/reference/:kind`,
  summary: 'Every functie, opdrachtgever or dienstverband, retired ones too, with their usage',
  tag,
  access,
  params: kindParams,
  success: { status: 200, schema: z.array(referenceItemSchema) },
  errors: ROLE_GUARDED_ERRORS,
});

export const createReferenceItem = defineEndpoint({
  id: 'createReferenceItem',
  method: 'POST',
  path: `${BASE}/reference/:kind`,
  summary: 'Add a functie, opdrachtgever (with an optional logo) or dienstverband',
  tag,
  access,
  params: kindParams,
  body: referenceCreateSchema,
  success: { status: 201, schema: referenceItemSchema },
  errors: [...ROLE_GUARDED_ERRORS, UNPROCESSABLE],
});

export const updateReferenceItem = defineEndpoint({
  id: 'updateReferenceItem',
  method: 'PATCH',
  path: `${BASE}/reference/:kind/:id`,
  summary: 'Rename, change the logo, retire or bring back (only the keys given)',
  tag,
  access,
  params: kindIdParams,
  body: referenceUpdateSchema,
  success: { status: 200, schema: referenceItemSchema },
  errors: [...ROLE_GUARDED_ERRORS, NOT_FOUND, UNPROCESSABLE],
});

export const deleteReferenceItem = defineEndpoint({
  id: 'deleteReferenceItem',
  method: 'DELETE',
  path: `${BASE}/reference/:kind/:id`,
  summary: 'Delete an item nothing uses (409 otherwise: retire it instead)',
  tag,
  access,
  params: kindIdParams,
  success: { status: 200, schema: deletedSchema },
  errors: [...ROLE_GUARDED_ERRORS, NOT_FOUND, IN_USE],
});

export const listAdminDeclarationTypes = defineEndpoint({
  id: 'listAdminDeclarationTypes',
  method: 'GET',
  path: `${BASE}/declaration-types`,
  summary: 'Every declaration type, retired ones too, with its flags and usage',
  tag,
  access,
  success: { status: 200, schema: z.array(adminDeclarationTypeSchema) },
  errors: [...SIGNED_IN_ERRORS, FORBIDDEN_ROLE_ERROR],
});

export const createDeclarationType = defineEndpoint({
  id: 'createDeclarationType',
  method: 'POST',
  path: `${BASE}/declaration-types`,
  summary: 'Add a declaration type (flags not given take their defaults)',
  tag,
  access,
  body: declarationTypeCreateSchema,
  success: { status: 201, schema: adminDeclarationTypeSchema },
  errors: ROLE_GUARDED_ERRORS,
});

export const updateDeclarationType = defineEndpoint({
  id: 'updateDeclarationType',
  method: 'PATCH',
  path: `${BASE}/declaration-types/:id`,
  summary: 'Change a type’s title or flags, retire it or bring it back',
  description:
    'A retired type is not offered for new lines; lines that have it keep showing it. Existing lines keep their stored amounts.',
  tag,
  access,
  params: idParamsSchema,
  body: declarationTypeUpdateSchema,
  success: { status: 200, schema: adminDeclarationTypeSchema },
  errors: [...ROLE_GUARDED_ERRORS, NOT_FOUND],
});

export const deleteDeclarationType = defineEndpoint({
  id: 'deleteDeclarationType',
  method: 'DELETE',
  path: `${BASE}/declaration-types/:id`,
  summary: 'Delete a type no line uses (409 otherwise: retire it instead)',
  tag,
  access,
  params: idParamsSchema,
  success: { status: 200, schema: deletedSchema },
  errors: [...ROLE_GUARDED_ERRORS, NOT_FOUND, IN_USE],
});

const RATE_CONFLICT = {
  status: 409,
  codes: ['reference_in_use', 'kilometer_rate_exists'],
  description:
    'Declaration lines are priced with the rate (its period, or the period a new date would take over), or a rate starts on that date already.',
} as const satisfies EndpointError;

export const listKilometerRates = defineEndpoint({
  id: 'listKilometerRates',
  method: 'GET',
  path: `${BASE}/kilometer-rates`,
  summary: 'Every kilometre rate, oldest first, with the lines priced with it',
  tag,
  access,
  success: { status: 200, schema: z.array(kilometerRateSchema) },
  errors: [...SIGNED_IN_ERRORS, FORBIDDEN_ROLE_ERROR],
});

export const createKilometerRate = defineEndpoint({
  id: 'createKilometerRate',
  method: 'POST',
  path: `${BASE}/kilometer-rates`,
  summary: 'Add a rate from a date on (next year’s can be entered now)',
  tag,
  access,
  body: kilometerRateCreateSchema,
  success: { status: 201, schema: kilometerRateSchema },
  errors: [...ROLE_GUARDED_ERRORS, RATE_CONFLICT],
});

export const updateKilometerRate = defineEndpoint({
  id: 'updateKilometerRate',
  method: 'PATCH',
  path: `${BASE}/kilometer-rates/:id`,
  summary: 'Change a rate or its start while no line is priced with it',
  tag,
  access,
  params: idParamsSchema,
  body: kilometerRateUpdateSchema,
  success: { status: 200, schema: kilometerRateSchema },
  errors: [...ROLE_GUARDED_ERRORS, NOT_FOUND, RATE_CONFLICT],
});

export const deleteKilometerRate = defineEndpoint({
  id: 'deleteKilometerRate',
  method: 'DELETE',
  path: `${BASE}/kilometer-rates/:id`,
  summary: 'Remove a rate while no line is priced with it',
  tag,
  access,
  params: idParamsSchema,
  success: { status: 200, schema: deletedSchema },
  errors: [...ROLE_GUARDED_ERRORS, NOT_FOUND, RATE_CONFLICT],
});

export const referenceDataEndpoints = [
  listReferenceItems,
  createReferenceItem,
  updateReferenceItem,
  deleteReferenceItem,
  listAdminDeclarationTypes,
  createDeclarationType,
  updateDeclarationType,
  deleteDeclarationType,
  listKilometerRates,
  createKilometerRate,
  updateKilometerRate,
  deleteKilometerRate,
] as const;
