import {
  canReviewDeclarations,
  daysBetween,
  monthClosesOn,
  quarterOf,
  reviewsEveryone,
  seesEveryMoodAnswer,
  type CalendarDate,
} from '@portal/contract';
import type { ActionItem } from '@portal/contract/endpoints/notifications';
import type { AuthenticatedUser } from '../auth/service.js';
import type { ActionsNeededRepository } from './repository.js';
import {
  closingMonth,
  evaluationDue,
  monthsToReview,
  moodsToFollowUp,
  rejectedMonth,
} from './texts.js';

/** Issue 26: a month with unsubmitted lines shows once its window closes within this many days. */
export const CLOSING_SOON_DAYS = 10;

/**
 * The dashboard's "Actie nodig" (issue 26 item 3), computed from the data for the signed-in
 * user only: their own months and assignments, and what their roles give them to review and
 * follow up (the review queue's and the mood overview's scope).
 */
export function createActionsNeededService(deps: {
  repo: ActionsNeededRepository;
  today: () => CalendarDate;
}) {
  return {
    async list(user: AuthenticatedUser): Promise<{ items: ActionItem[] }> {
      const today = deps.today();
      const reviewer = canReviewDeclarations(user.roles);
      const quarter = quarterOf(today);
      const data = await deps.repo.load({
        userId: user.id,
        // The previous month is the earliest whose window can still be open.
        fromMonthIndex: today.year * 12 + today.month - 2,
        quarter,
        reviews: !reviewer ? 'none' : reviewsEveryone(user.roles) ? 'everyone' : 'owned',
        // The mood overview's readers; beheerders and administrators also follow up the
        // answers of people without a consultant, whom nobody else is told about.
        moods: !reviewer ? 'none' : seesEveryMoodAnswer(user.roles) ? 'unowned-too' : 'owned',
      });
      const items: ActionItem[] = data.rejected.map((m) =>
        rejectedMonth(m.year, m.month, m.reason),
      );
      for (const m of data.open) {
        const days = daysBetween(today, monthClosesOn(m.year, m.month));
        if (days >= 0 && days <= CLOSING_SOON_DAYS) items.push(closingMonth(m.year, m.month, days));
      }
      items.push(...data.evaluations.map((assignment) => evaluationDue(quarter, assignment)));
      if (data.to_review > 0) items.push(monthsToReview(data.to_review));
      if (data.moods > 0) items.push(moodsToFollowUp(data.moods));
      return { items };
    },
  };
}

export type ActionsNeededService = ReturnType<typeof createActionsNeededService>;
