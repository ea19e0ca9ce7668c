import { getReceiptSuggestions } from '@portal/contract/endpoints/receipt-suggestions';
import { RECEIPT_TOO_LARGE_MESSAGE } from '@portal/contract';
import { unprocessable, WpHttpError } from '../../http/errors.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { readMultipartBody } from '../../http/multipart.js';
import type { ReceiptReadingService } from './service.js';

const refusals = {
  tooLarge: () => unprocessable('receipt_too_large', RECEIPT_TOO_LARGE_MESSAGE),
  tooMany: () => new WpHttpError(400, 'rest_invalid_param', 'Stuur één bon tegelijk.'),
};

/** POST receipt-suggestions (issue 14 point 6). */
export function registerReceiptReadingRoutes(
  router: EndpointRouter,
  deps: { reading: ReceiptReadingService },
): void {
  router.route(getReceiptSuggestions, async ({ user, request }) => {
    const { fields, uploads } = await readMultipartBody(request, getReceiptSuggestions, refusals);
    return deps.reading.suggest(user.id, uploads[0], fields.receipt_id);
  });
}
