import type { Assignment } from '@portal/contract';
import {
  ASSIGNMENT_MESSAGES,
  isStaff,
  quarterOf,
  todayInAmsterdam,
  type AssignmentStatus,
} from '@portal/contract/rules';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { usePageTitle } from '@/shared/routing/page-title';
import { useSession } from '@/shared/session/session-context';
import { ApiError } from '@/shared/api/api-error';
import { Card } from '@/shared/ui/card';
import { FlashNotice } from '@/shared/ui/flash-notice';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useAssignment } from '../api/get-assignment';
import { useManagedProfessionals } from '../api/get-viewer';
import { useUpdateAssignment } from '../api/update-assignment';
import { DetailsCard } from '../components/details-card';
import { EarlierQuarters } from '../components/earlier-quarters';
import { EvaluationForm } from '../components/evaluation-form';
import { evaluationView, textsOf, type EvaluationValues } from '../evaluation';
import { assignmentAccess, type Viewer } from '../model';
import { ASSIGNMENTS_PATH, parseAssignmentId } from '../paths';
import { useDetailNotice } from '../use-detail-notice';

const NO_ROLES: readonly string[] = [];
const NO_IDS: readonly number[] = [];

/**
 * /portal/opdrachten/{id} (SPEC §2 "Assignment detail and evaluation"). SPEC §5: whoever may not
 * open it, and any id that does not load, goes back to the list.
 */
export function AssignmentScreen() {
  const id = parseAssignmentId(useParams().opdracht);
  if (id === null) return <Navigate to={ASSIGNMENTS_PATH} replace />;
  return <AssignmentDetail key={id} id={id} />;
}

function AssignmentDetail({ id }: { id: number }) {
  const user = useSession((state) => state.user);
  const roles = user?.roles ?? NO_ROLES;
  const staff = isStaff(roles);
  const assignment = useAssignment(id);
  // Whose consultant a staff member is decides what they may do here (SPEC §5).
  const managed = useManagedProfessionals({ enabled: staff });
  usePageTitle(
    assignment.data ? assignment.data.title.rendered || ASSIGNMENT_MESSAGES.titleFallback : null,
  );

  if (!user || (assignment.isError && refused(assignment.error))) {
    return <Navigate to={ASSIGNMENTS_PATH} replace />;
  }
  // A server or network failure is no refusal: it is said, with a retry (issue 25 item 10).
  if (assignment.isError) {
    return (
      <div className="mx-auto max-w-7xl">
        <h1 className="sr-only">Opdracht</h1>
        <RetryNotice query={assignment}>De opdracht kon niet worden geladen.</RetryNotice>
      </div>
    );
  }
  if (assignment.isPending || (staff && managed.isPending)) return <DetailSkeleton />;
  const viewer: Viewer = { id: user.id, roles, managed: managed.data ?? NO_IDS };
  return (
    <DetailView assignment={assignment.data} viewer={viewer} pdfLinkFresh={!assignment.isStale} />
  );
}

/** A 4xx (not allowed, no such assignment) sends back to the list (SPEC §5). */
const refused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

const INTRO =
  'Elk kwartaal sta je met deze evaluatie stil bij je opdracht. Beschrijf hoe jij je ontwikkelt, hoe de opdracht verloopt en wat jouw meerwaarde is voor de opdrachtgever. Je consultant leest je evaluatie en bespreekt die met je. Sla je teksten op met "Opslaan"; met "Bekijk PDF" open je de evaluatie als PDF om te versturen of te printen.';

function DetailView({
  assignment,
  viewer,
  pdfLinkFresh,
}: {
  assignment: Assignment;
  viewer: Viewer;
  pdfLinkFresh: boolean;
}) {
  const access = assignmentAccess(assignment, viewer);
  const [currentQuarter] = useState(() => quarterOf(todayInAmsterdam()));
  const notice = useDetailNotice();
  const update = useUpdateAssignment(assignment.id);

  if (!access.canOpen) return <Navigate to={ASSIGNMENTS_PATH} replace />;
  const view = evaluationView(assignment, access, currentQuarter);

  /** Saves, then reports in the notice bar on top, scrolled into view (SPEC §8). */
  async function save(fields: Parameters<typeof update.mutateAsync>[0]) {
    try {
      const saved = await update.mutateAsync(fields);
      notice.show('success', ASSIGNMENT_MESSAGES.saved);
      return saved;
    } catch (error) {
      notice.show('error', ASSIGNMENT_MESSAGES.saveFailed);
      throw error;
    } finally {
      window.scrollTo({ top: 0 });
    }
  }

  // The form shows the texts as the server stored them (line ends and characters normalized).
  const saveEvaluation = async (values: EvaluationValues): Promise<EvaluationValues> =>
    textsOf((await save(values)).acf);
  const changeStatus = access.canChangeStatus
    ? (status: AssignmentStatus) => save({ status })
    : undefined;

  return (
    <div className="mx-auto max-w-7xl">
      <FlashNotice flash={notice.flash} onDismiss={notice.dismiss} className="mb-6 empty:mb-0" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <Card className="space-y-5">
            <h1 className="text-2xl font-semibold break-words text-ink">
              {assignment.title.rendered || ASSIGNMENT_MESSAGES.titleFallback}
            </h1>
            {access.isOwnerOrConsultant && <p className="text-muted">{INTRO}</p>}
            <EvaluationForm key={view.quarter ?? 'none'} view={view} onSave={saveEvaluation} />
          </Card>
          <EarlierQuarters evaluations={view.earlier} />
        </div>
        <div className="lg:sticky lg:top-4">
          <DetailsCard
            assignment={assignment}
            pdfLinkFresh={pdfLinkFresh}
            onStatusChange={changeStatus}
          />
        </div>
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <span className="sr-only">Opdracht laden...</span>
      <Card className="space-y-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-36 w-full" />
        ))}
      </Card>
      <Card className="space-y-3">
        <Skeleton className="h-6 w-1/2" />
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-5 w-full" />
        ))}
      </Card>
    </div>
  );
}
