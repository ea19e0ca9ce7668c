import { getApiReference, getOpenApiDocument } from './api-docs.js';
import { assignmentEndpoints } from './assignments.js';
import { authEndpoints } from './auth.js';
import { contentEndpointList } from './content.js';
import { declarationEndpoints } from './declarations.js';
import { discoveryEndpoints } from './discovery.js';
import { reviewEndpoints } from './declarations-review.js';
import type { EndpointShape } from './define.js';
import { fileEndpoints } from './files.js';
import { geoEndpoints } from './geo.js';
import { changeMoodtracker, createMoodtracker } from './mood.js';
import { mediaSearchEndpoints } from './media-search.js';
import { optionsEndpoints } from './options.js';
import { opsEndpoints } from './ops.js';
import { payrollEndpoints } from './payroll.js';
import { moodOverviewEndpoints } from './mood-overview.js';
import { notificationEndpoints } from './notifications.js';
import { passwordResetEndpoints } from './password-reset.js';
import { passkeyEndpoints } from './passkeys.js';
import { companySignInEndpoints } from './company-sign-in.js';
import { auditLogEndpoints } from './audit-log.js';
import { profileEndpoints } from './profile.js';
import { getReceipt, getReceiptThumbnail } from './receipts.js';
import { getReceiptSuggestions } from './receipt-suggestions.js';
// Issue 13 point 2 (reference data).
import { referenceDataEndpoints } from './reference-data.js';
import { userEndpoints } from './users.js';
import { peopleEndpoints } from './people.js';

export * from './define.js';
export { buildOpenApiDocument } from './openapi.js';

/** Every endpoint the server registers; the OpenAPI document lists exactly these. */
export const allEndpoints: readonly EndpointShape[] = [
  ...authEndpoints,
  ...profileEndpoints,
  ...userEndpoints,
  ...peopleEndpoints,
  ...declarationEndpoints,
  ...reviewEndpoints,
  ...geoEndpoints,
  getReceipt,
  // Issue 25 item 5: receipt thumbnails.
  getReceiptThumbnail,
  // Issue 14 points 5-7 (h8): receipt suggestions.
  getReceiptSuggestions,
  ...assignmentEndpoints,
  createMoodtracker,
  changeMoodtracker,
  ...optionsEndpoints,
  ...contentEndpointList,
  // Issue 24 item 13: /wp/v2/types and /wp/v2/taxonomies.
  ...discoveryEndpoints,
  ...fileEndpoints,
  ...mediaSearchEndpoints,
  getOpenApiDocument,
  getApiReference,
  ...opsEndpoints,
  // Issue 13 point 2 (reference data).
  ...referenceDataEndpoints,
  // Issue 13 (h6): payroll export.
  ...payrollEndpoints,
  ...moodOverviewEndpoints,
  ...auditLogEndpoints,
  // Issue 26: notifications (docs/notifications.md) and the dashboard's "Actie nodig".
  ...notificationEndpoints,
  // Issue 27: sign-in as companies expect (docs/sign-in.md).
  ...passwordResetEndpoints,
  ...passkeyEndpoints,
  ...companySignInEndpoints,
];
