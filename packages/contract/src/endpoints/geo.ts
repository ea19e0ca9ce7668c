import {
  calculateKilometersQuerySchema,
  calculateKilometersResponseSchema,
  searchLocationsQuerySchema,
  searchLocationsResponseSchema,
} from '../declarations.js';
import { defineEndpoint, INVALID_INPUT_ERROR, SIGNED_IN_ERRORS } from './define.js';

const BASE = '/wp-json/custom/v1/declarations';
const tag = 'Adressen en afstanden';
const GEO_UNAVAILABLE = {
  status: 503,
  codes: ['geo_unavailable'],
  description: 'The configured address or route service did not answer.',
} as const;

export const searchLocations = defineEndpoint({
  id: 'searchLocations',
  method: 'GET',
  path: `${BASE}/search-locations`,
  summary: 'Address suggestions for a typed text (offline places, or PDOK when configured)',
  tag,
  access: { kind: 'signed-in' },
  query: searchLocationsQuerySchema,
  success: { status: 200, schema: searchLocationsResponseSchema },
  errors: [...SIGNED_IN_ERRORS, INVALID_INPUT_ERROR, GEO_UNAVAILABLE],
});

export const calculateKilometers = defineEndpoint({
  id: 'calculateKilometers',
  method: 'GET',
  path: `${BASE}/calculate-kilometers`,
  summary: 'Distance in km between two addresses',
  tag,
  access: { kind: 'signed-in' },
  query: calculateKilometersQuerySchema,
  success: { status: 200, schema: calculateKilometersResponseSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    { status: 422, codes: ['ZERO_RESULTS'], description: 'No route between the addresses.' },
    GEO_UNAVAILABLE,
  ],
});

export const geoEndpoints = [searchLocations, calculateKilometers] as const;
