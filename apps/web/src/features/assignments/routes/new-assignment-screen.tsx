import { ASSIGNMENT_MESSAGES } from '@portal/contract/rules';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-context';
import { buttonClasses } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Notice } from '@/shared/ui/notice';
import { useProfessionals } from '../api/get-professionals';
import { NewAssignmentForm } from '../components/new-assignment-form';
import { seesAllAssignments } from '../model';
import { ASSIGNMENTS_PATH } from '../paths';

const NO_ROLES: readonly string[] = [];

/**
 * /portal/opdrachten/nieuw (SPEC §2 "New assignment"), for staff (the route table sends others
 * to the dashboard). A medewerker chooses from the professionals they manage; beheerder and
 * administrator from every professional.
 */
export function NewAssignmentScreen() {
  const roles = useSession((state) => state.user?.roles) ?? NO_ROLES;
  const professionals = useProfessionals(seesAllAssignments(roles));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink">Nieuwe opdracht</h1>
      {professionals.isError && (
        <Notice tone="error">{ASSIGNMENT_MESSAGES.professionalsFailed}</Notice>
      )}
      <Card aria-label="Opdracht toevoegen" aria-busy={professionals.isPending}>
        {professionals.isError ? (
          <Link to={ASSIGNMENTS_PATH} className={buttonClasses('secondary')}>
            Annuleren
          </Link>
        ) : (
          <NewAssignmentForm
            professionals={professionals.data ?? []}
            loading={professionals.isPending}
          />
        )}
      </Card>
    </div>
  );
}
