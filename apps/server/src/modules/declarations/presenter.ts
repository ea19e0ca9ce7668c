import { centsToEuros, type DeclarationRow } from '@portal/contract';
import type { SignedFileLinks } from '../files/signed-links.js';
import type { DeclarationsRepository, StoredRow } from './repository.js';

type FileInfo = Awaited<ReturnType<DeclarationsRepository['filesByIds']>>[number];
type CommentInfo = Awaited<ReturnType<DeclarationsRepository['commentsOf']>>[number];

export interface RowContext {
  files: Map<number, FileInfo>;
  attachments: Map<number, number[]>;
  links: SignedFileLinks;
  viewerId: number;
}

function fileLink(file: FileInfo | undefined, context: RowContext) {
  if (!file) return null;
  return {
    id: file.id,
    original_name: file.originalName,
    mime_type: file.mimeType,
    restricted_view_url: context.links.create(file.id, context.viewerId),
  };
}

export function presentRow(row: StoredRow, context: RowContext): DeclarationRow {
  return {
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
    receipt: row.receiptFileId ? fileLink(context.files.get(row.receiptFileId), context) : null,
    attachments: (context.attachments.get(row.id) ?? [])
      .map((id) => fileLink(context.files.get(id), context))
      .filter((link) => link !== null),
  };
}

export function presentComment(comment: CommentInfo) {
  return {
    id: comment.id,
    comment: comment.comment,
    posted_on: comment.postedOn.toISOString(),
    user: {
      id: comment.userId ?? 0,
      firstname: comment.voornaam ?? '',
      middlename: comment.tussenvoegsel ?? '',
      lastname: comment.achternaam ?? '',
      public_picture: comment.pictureId ? [comment.pictureId] : [],
    },
  };
}

/** Loads the files and attachments of some rows and presents them for one viewer. */
export async function presentRows(
  repo: DeclarationsRepository,
  rows: StoredRow[],
  links: SignedFileLinks,
  viewerId: number,
): Promise<DeclarationRow[]> {
  const attachmentRows = await repo.attachmentsOf(rows.map((row) => row.id));
  const attachments = new Map<number, number[]>();
  for (const { rowId, fileId } of attachmentRows) {
    attachments.set(rowId, [...(attachments.get(rowId) ?? []), fileId]);
  }
  const fileIds = [
    ...rows.map((row) => row.receiptFileId).filter((id): id is number => id !== null),
    ...attachmentRows.map((a) => a.fileId),
  ];
  const files = new Map((await repo.filesByIds([...new Set(fileIds)])).map((f) => [f.id, f]));
  const context = { files, attachments, links, viewerId };
  return rows.map((row) => presentRow(row, context));
}
