import { ASSIGNMENT_MESSAGES } from '@portal/contract/rules';
import { Link } from 'react-router';
import { buttonClasses } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Notice } from '@/shared/ui/notice';
import { useProfessionals } from '../api/get-professionals';
import { NewAssignmentForm } from '../components/new-assignment-form';
import { ASSIGNMENTS_PATH } from '../paths';

/**
 * /portal/opdrachten/nieuw (SPEC §2 "New assignment"), for staff (the route table sends others
 * to the dashboard), who choose from the professionals they manage.
 */
export function NewAssignmentScreen() {
  const professionals = useProfessionals();

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
