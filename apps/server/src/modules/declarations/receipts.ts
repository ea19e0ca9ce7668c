import { createHash } from 'node:crypto';
import { RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES, RECEIPT_TOO_LARGE_MESSAGE } from '@portal/contract';
import { unprocessable } from '../../http/errors.js';
import { sniffMimeType } from '../files/sniff-type.js';

const ALLOWED: readonly string[] = RECEIPT_MIME_TYPES;

/** base64 from the new-row payload, with or without a data: URL prefix. */
export function decodeBase64Upload(base64: string): Buffer {
  const data = base64.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) {
    throw unprocessable('receipt_invalid', 'De bon kon niet worden gelezen.');
  }
  return Buffer.from(data, 'base64');
}

/** A receipt that passed its checks, not stored yet. */
export interface CheckedReceipt {
  bytes: Uint8Array;
  mimeType: string;
  name: string;
  /** Hex SHA-256 of the bytes: the same receipt declared twice is warned about (issue 14). */
  sha256: string;
}

/**
 * Checks a receipt by its bytes (an image or a PDF, at most 10 MB). Every file of a request is
 * checked before any is stored, so a refused one never leaves another behind. The file name is
 * kept for display and download only.
 */
export async function checkReceipt(
  bytes: Uint8Array,
  originalName: string,
): Promise<CheckedReceipt> {
  if (bytes.length === 0) throw unprocessable('receipt_invalid', 'De bon is leeg.');
  if (bytes.length > RECEIPT_MAX_BYTES) {
    throw unprocessable('receipt_too_large', RECEIPT_TOO_LARGE_MESSAGE);
  }
  const mimeType = await sniffMimeType(bytes);
  if (!mimeType || !ALLOWED.includes(mimeType)) {
    throw unprocessable(
      'receipt_invalid_type',
      'Een bon moet een foto (JPEG, PNG, WEBP of HEIC) of een PDF zijn.',
    );
  }
  return {
    bytes,
    mimeType,
    name: originalName.trim().slice(0, 200) || 'bon',
    sha256: receiptSha256(bytes),
  };
}

export function receiptSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The files row of a receipt whose bytes are stored under `storageKey`. */
export function receiptFileValues(ownerId: number, receipt: CheckedReceipt, storageKey: string) {
  return {
    ownerId,
    kind: 'receipt' as const,
    title: receipt.name,
    originalName: receipt.name,
    mimeType: receipt.mimeType,
    size: receipt.bytes.length,
    storageKey,
    sha256: receipt.sha256,
  };
}
