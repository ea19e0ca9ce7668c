import { Link } from 'react-router';
import { buttonClasses } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { sectionPath, DECLARATIONS_SECTIONS } from '../model/sections';

const payroll = DECLARATIONS_SECTIONS.find((section) => section.kind === 'payroll')!;

/** Beheer > Declaraties: the way to the review queue (with bulk approve) and the export. */
export function DeclarationsSectionScreen() {
  return (
    <Card className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink">Declaraties</h1>
      <p className="text-muted">
        Keur ingediende maanden goed of af in de beoordelingslijst; selecteer meerdere maanden om ze
        in één keer goed te keuren. Goedgekeurde maanden gaan met de salarisexport naar de
        salarisadministratie.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/portal/declaraties/beoordelen" className={buttonClasses()}>
          Naar de beoordelingslijst
        </Link>
        <Link to={sectionPath(payroll)} className={buttonClasses('secondary')}>
          Naar de salarisexport
        </Link>
      </div>
    </Card>
  );
}
