import { z } from 'zod';
import { idSchema } from '../profile.js';
import { RECEIPT_MAX_BYTES, RECEIPT_TOO_LARGE_MESSAGE } from '../rules/declaration-limits.js';
import { defineEndpoint, INVALID_INPUT_ERROR, SIGNED_IN_ERRORS } from './define.js';

/** Text fields of the form: which stored receipt to read, when no file is sent. */
export const receiptSuggestionsFieldsSchema = z.object({
  receipt_id: z.coerce.number().pipe(idSchema).optional(),
});

/** What the receipt seems to say; each value null when it could not be read with confidence. */
export const receiptSuggestionsSchema = z.object({
  /** YYYY-MM-DD */
  date: z.string().nullable(),
  /** In euros. */
  amount: z.number().nullable(),
  vat_rate: z.union([z.literal(9), z.literal(21)]).nullable(),
  shop: z.string().nullable(),
  /** Where the text came from: a PDF's text layer, OCR of an image, or nothing readable. */
  source: z.enum(['text', 'ocr', 'none']),
});
export type ReceiptSuggestionsResponse = z.infer<typeof receiptSuggestionsSchema>;

export const RECEIPT_READING_BUSY_MESSAGE =
  'Er worden nu veel bonnen gelezen. Vul de regel zelf in of probeer het zo opnieuw.';

export const getReceiptSuggestions = defineEndpoint({
  id: 'getReceiptSuggestions',
  method: 'POST',
  path: '/wp-json/custom/v1/declarations/receipt-suggestions',
  summary: 'Read a receipt and suggest its date, total, VAT rate and shop (OCR on this server)',
  description:
    'Multipart with the receipt (an image or a PDF) in `receipt`, or the id of a stored ' +
    'receipt of one of your own lines in `receipt_id`. Nothing is stored. A PDF is read from ' +
    'its text layer; an image by OCR (Tesseract, Dutch and English, no network). The form ' +
    'asks after a receipt is chosen and fills only empty fields.',
  tag: 'Declaraties',
  access: { kind: 'signed-in', rule: 'A stored receipt only by the owner of its line.' },
  body: receiptSuggestionsFieldsSchema,
  multipart: { files: 'receipt', maxFiles: 1, maxFileBytes: RECEIPT_MAX_BYTES },
  bodyLimit: RECEIPT_MAX_BYTES + 64 * 1024,
  bodyTooLarge: { status: 422, code: 'receipt_too_large', message: RECEIPT_TOO_LARGE_MESSAGE },
  success: { status: 200, schema: receiptSuggestionsSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    {
      status: 404,
      codes: ['rest_file_invalid_id'],
      description: 'No receipt of a line of yours has this id.',
    },
    {
      status: 422,
      codes: ['receipt_missing', 'receipt_invalid', 'receipt_invalid_type', 'receipt_too_large'],
    },
    {
      status: 503,
      codes: ['receipt_reading_busy'],
      description: 'Too many receipts are being read; the form is filled in by hand.',
    },
  ],
});
