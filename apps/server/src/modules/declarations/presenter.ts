import { centsToEuros, type DeclarationRow } from '@portal/contract';
import { getReceiptThumbnail } from '@portal/contract/endpoints/receipts';
import type { SignedFileLinks } from '../files/signed-links.js';
import type { StoredDuplicate } from './duplicates-sql.js';
import type { StoredComment, StoredRow } from './repository.js';

export function presentDuplicate(line: StoredDuplicate) {
  return {
    id: line.id,
    month_id: line.monthId,
    year: line.year,
    month: line.month,
    month_submitted: line.monthSubmitted,
    date: line.date,
    type: line.type,
    amount: centsToEuros(line.amountCents),
    reason: line.reason,
  };
}

/** Presents rows for one viewer: receipt links are signed for that viewer only. */
export function presentRows(
  rows: StoredRow[],
  links: SignedFileLinks,
  viewerId: number,
): DeclarationRow[] {
  const link = (id: number, name: string, mime: string) => ({
    id,
    original_name: name,
    mime_type: mime,
    restricted_view_url: links.create(id, viewerId),
    // The same signature: a link opens the picture exactly when it opens the receipt.
    thumbnail_url: links.create(id, viewerId, Date.now(), getReceiptThumbnail.path),
  });
  return rows.map((row) => ({
    id: row.id,
    declaration_type: row.typeId,
    type: row.typeTitle,
    date: row.date,
    amount: centsToEuros(row.amountCents),
    description: row.description,
    location_start: row.locationStart,
    location_end: row.locationEnd,
    kilometers: row.kilometerTenths / 10,
    transport_type: row.transportType,
    return: row.isReturn,
    has_return: row.hasReturn,
    vat_rate: row.vatRate,
    receipt:
      row.receiptFileId !== null
        ? link(row.receiptFileId, row.receiptName ?? '', row.receiptMime ?? '')
        : null,
    attachments: row.attachments.map((file) => link(file.id, file.name, file.mime)),
    duplicate_of: row.duplicateOf.map(presentDuplicate),
  }));
}

export function presentComment(comment: StoredComment) {
  return {
    id: comment.id,
    comment: comment.comment,
    posted_on: new Date(comment.postedOn).toISOString(),
    row_id: comment.rowId,
    user: {
      id: comment.userId ?? 0,
      firstname: comment.voornaam ?? '',
      middlename: comment.tussenvoegsel ?? '',
      lastname: comment.achternaam ?? '',
      public_picture: comment.pictureId ? [comment.pictureId] : [],
    },
  };
}
