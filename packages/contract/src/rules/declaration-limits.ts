/** Transport types of a kilometre row (SPEC §3); the new-row form offers only auto. */
export const TRANSPORT_TYPES = ['auto', 'ov', 'fiets'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];
/** What a line of a type with a transport field gets when nothing was chosen: the car. */
export const DEFAULT_TRANSPORT_TYPE: TransportType = 'auto';

/** Receipts: photos or a PDF, judged by their bytes on the server, at most 10 MB. */
export const RECEIPT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
] as const;
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_TOO_LARGE_MESSAGE = 'De bon is groter dan 10 MB.';
