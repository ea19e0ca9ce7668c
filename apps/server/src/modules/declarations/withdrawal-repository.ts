import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { declarationMonthHistory, declarationMonths } from '../../db/schema.js';
import { recordAudit } from '../audit/repository.js';

/** The statuses of a submitted month that waits for review (`nieuw` is the older name). */
export const SUBMITTED = ['sent', 'nieuw'];

/** The history's and audit log's name for a withdrawal; the month's status becomes null. */
export const WITHDRAWN = 'withdrawn';

/**
 * "Opened by a reviewer" (issue 25 item 6, docs/product-rules.md): review_opened_at is at or
 * after the latest submission, so a resubmitted month starts unopened without a reset.
 * `month` is the table's name or alias in the query.
 */
export const reviewOpenedSql = (month: SQL) => sql`(${month}.review_opened_at is not null
  and (${month}.submitted_at is null or ${month}.review_opened_at >= ${month}.submitted_at))`;

export type WithdrawOutcome = 'withdrawn' | 'not_submitted' | 'review_started';

/** The history rows of a withdrawal and of the submission it takes back (none before 0023). */
export interface Withdrawal {
  historyId: number;
  submissionHistoryId: number | null;
}

export function createWithdrawalRepository(db: Database) {
  return {
    /**
     * Records that a reviewer opened the submitted month, the first time since it was sent.
     * True when this call recorded it (the owner's kept month is then out of date).
     */
    async markReviewOpened(monthId: number, reviewerId: number): Promise<boolean> {
      const opened = await db
        .update(declarationMonths)
        .set({ reviewOpenedAt: sql`now()`, reviewOpenedBy: reviewerId })
        .where(
          and(
            eq(declarationMonths.id, monthId),
            inArray(declarationMonths.status, SUBMITTED),
            or(
              isNull(declarationMonths.reviewOpenedAt),
              lt(declarationMonths.reviewOpenedAt, declarationMonths.submittedAt),
            ),
          ),
        )
        .returning({ id: declarationMonths.id });
      return opened.length > 0;
    },

    /**
     * Takes a submitted, unopened month back to no status, with its history row and audit row,
     * in one transaction. The row lock orders it against a reviewer opening it at that moment.
     */
    async withdraw(
      monthId: number,
      actorId: number,
      within?: (tx: Transaction, withdrawal: Withdrawal) => Promise<void>,
    ): Promise<WithdrawOutcome> {
      return db.transaction(async (tx) => {
        const [month] = await tx
          .select({
            status: declarationMonths.status,
            opened: sql<boolean>`${reviewOpenedSql(sql`declaration_months`)}`,
          })
          .from(declarationMonths)
          .where(eq(declarationMonths.id, monthId))
          .for('update');
        if (!month?.status || !SUBMITTED.includes(month.status)) return 'not_submitted';
        if (month.opened) return 'review_started';
        await tx
          .update(declarationMonths)
          .set({ status: null, submittedAt: null, reviewOpenedAt: null, reviewOpenedBy: null })
          .where(eq(declarationMonths.id, monthId));
        const [submission] = await tx
          .select({ id: sql<number | null>`max(${declarationMonthHistory.id})` })
          .from(declarationMonthHistory)
          .where(
            and(
              eq(declarationMonthHistory.monthId, monthId),
              inArray(declarationMonthHistory.toStatus, SUBMITTED),
            ),
          );
        const [history] = await tx
          .insert(declarationMonthHistory)
          .values({ monthId, actorId, fromStatus: month.status, toStatus: WITHDRAWN })
          .returning({ id: declarationMonthHistory.id });
        await recordAudit(tx, {
          actorId,
          action: `declaration_month.${WITHDRAWN}`,
          entityKind: 'declaration_month',
          entityId: monthId,
          before: { status: month.status },
          after: { status: null },
        });
        await within?.(tx, {
          historyId: history!.id,
          submissionHistoryId: submission?.id ?? null,
        });
        return 'withdrawn';
      });
    },
  };
}

export type WithdrawalRepository = ReturnType<typeof createWithdrawalRepository>;
