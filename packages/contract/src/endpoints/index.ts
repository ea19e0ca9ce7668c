import { getApiReference, getOpenApiDocument } from './api-docs.js';
import { contentEndpointList } from './content.js';
import { declarationEndpoints } from './declarations.js';
import { reviewEndpoints } from './declarations-review.js';
import type { EndpointShape } from './define.js';
import { fileEndpoints } from './files.js';
import { geoEndpoints } from './geo.js';
import { getReceipt } from './receipts.js';

export * from './define.js';
export { buildOpenApiDocument } from './openapi.js';

/** Every endpoint the server registers; the OpenAPI document lists exactly these. */
export const allEndpoints: readonly EndpointShape[] = [
  ...declarationEndpoints,
  ...reviewEndpoints,
  ...geoEndpoints,
  getReceipt,
  ...contentEndpointList,
  ...fileEndpoints,
  getOpenApiDocument,
  getApiReference,
];
