import { canReviewDeclarations, centsToEuros, reviewsEveryone } from '@portal/contract';
import { forbidden, unprocessable, WpHttpError } from '../../../http/errors.js';
import type { AuthenticatedUser } from '../../auth/service.js';
import type { SignedFileLinks } from '../../files/signed-links.js';
import { presentComment, presentRows } from '../presenter.js';
import type { MonthCache } from '../month-cache.js';
import { createMonthNotifications } from '../month-notifications.js';
import type { Notifier } from '../../notifications/notify.js';
import type { DeclarationsRepository, MonthRow } from '../repository.js';
import { monthTotals } from '../service.js';

const monthNotFound = () =>
  new WpHttpError(404, 'rest_declaration_month_invalid_id', 'Deze declaratiemaand bestaat niet.');

/**
 * Reviewing submitted months: administrators and beheerders review everyone's, a medewerker
 * the months of the professionals they own. Nobody reviews their own month.
 */
export function createReviewService(deps: {
  repo: DeclarationsRepository;
  links: SignedFileLinks;
  months: MonthCache;
  notifier: Notifier;
}) {
  const { repo } = deps;
  const notes = createMonthNotifications(deps.notifier);

  function assertReviewer(user: AuthenticatedUser) {
    if (!canReviewDeclarations(user.roles)) {
      throw forbidden('Je mag geen declaraties beoordelen.');
    }
  }

  async function reviewableMonth(user: AuthenticatedUser, monthId: number): Promise<MonthRow> {
    assertReviewer(user);
    const month = await repo.findMonthById(monthId);
    if (!month || !month.status) throw monthNotFound();
    if (month.userId === user.id) {
      throw forbidden('Je kunt je eigen declaraties niet beoordelen.');
    }
    if (!reviewsEveryone(user.roles) && !(await repo.isOwnedBy(month.userId, user.id))) {
      throw forbidden('Je mag de declaraties van deze persoon niet beoordelen.');
    }
    return month;
  }

  /**
   * Issue 25 item 6: a reviewer who loads a submitted month (or comments on it) has opened it;
   * from then on its owner cannot withdraw it. The owner's kept month learns it at once.
   */
  async function markOpened(month: MonthRow, user: AuthenticatedUser) {
    if (await repo.markReviewOpened(month.id, user.id)) {
      await deps.months.forget(month.userId, month.year, month.month);
    }
  }

  async function listItem(month: MonthRow) {
    const rows = await repo.rowsOfMonth(month.id);
    return {
      item: {
        id: month.id,
        user: { id: month.userId, name: await repo.userName(month.userId) },
        year: month.year,
        month: month.month,
        status: month.status!,
        submitted_on: month.submittedAt?.toISOString() ?? null,
        row_count: rows.length,
        total_amount: centsToEuros(rows.reduce((sum, row) => sum + row.amountCents, 0)),
      },
      rows,
    };
  }

  async function decide(
    user: AuthenticatedUser,
    monthId: number,
    to: 'approved' | 'rejected',
    comment?: string,
  ) {
    const month = await reviewableMonth(user, monthId);
    const moved = await repo.transition({
      monthId,
      from: ['sent', 'nieuw'],
      to,
      actorId: user.id,
      comment,
      reviewed: true,
      within: (tx, historyId) =>
        notes.reviewed(tx, month, { to, reviewerId: user.id, historyId, reason: comment }),
    });
    await deps.months.forget(month.userId, month.year, month.month);
    if (!moved) {
      throw unprocessable(
        'invalid_status',
        'Alleen ingediende maanden kunnen worden goedgekeurd of afgekeurd.',
      );
    }
  }

  return {
    async list(
      user: AuthenticatedUser,
      filter: { status?: string; year?: number; month?: number; user?: number },
    ) {
      assertReviewer(user);
      const months = await repo.reviewQueue({
        status: filter.status,
        year: filter.year,
        month: filter.month,
        userId: filter.user,
        ownedBy: reviewsEveryone(user.roles) ? undefined : user.id,
        excludeUserId: user.id,
      });
      return {
        success: true as const,
        months: months.map((m) => ({
          id: m.id,
          user: { id: m.userId, name: m.userName },
          year: m.year,
          month: m.month,
          status: m.status!,
          submitted_on: m.submittedAt?.toISOString() ?? null,
          row_count: m.rowCount,
          total_amount: centsToEuros(m.totalCents),
        })),
      };
    },

    async detail(user: AuthenticatedUser, monthId: number) {
      const month = await reviewableMonth(user, monthId);
      await markOpened(month, user);
      const { item, rows } = await listItem(month);
      const [comments, history] = await Promise.all([
        repo.commentsOf(month.id),
        repo.historyOf(month.id),
      ]);
      return {
        success: true as const,
        month: item,
        rows: presentRows(rows, deps.links, user.id),
        ...monthTotals(rows),
        comments: comments.map(presentComment),
        history: history.map((entry) => ({
          at: entry.at.toISOString(),
          by: { id: entry.actorId ?? 0, name: entry.actorName ?? '' },
          from: entry.fromStatus,
          to: entry.toStatus,
        })),
      };
    },

    approve: (user: AuthenticatedUser, monthId: number) => decide(user, monthId, 'approved'),

    /**
     * Approves each month on its own (one transaction each, with history and audit row), so
     * one month that is not sent or not the caller's to review is skipped and reported
     * instead of failing the others.
     */
    async approveMany(user: AuthenticatedUser, monthIds: readonly number[]) {
      const approved: number[] = [];
      const skipped: Array<{ id: number; reason: string }> = [];
      for (const id of new Set(monthIds)) {
        try {
          await decide(user, id, 'approved');
          approved.push(id);
        } catch (error) {
          if (!(error instanceof WpHttpError)) throw error;
          skipped.push({ id, reason: error.message });
        }
      }
      return { success: true as const, approved, skipped };
    },

    reject: (user: AuthenticatedUser, monthId: number, comment: string) =>
      decide(user, monthId, 'rejected', comment),

    /** On the month, or with `rowId` on one of its lines (issue 25 item 7). */
    async comment(user: AuthenticatedUser, monthId: number, comment: string, rowId?: number) {
      const month = await reviewableMonth(user, monthId);
      if (rowId !== undefined && (await repo.findRow(rowId))?.monthId !== month.id) {
        throw unprocessable('rest_invalid_row', 'Deze regel hoort niet bij deze maand.');
      }
      await markOpened(month, user);
      await repo.addComment(monthId, user.id, comment, rowId ?? null, (tx, id) =>
        notes.commented(tx, month, {
          id,
          authorId: user.id,
          text: comment,
          onLine: rowId !== undefined,
        }),
      );
      await deps.months.forget(month.userId, month.year, month.month);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
