import type { DeclarationRow } from '@portal/contract';
import {
  currentMonthStatus,
  dutchMonthName,
  isMonthAccessible,
  isMonthNotOpenYet,
  monthBadge,
  monthOpensOn,
  toIsoDate,
  monthInSentence,
  returnTripPayload,
  type CalendarDate,
} from '@portal/contract/rules';
import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { formatDate, formatLongDate } from '@/shared/format/date';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { usePageTitle } from '@/shared/routing/page-title';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { Notice } from '@/shared/ui/notice';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useAddDeclarationRow } from '../api/add-declaration-row';
import {
  SERVER_RULE_STATUSES,
  declarationErrorMessage,
  refusalMessage,
} from '../api/declaration-error';
import { useDeleteDeclarationRow } from '../api/delete-declaration-row';
import { useDeclarationTypes } from '../api/get-declaration-types';
import { useMonthSummary } from '../api/get-month-summary';
import { useSubmitMonth } from '../api/submit-month';
import { CommentsList } from '../components/comments-list';
import { withLineComments } from '../components/line-comments';
import { CopyRowModal } from '../components/copy-row-modal';
import { DeclarationModal } from '../components/declaration-modal';
import { DeclarationRows } from '../components/declaration-rows';
import { LatestComment } from '../components/latest-comment';
import { ownerRowDuplicates } from '../components/duplicate-warning';
import { useHighlightedLine } from '../components/use-highlighted-line';
import { RowActions, type RowAction } from '../components/row-actions';
import { RowsSkeleton } from '../components/rows-skeleton';
import { MonthBadgeView, MonthStatusBadge } from '../components/status-badge';
import { MonthSummaryBar } from '../components/month-summary-bar';
import { WithdrawMonth } from '../components/withdraw-month';
import { DECLARATIONS_PATH, parseMonthParam, parseYearParam, yearPath } from '../paths';
import { useToday } from '../use-today';

const MONTH_NOT_AVAILABLE = 'Deze maand is nog niet beschikbaar';

/** /portal/declaraties/{jaar}/{maand} (SPEC §2 "Month screen"). */
export function MonthScreen() {
  const { jaar, maand } = useParams();
  const today = useToday();
  const year = parseYearParam(jaar);
  const month = parseMonthParam(maand);
  if (year === null) return <Navigate to={DECLARATIONS_PATH} replace />;
  if (month === null) return <Navigate to={yearPath(year)} replace />;
  // SPEC §2: at most one month ahead; checked before anything is fetched.
  if (!isMonthAccessible(year, month, today)) {
    return <Navigate to={yearPath(year, { error: true, message: MONTH_NOT_AVAILABLE })} replace />;
  }
  return <MonthView key={`${year}-${month}`} year={year} month={month} today={today} />;
}

type OpenDialog =
  | { kind: 'new' }
  | { kind: 'view' | 'copy' | 'delete'; row: DeclarationRow }
  | { kind: 'submit' }
  | null;

const rowOf = (dialog: OpenDialog, kind: 'view' | 'copy' | 'delete') =>
  dialog && dialog.kind === kind ? dialog.row : null;

function MonthView({ year, month, today }: { year: number; month: number; today: CalendarDate }) {
  const navigate = useNavigate();
  const summary = useMonthSummary(year, month);
  const highlightedLine = useHighlightedLine();
  const types = useDeclarationTypes();
  const { flash, show, dismiss } = useFlash();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [returningId, setReturningId] = useState<number | null>(null);
  const returning = useRef(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const commentsHeading = useRef<HTMLHeadingElement>(null);
  // The deleted row's button is gone; focus then goes to the list instead.
  const focusAfterDelete = useRef<HTMLElement | null>(null);
  const addRow = useAddDeclarationRow(year, month);
  const deleteRow = useDeleteDeclarationRow(year, month);
  const submitMonth = useSubmitMonth(year, month);

  const data = summary.data;
  const rows = data?.rows ?? [];
  const editable = data?.editable ?? false;
  const status = data ? currentMonthStatus(data.submitted_declarations) : undefined;
  const comments = data?.submitted_declarations[0]?.comments ?? [];
  const monthTitle = `${dutchMonthName(month)} ${year}`;
  const monthInText = monthInSentence(year, month);
  // Open to look at, not yet to add lines to (SPEC §9: 31 days before the month's last day).
  const notOpenYet = data && !editable && !status && isMonthNotOpenYet(year, month, today);
  // Past its window, never submitted (issue 25: say so rather than only "Geen declaraties").
  const closed = data && !editable && !status && !notOpenYet;
  // Issue 25: a past month nobody declared reads "Geen declaraties", as on the year overview.
  const nothingDeclared =
    data && !status && monthBadge([], year, month, today, rows.length) === 'none';
  // Issue 25: why a month was rejected belongs at the top, not below every line. The reason is a
  // remark on the month; a remark on one line (item 7) shows at that line.
  const latestComment =
    status === 'rejected'
      ? (comments.filter((remark) => remark.row_id === null).at(-1) ?? comments.at(-1))
      : undefined;
  usePageTitle(`Declaraties – ${monthInText}`, { inTopBar: true });
  const viewing = rowOf(dialog, 'view');
  const copying = rowOf(dialog, 'copy');
  const deleting = rowOf(dialog, 'delete');

  function open(next: OpenDialog) {
    if (next) focusAfterDelete.current = null;
    setDialogError(null);
    setDialog(next);
  }

  function onOpenChange(isOpen: boolean) {
    if (!isOpen) open(null);
  }

  async function addReturn(row: DeclarationRow) {
    if (returning.current) return;
    returning.current = true;
    setReturningId(row.id);
    try {
      await addRow.mutateAsync(returnTripPayload(row));
      show('success', 'Retour toegevoegd');
    } catch (error) {
      show(
        'error',
        refusalMessage(error, 'Er is een fout opgetreden bij het toevoegen van retour'),
      );
    } finally {
      returning.current = false;
      setReturningId(null);
    }
  }

  function onRowAction(action: RowAction, row: DeclarationRow) {
    if (action === 'return') void addReturn(row);
    else open({ kind: action, row });
  }

  async function confirmDelete(row: DeclarationRow) {
    try {
      await deleteRow.mutateAsync(row.id);
      focusAfterDelete.current = listHeading.current;
      open(null);
      show('success', 'Declaratie verwijderd');
    } catch (error) {
      setDialogError(refusalMessage(error, 'Er is een fout opgetreden'));
    }
  }

  async function confirmSubmit() {
    try {
      await submitMonth.mutateAsync();
      navigate(yearPath(year, { success: true, message: 'Declaratie succesvol ingediend' }));
    } catch (error) {
      setDialogError(declarationErrorMessage(error, { serverMessageFor: SERVER_RULE_STATUSES }));
    }
  }

  function showAllComments() {
    commentsHeading.current?.scrollIntoView?.({ block: 'start' });
    commentsHeading.current?.focus({ preventScroll: true });
  }

  // A rejected month shows both: its status ("Afgekeurd") and, in the summary, the button to
  // submit it again.
  let headerAction = null;
  if (summary.isPending) headerAction = <Skeleton className="h-7 w-36" />;
  else if (status || nothingDeclared) {
    headerAction = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-2 text-sm text-muted">
          Status: {status ? <MonthStatusBadge status={status} /> : <MonthBadgeView badge="none" />}
        </p>
        {data?.withdrawable && (
          <WithdrawMonth
            year={year}
            month={month}
            monthInText={monthInText}
            onWithdrawn={() => show('success', 'Declaratie ingetrokken')}
          />
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-4 nav:space-y-5">
      <div>
        <Link
          to={yearPath(year)}
          className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:text-accent-strong"
        >
          <span aria-hidden="true">←</span> Terug naar {year}
        </Link>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold text-ink">{monthTitle}</h1>
          {headerAction}
        </div>
        {latestComment && (
          <LatestComment
            comment={latestComment}
            total={comments.length}
            onShowAll={showAllComments}
          />
        )}
        <FlashNotice flash={flash} onDismiss={dismiss} className="mt-4 empty:mt-0" />
        {notOpenYet && (
          <Notice tone="info" className="mt-4">
            Deze maand opent op {formatLongDate(toIsoDate(monthOpensOn(year, month)))}. Vanaf dan
            kun je hier declaraties toevoegen.
          </Notice>
        )}
        {closed && (
          <Notice tone="info" className="mt-4">
            Deze maand is gesloten.
          </Notice>
        )}
      </div>

      {summary.isError ? (
        <RetryNotice query={summary}>
          De declaraties van deze maand konden niet worden geladen.
        </RetryNotice>
      ) : (
        <>
          <Card aria-labelledby="regels-titel" className="space-y-3 lg:p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2
                id="regels-titel"
                ref={listHeading}
                tabIndex={-1}
                className="text-lg font-semibold text-ink outline-none"
              >
                Declaratieregels
              </h2>
              {editable && (
                <Button onClick={() => open({ kind: 'new' })}>Nieuwe declaratie toevoegen</Button>
              )}
            </div>
            {summary.isPending ? (
              <RowsSkeleton />
            ) : rows.length === 0 ? (
              <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">
                Geen declaraties gevonden
              </p>
            ) : (
              <DeclarationRows
                rows={rows}
                caption={`Declaratieregels van ${monthInText}`}
                rowNote={withLineComments(comments, ownerRowDuplicates)}
                highlightedId={highlightedLine}
                actions={(row) => (
                  <RowActions
                    row={row}
                    editable={editable}
                    addingReturn={returningId === row.id}
                    onAction={onRowAction}
                  />
                )}
              />
            )}
          </Card>
          {comments.length > 0 && (
            <Card aria-labelledby="opmerkingen-titel" className="space-y-3">
              <h2
                id="opmerkingen-titel"
                ref={commentsHeading}
                tabIndex={-1}
                className="scroll-mt-4 text-lg font-semibold text-ink outline-none"
              >
                Opmerkingen
              </h2>
              <CommentsList comments={comments} rows={rows} />
            </Card>
          )}
          <MonthSummaryBar totals={data}>
            {editable && (
              // SPEC §2 names it in the summary; on a phone too (issue 25).
              <Button
                variant="secondary"
                onClick={() =>
                  navigate(yearPath(year, { message: 'Declaratie opgeslagen als concept' }))
                }
              >
                Opslaan als concept
              </Button>
            )}
            {editable && rows.length > 0 && (
              <Button onClick={() => open({ kind: 'submit' })}>Declaratie indienen</Button>
            )}
          </MonthSummaryBar>
        </>
      )}

      <DeclarationModal
        open={dialog?.kind === 'new' || viewing !== null}
        onOpenChange={onOpenChange}
        types={types.data}
        typesFailed={types.isError}
        year={year}
        month={month}
        today={today}
        row={viewing ?? undefined}
        editable={editable}
        onSaved={() => {
          const added = dialog?.kind === 'new';
          open(null);
          show('success', added ? 'Declaratie is toegevoegd' : 'Declaratie is bijgewerkt');
        }}
      />
      <CopyRowModal
        row={copying}
        year={year}
        month={month}
        onOpenChange={onOpenChange}
        onCopied={(count) => {
          open(null);
          show(
            'success',
            `Declaratie gekopieerd naar ${count} ${count === 1 ? 'datum' : 'datums'}`,
          );
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={onOpenChange}
        title={
          deleting
            ? `Weet je zeker dat je ${deleting.type} van ${formatDate(deleting.date)} wilt verwijderen?`
            : undefined
        }
        description="Deze actie kan niet ongedaan worden gemaakt."
        confirmLabel="Verwijderen"
        destructive
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
        error={dialogError}
        returnFocusTo={focusAfterDelete}
      />
      <ConfirmDialog
        open={dialog?.kind === 'submit'}
        onOpenChange={onOpenChange}
        title="Je staat op het punt je declaratie van deze maand in te dienen!"
        description={`Na het indienen kun je ${monthInText} niet meer wijzigen, tenzij de declaratie wordt afgekeurd.`}
        onConfirm={confirmSubmit}
        error={dialogError}
      />
    </div>
  );
}
