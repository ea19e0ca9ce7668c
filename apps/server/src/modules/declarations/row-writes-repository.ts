import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  declarationMonths,
  declarationRowAttachments,
  declarationRows,
  files,
} from '../../db/schema.js';
import type { RowValues } from './repository.js';

/** A files row to insert with a line (its bytes are already in storage under storageKey). */
export type NewFile = Omit<typeof files.$inferInsert, 'id' | 'createdAt'>;

/** What happens to a line's receipt on an update: kept, replaced by a new file, or removed. */
export type ReceiptChange = 'keep' | NewFile | null;

/**
 * The writes of declaration lines, each one transaction with the files rows it adds and removes
 * (issue 8: a refused or failed request changes nothing). The storage keys of files whose rows
 * were deleted are returned, so the caller removes their bytes once the transaction committed.
 */
export function createRowWritesRepository(db: Database) {
  async function insertFile(tx: Transaction, values: NewFile): Promise<number> {
    const [row] = await tx.insert(files).values(values).returning({ id: files.id });
    return row!.id;
  }

  /**
   * Deletes the receipts among `ids` that no line names any more (copy-to-multiple lets lines
   * share one) and answers their storage keys.
   */
  async function dropUnusedReceipts(tx: Transaction, ids: number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const dropped = await tx
      .delete(files)
      .where(
        and(
          inArray(files.id, ids),
          eq(files.kind, 'receipt'),
          sql`not exists (select 1 from ${declarationRows} r where r.receipt_file_id = ${files.id})`,
          sql`not exists (select 1 from ${declarationRowAttachments} a
                          where a.file_id = ${files.id})`,
        ),
      )
      .returning({ storageKey: files.storageKey });
    return dropped.map((file) => file.storageKey);
  }

  return {
    /** A new line with its receipt, in its month (created on first use, status null). */
    async addRow(input: {
      userId: number;
      year: number;
      month: number;
      row: Omit<RowValues, 'monthId' | 'userId' | 'receiptFileId'>;
      receipt?: NewFile;
    }): Promise<number> {
      const { userId, year, month } = input;
      return db.transaction(async (tx) => {
        await tx
          .insert(declarationMonths)
          .values({ userId, year, month })
          .onConflictDoNothing({
            target: [declarationMonths.userId, declarationMonths.year, declarationMonths.month],
          });
        const [monthRow] = await tx
          .select({ id: declarationMonths.id })
          .from(declarationMonths)
          .where(
            and(
              eq(declarationMonths.userId, userId),
              eq(declarationMonths.year, year),
              eq(declarationMonths.month, month),
            ),
          );
        const receiptFileId = input.receipt ? await insertFile(tx, input.receipt) : null;
        const [row] = await tx
          .insert(declarationRows)
          .values({ ...input.row, monthId: monthRow!.id, userId, receiptFileId })
          .returning({ id: declarationRows.id });
        return row!.id;
      });
    },

    /** Changes a line, its receipt and adds attachments; answers the storage keys to remove. */
    async updateRow(
      rowId: number,
      values: Partial<Omit<RowValues, 'receiptFileId'>>,
      change: { receipt: ReceiptChange; attachments: NewFile[] },
    ): Promise<string[]> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ receiptFileId: declarationRows.receiptFileId })
          .from(declarationRows)
          .where(eq(declarationRows.id, rowId))
          .for('update');
        const previous = current?.receiptFileId ?? null;
        const receiptFileId =
          change.receipt === 'keep'
            ? previous
            : change.receipt === null
              ? null
              : await insertFile(tx, change.receipt);
        await tx
          .update(declarationRows)
          .set({ ...values, receiptFileId })
          .where(eq(declarationRows.id, rowId));
        for (const attachment of change.attachments) {
          const fileId = await insertFile(tx, attachment);
          await tx.insert(declarationRowAttachments).values({ rowId, fileId });
        }
        return previous !== null && previous !== receiptFileId
          ? dropUnusedReceipts(tx, [previous])
          : [];
      });
    },

    /** Deletes a line with its receipt and attachments; answers the storage keys to remove. */
    async deleteRow(rowId: number): Promise<string[]> {
      return db.transaction(async (tx) => {
        const attachments = await tx
          .select({ fileId: declarationRowAttachments.fileId })
          .from(declarationRowAttachments)
          .where(eq(declarationRowAttachments.rowId, rowId));
        const [deleted] = await tx
          .delete(declarationRows)
          .where(eq(declarationRows.id, rowId))
          .returning({ receiptFileId: declarationRows.receiptFileId });
        const fileIds = [
          ...(deleted?.receiptFileId == null ? [] : [deleted.receiptFileId]),
          ...attachments.map((attachment) => attachment.fileId),
        ];
        return dropUnusedReceipts(tx, fileIds);
      });
    },
  };
}

export type RowWritesRepository = ReturnType<typeof createRowWritesRepository>;
