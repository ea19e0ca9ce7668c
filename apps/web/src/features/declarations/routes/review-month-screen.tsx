import { monthInSentence } from '@portal/contract/rules';
import { useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { Notice } from '@/shared/ui/notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useApproveMonth } from '../api/approve-month';
import { reviewErrorMessage } from '../api/declaration-error';
import { useReviewMonth } from '../api/get-review-month';
import { CommentsList, lineLabel } from '../components/comments-list';
import { DeclarationRows } from '../components/declaration-rows';
import { reviewRowDuplicates } from '../components/duplicate-warning';
import { useHighlightedLine } from '../components/use-highlighted-line';
import { HistoryList } from '../components/history-list';
import { withLineComments } from '../components/line-comments';
import { RejectDialog } from '../components/reject-dialog';
import { ReviewCommentForm, type ReviewCommentFormHandle } from '../components/review-comment-form';
import { RowsSkeleton } from '../components/rows-skeleton';
import { MonthStatusBadge } from '../components/status-badge';
import { TotalsPanel } from '../components/totals-panel';
import { REVIEW_PATH, parseIdParam } from '../paths';

/** Months still waiting for a decision; `nieuw` is the older name of `sent`. */
const AWAITING_REVIEW = ['sent', 'nieuw'];

/** /portal/declaraties/beoordelen/{maandId}: one submitted month and the reviewer's decision. */
export function ReviewMonthScreen() {
  const { maandId } = useParams();
  const monthId = parseIdParam(maandId);
  if (monthId === null) return <Navigate to={REVIEW_PATH} replace />;
  return <ReviewMonth key={monthId} monthId={monthId} />;
}

function ReviewMonth({ monthId }: { monthId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queueSearch = (location.state as { queueSearch?: string } | null)?.queueSearch ?? '';
  const review = useReviewMonth(monthId);
  const highlightedLine = useHighlightedLine();
  const approve = useApproveMonth(monthId);
  const { flash, show, dismiss } = useFlash();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [approveError, setApproveError] = useState<string | null>(null);
  const commentForm = useRef<ReviewCommentFormHandle>(null);

  const data = review.data;
  const person = data?.month.user.name;
  const period = data ? monthInSentence(data.month.year, data.month.month) : '';
  const awaiting = data ? AWAITING_REVIEW.includes(data.month.status) : false;

  /** Back to the queue with its filters, which reloads and shows what happened. */
  function backToQueue(message: string) {
    const params = new URLSearchParams(queueSearch);
    params.set('success', '1');
    params.set('message', message);
    navigate(`${REVIEW_PATH}?${params.toString()}`);
  }

  async function confirmApprove() {
    try {
      await approve.mutateAsync();
      backToQueue(`Declaratie van ${person} over ${period} goedgekeurd`);
    } catch (error) {
      setApproveError(reviewErrorMessage(error));
    }
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <Link
          to={`${REVIEW_PATH}${queueSearch}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:text-accent-strong"
        >
          <span aria-hidden="true">←</span> Terug naar het overzicht
        </Link>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold text-ink">
            {data ? `${person}: ${period}` : 'Declaratie beoordelen'}
          </h1>
          {review.isPending ? (
            <Skeleton className="h-6 w-24" />
          ) : (
            data && <MonthStatusBadge status={data.month.status} />
          )}
        </div>
        {data?.month.submitted_on && (
          <p className="mt-1 text-sm text-muted">
            Ingediend op {formatDate(data.month.submitted_on)} · {data.month.row_count}{' '}
            {data.month.row_count === 1 ? 'regel' : 'regels'}
          </p>
        )}
        <FlashNotice flash={flash} onDismiss={dismiss} className="mt-4 empty:mt-0" />
      </div>

      {review.isError ? (
        <Notice tone="error">{reviewErrorMessage(review.error)}</Notice>
      ) : (
        <>
          <Card aria-labelledby="review-regels" className="space-y-4">
            <h2 id="review-regels" className="text-lg font-semibold text-ink">
              Declaratieregels
            </h2>
            {!data ? (
              <RowsSkeleton />
            ) : data.rows.length === 0 ? (
              <p className="text-muted">Geen declaraties gevonden</p>
            ) : (
              <DeclarationRows
                rows={data.rows}
                caption={`Declaratieregels van ${period}`}
                rowNote={withLineComments(data.comments, reviewRowDuplicates)}
                highlightedId={highlightedLine}
                receiptThumbnails
                actions={(row) => (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Opmerking bij de regel ${lineLabel(row)}`}
                    onClick={() => commentForm.current?.commentOnLine(row.id)}
                  >
                    Opmerking
                  </Button>
                )}
              />
            )}
          </Card>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <div className="lg:col-start-2 lg:row-start-1">
              <TotalsPanel totals={data}>
                {awaiting && (
                  <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
                    <Button
                      className="flex-1"
                      onClick={() => {
                        setApproveError(null);
                        setDialog('approve');
                      }}
                    >
                      Goedkeuren
                    </Button>
                    <Button variant="danger" className="flex-1" onClick={() => setDialog('reject')}>
                      Afkeuren
                    </Button>
                  </div>
                )}
              </TotalsPanel>
            </div>
            <div className="min-w-0 lg:col-start-1 lg:row-start-1 space-y-6">
              <Card aria-labelledby="review-opmerkingen" className="space-y-4">
                <h2 id="review-opmerkingen" className="text-lg font-semibold text-ink">
                  Opmerkingen
                </h2>
                {data && data.comments.length > 0 && (
                  <CommentsList comments={data.comments} rows={data.rows} />
                )}
                {data && data.comments.length === 0 && (
                  <p className="text-sm text-muted">Nog geen opmerkingen.</p>
                )}
                <ReviewCommentForm
                  ref={commentForm}
                  monthId={monthId}
                  rows={data?.rows ?? []}
                  onPosted={() => show('success', 'Opmerking geplaatst')}
                />
              </Card>
              <Card aria-labelledby="review-geschiedenis" className="space-y-3">
                <h2 id="review-geschiedenis" className="text-lg font-semibold text-ink">
                  Geschiedenis
                </h2>
                {data ? <HistoryList history={data.history} /> : <Skeleton className="h-4 w-64" />}
              </Card>
            </div>
          </div>
        </>
      )}

      <ConfirmDialog
        open={dialog === 'approve'}
        onOpenChange={(open) => setDialog(open ? 'approve' : null)}
        description={`De declaratie van ${person ?? ''} over ${period} wordt goedgekeurd en verwerkt.`}
        onConfirm={confirmApprove}
        error={approveError}
      />
      <RejectDialog
        monthId={monthId}
        open={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        onRejected={() => backToQueue(`Declaratie van ${person} over ${period} afgekeurd`)}
      />
    </div>
  );
}
