import { assignmentStatusLabel } from '@portal/contract/rules';
import { Badge } from '@/shared/ui/badge';
import { statusTone } from '../model';

/** SPEC §4: "Nog niet gestart" yellow, "Lopend" blue, "Afgerond" green, otherwise "Onbekend". */
export function AssignmentStatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{assignmentStatusLabel(status)}</Badge>;
}
