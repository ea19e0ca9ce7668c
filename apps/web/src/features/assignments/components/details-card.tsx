import type { Assignment } from '@portal/contract';
import {
  ASSIGNMENT_STATUSES,
  assignmentStatusLabel,
  isAssignmentStatus,
  type AssignmentStatus,
} from '@portal/contract/rules';
import { useId, useState, type ReactNode } from 'react';
import { formatDate } from '@/shared/format/date';
import { Button, buttonClasses } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { PLACEHOLDERS } from '../model';
import { AssignmentStatusBadge } from './status-badge';

interface DetailsCardProps {
  assignment: Assignment;
  /** False while the data (and its signed PDF link) is old enough for the link to expire. */
  pdfLinkFresh?: boolean;
  /** Staff change the status here; saving is the screen's (its notice bar reports it). */
  onStatusChange?: (status: AssignmentStatus) => Promise<unknown>;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

/** Staff's status choice and its own save button. */
function StatusChange({
  current,
  onChange,
}: {
  current: string;
  onChange(status: AssignmentStatus): Promise<unknown>;
}) {
  const id = useId();
  const [status, setStatus] = useState(current);
  const [busy, setBusy] = useState(false);
  // A saved (or refetched) status becomes the choice again.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setStatus(current);
  }
  return (
    <form
      className="space-y-2 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || !isAssignmentStatus(status) || status === current) return;
        setBusy(true);
        void onChange(status)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <label htmlFor={`${id}-status`} className={labelClasses}>
        Status wijzigen
      </label>
      <div className="flex gap-2">
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          className={inputClasses}
        >
          {!isAssignmentStatus(current) && <option value={current}>Onbekend</option>}
          {ASSIGNMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {assignmentStatusLabel(value)}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" busy={busy} disabled={status === current}>
          Wijzigen
        </Button>
      </div>
    </form>
  );
}

/** SPEC §2 side card "Opdracht details": status, dates and the PDF in a new tab. */
export function DetailsCard({ assignment, pdfLinkFresh = true, onStatusChange }: DetailsCardProps) {
  const id = useId();
  const { acf } = assignment;
  return (
    <Card aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Opdracht details
      </h2>
      <dl className="divide-y divide-line">
        <Line label="Professional">{acf.user?.display_name || PLACEHOLDERS.professional}</Line>
        <Line label="Status">
          <AssignmentStatusBadge status={acf.status} />
        </Line>
        <Line label="Startdatum">
          {acf.startdatum ? formatDate(acf.startdatum) : PLACEHOLDERS.startdatum}
        </Line>
        <Line label="Einddatum">
          {acf.einddatum ? formatDate(acf.einddatum) : PLACEHOLDERS.einddatum}
        </Line>
        <Line label="Bekijk PDF">
          {assignment.pdf_url && !pdfLinkFresh ? (
            <span className="text-muted" role="status">
              Link wordt vernieuwd…
            </span>
          ) : assignment.pdf_url ? (
            // The signed link opens without our bearer header; noopener keeps the tab apart.
            <a
              href={assignment.pdf_url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', undefined, 'sm')}
            >
              Bekijken
              <span className="sr-only"> (PDF, opent in een nieuw tabblad)</span>
            </a>
          ) : (
            <span className="text-muted">Niet beschikbaar</span>
          )}
        </Line>
      </dl>
      {onStatusChange && <StatusChange current={acf.status} onChange={onStatusChange} />}
    </Card>
  );
}
