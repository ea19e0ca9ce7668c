// Rows of the authorization matrix: receipt suggestions (issue 14 point 6).
import { getReceiptSuggestions } from '@portal/contract/endpoints/receipt-suggestions';
import { makeTextPdf } from '../../src/seed/demo-pdf.js';
import { multipartBody } from '../declarations/declarations-helpers.js';
import { ownerOnly, plain, signedIn, type MatrixRow } from './matrix-expect.js';

const form = (fields: Record<string, string | number>, pdf?: Buffer) => {
  const files = pdf
    ? [{ field: 'receipt', filename: 'bon.pdf', contentType: 'application/pdf', bytes: pdf }]
    : [];
  const { payload, headers } = multipartBody(fields, files);
  return { method: 'POST' as const, url: getReceiptSuggestions.path, payload, headers };
};

/** The file id in a receipt's signed link (…/receipts/:id?viewer=…). */
const receiptIdOf = (link: string) => Number(new URL(link, 'http://x').pathname.split('/').at(-1));

export const receiptReadingRows: MatrixRow[] = [
  plain(getReceiptSuggestions, 'a receipt of one’s own, sent along (a PDF)', signedIn(200), () =>
    form({}, makeTextPdf(['Matrix', 'TOTAAL 1,00'])),
  ),
  plain(
    getReceiptSuggestions,
    'the owner’s stored receipt by its id (the others: as if it did not exist)',
    ownerOnly(200, 404),
    (m) => form({ receipt_id: receiptIdOf(m.data.receiptLink) }),
  ),
];
