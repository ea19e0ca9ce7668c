import { reviewsEveryone } from '@portal/contract/rules';
import { useState } from 'react';
import { useSession } from '@/shared/session/session-context';
import { useQueryState } from '@/shared/routing/use-query-state';
import { Card } from '@/shared/ui/card';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { Notice } from '@/shared/ui/notice';
import { reviewErrorMessage } from '../api/declaration-error';
import { useReviewList } from '../api/get-review-list';
import { ReviewFilterBar } from '../components/review-filter-bar';
import { BulkApproveBar } from '../components/bulk-approve-bar';
import { isSelectable, ReviewQueue } from '../components/review-queue';
import { RowsSkeleton } from '../components/rows-skeleton';
import { matchesName, readReviewFilters, writeReviewFilters } from '../review-filters';
import { useQueryNotice } from '../use-query-notice';
import { useToday } from '../use-today';
import { yearOptions } from '../year-overview';

/** /portal/declaraties/beoordelen: the months reviewers approve or reject. */
export function ReviewScreen() {
  const [filters, setFilters] = useQueryState(readReviewFilters, writeReviewFilters);
  const today = useToday();
  const notice = useQueryNotice();
  // Issue 13: administrator and beheerder approve a selection of sent months at once.
  const canBulk = reviewsEveryone(useSession((state) => state.user?.roles) ?? []);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const bulkFlash = useFlash();
  const list = useReviewList({ status: filters.status, year: filters.year, month: filters.month });
  const months = (list.data ?? []).filter((item) => matchesName(item.user.name, filters.name));
  // The filters without a notice: the way back from a month must not show an old one again.
  const filterQuery = writeReviewFilters(filters).toString();
  const queueSearch = filterQuery ? `?${filterQuery}` : '';

  let content;
  if (list.isPending) content = <RowsSkeleton label="Declaraties laden..." />;
  else if (list.isError) content = <Notice tone="error">{reviewErrorMessage(list.error)}</Notice>;
  else if (months.length === 0) {
    content = (
      <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">
        {filters.status === 'sent' && !filters.name.trim()
          ? 'Er wachten geen declaraties op beoordeling.'
          : 'Geen declaraties gevonden'}
      </p>
    );
  } else {
    const toggle = (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    content = (
      <ReviewQueue
        months={months}
        queueSearch={queueSearch}
        selection={canBulk ? { selected, toggle } : undefined}
      />
    );
  }
  // Only what is still listed and selectable counts (a filter may have hidden a selected month).
  const chosen = months.filter((m) => isSelectable(m) && selected.has(m.id)).map((m) => m.id);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-ink">Declaraties beoordelen</h1>
        <FlashNotice flash={notice.flash} onDismiss={notice.dismiss} className="mt-4 empty:mt-0" />
        <FlashNotice
          flash={bulkFlash.flash}
          onDismiss={bulkFlash.dismiss}
          className="mt-4 empty:mt-0"
        />
      </div>
      <Card className="space-y-6">
        <ReviewFilterBar
          filters={filters}
          years={yearOptions(today.year, filters.year ?? today.year)}
          onChange={setFilters}
        />
        {canBulk && (
          <BulkApproveBar
            selected={chosen}
            onDone={(result) => {
              setSelected(new Set());
              bulkFlash.show(result.tone, result.text);
            }}
          />
        )}
        <div aria-live="polite" className="sr-only">
          {list.isSuccess &&
            `${months.length} ${months.length === 1 ? 'declaratie' : 'declaraties'} gevonden`}
        </div>
        {content}
      </Card>
    </div>
  );
}
