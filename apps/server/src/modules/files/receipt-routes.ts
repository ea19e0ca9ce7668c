import { getReceipt, getReceiptThumbnail } from '@portal/contract/endpoints/receipts';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { ReceiptService } from './receipt-service.js';

/** Receipts open from a plain link, so the signed URL is the permission (no bearer header). */
export function registerReceiptRoutes(router: EndpointRouter, deps: { receipts: ReceiptService }) {
  router.route(getReceipt, async ({ params, query, reply }) =>
    deps.receipts.send(reply, params.id, query),
  );
  router.route(getReceiptThumbnail, async ({ params, query, reply }) =>
    deps.receipts.sendThumbnail(reply, params.id, query),
  );
}
