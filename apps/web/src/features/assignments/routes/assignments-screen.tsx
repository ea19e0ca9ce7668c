import { isStaff, opdrachtenLabel } from '@portal/contract/rules';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useQueryState } from '@/shared/routing/use-query-state';
import { useSession } from '@/shared/session/session-context';
import { buttonClasses } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { cx } from '@/shared/ui/class-names';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { useAssignments } from '../api/get-assignments';
import { useNameLookups } from '../api/use-name-lookups';
import { AssignmentFilterBlock } from '../components/assignment-filters';
import { AssignmentTable, AssignmentTableSkeleton } from '../components/assignment-table';
import { matchesFilters, readFilters, toRow, totalLabel, writeFilters } from '../model';
import { NEW_ASSIGNMENT_PATH } from '../paths';

const NO_ROLES: readonly string[] = [];

/**
 * /portal/opdrachten (SPEC §2 "Assignments list"): the manager view for staff, with "Nieuwe
 * opdracht", and the own view for professionals. Which assignments come is the server's rule;
 * the status and keyword filter what came (SPEC §4).
 */
export function AssignmentsScreen() {
  const id = useId();
  const roles = useSession((state) => state.user?.roles) ?? NO_ROLES;
  const manager = isStaff(roles);
  const [filters, setFilters] = useQueryState(readFilters, writeFilters);
  const assignments = useAssignments();
  const lookups = useNameLookups();

  const rows = useMemo(
    () =>
      (assignments.data ?? [])
        .filter((assignment) => matchesFilters(assignment, filters))
        .map((assignment) => toRow(assignment, lookups)),
    [assignments.data, filters, lookups],
  );

  let content;
  if (assignments.isPending) content = <AssignmentTableSkeleton />;
  else if (assignments.isError) {
    content = (
      <RetryNotice query={assignments}>De opdrachten konden niet worden geladen.</RetryNotice>
    );
  } else if (rows.length > 0) content = <AssignmentTable rows={rows} />;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink">{opdrachtenLabel(roles)}</h1>
      {manager && (
        <Card
          aria-labelledby={`${id}-new`}
          className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <h2 id={`${id}-new`} className="text-lg font-semibold text-ink">
            Nieuwe opdracht
          </h2>
          <Link to={NEW_ASSIGNMENT_PATH} className={buttonClasses('primary')}>
            Opdracht toevoegen
          </Link>
        </Card>
      )}
      <AssignmentFilterBlock
        title={manager ? 'Filter opdrachten' : 'Filter mijn opdrachten'}
        filters={filters}
        onChange={setFilters}
      />
      <Card aria-labelledby={`${id}-list`} className="space-y-4">
        <h2 id={`${id}-list`} className="sr-only">
          {manager ? 'Opdrachten' : 'Mijn opdrachten'}
        </h2>
        {content}
        {/* One live line that stays in the page, so a new count after filtering is announced. */}
        <p
          aria-live="polite"
          className={cx(
            'text-sm text-muted',
            assignments.isSuccess &&
              rows.length === 0 &&
              'rounded-md border border-dashed border-line p-6 text-center text-base',
          )}
        >
          {assignments.isSuccess && totalLabel(rows.length)}
        </p>
      </Card>
    </div>
  );
}
