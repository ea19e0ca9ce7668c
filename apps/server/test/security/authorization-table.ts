import type { MatrixRow } from './matrix-expect.js';
import { authRows, pictureRows, profileRows } from './matrix-rows-accounts.js';
import {
  contentRows,
  categoryRows,
  docRows,
  fileRows,
  moodRows,
  optionsRows,
} from './matrix-rows-content.js';
import {
  categoryWriteRows,
  contentWriteRows,
  optionsWriteRows,
} from './matrix-rows-content-writes.js';
import { declarationRows, geoRows, receiptRows, reviewRows } from './matrix-rows-declarations.js';
import { mediaSearchRows } from './matrix-rows-media-search.js';
// Issue 24 item 13: /wp/v2/types and /wp/v2/taxonomies.
import { discoveryRows } from './matrix-rows-discovery.js';
import { opsRows } from './matrix-rows-ops.js';
import { assignmentRows } from './matrix-rows-assignments.js';
import { userRows } from './matrix-rows-users.js';
// Issue 13 point 2 (reference data).
import { referenceRows } from './matrix-rows-reference.js';
// Issue 13 point 1 (people).
import { peopleRows } from './matrix-rows-people.js';
import { payrollRows } from './matrix-rows-beheer-declarations.js';
// Issue 14 point 6 (h8): receipt suggestions.
import { receiptReadingRows } from './matrix-rows-receipt-reading.js';
// Issue 26 item 3: the dashboard's "Actie nodig".
import { actionsNeededRows } from './matrix-rows-actions-needed.js';
// Issue 26: the notifications.
import { notificationRows } from './matrix-rows-notifications.js';
import { signInRows } from './matrix-rows-sign-in.js';

export type { Expect, MatrixRow } from './matrix-expect.js';

/**
 * Issue 8, item 13: who may call what. One row per endpoint and situation, one expected status
 * per actor (SPEC §6, docs/product-rules.md "Roles and who sees what", the contract's `access`).
 * The owner is a professional the medewerker owns; `other` is another professional.
 */

export const MATRIX: readonly MatrixRow[] = [
  ...authRows,
  ...profileRows,
  ...userRows,
  ...peopleRows,
  ...declarationRows,
  ...reviewRows,
  ...geoRows,
  ...receiptRows,
  ...receiptReadingRows,
  ...moodRows,
  ...assignmentRows,
  ...optionsRows,
  ...optionsWriteRows,
  ...contentRows,
  ...contentWriteRows,
  ...categoryRows,
  ...categoryWriteRows,
  ...discoveryRows,
  ...fileRows,
  ...mediaSearchRows,
  ...docRows,
  ...opsRows,
  // Issue 13 point 2 (reference data).
  ...referenceRows,
  // Issue 13 (h6): bulk approve, payroll export, mood overview, audit log.
  ...payrollRows,
  // Issue 26 item 3.
  ...actionsNeededRows,
  // Issue 26: the notifications.
  ...notificationRows,
  // Issue 27: passkeys and the company account.
  ...signInRows,
  // Last: an upload deletes the uploader's previous picture, which earlier rows read.
  ...pictureRows,
];
