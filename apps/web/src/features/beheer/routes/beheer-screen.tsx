import { Navigate, Route, Routes, useParams } from 'react-router';
import { useSession } from '@/shared/session/session-context';
import { Card } from '@/shared/ui/card';
import { BeheerMenu } from '../components/beheer-menu';
import {
  canWriteBeheer,
  findSection,
  visibleSections,
  type BeheerSection,
} from '../model/sections';
import { AuditLogScreen } from './audit-log-screen';
import { CategoriesScreen } from './categories-screen';
import { ContactsScreen } from './contacts-screen';
import { ContentEditScreen } from './content-edit-screen';
import { ContentListScreen } from './content-list-screen';
import { DeclarationsSectionScreen } from './declarations-section';
import { DirectLinksScreen } from './direct-links-screen';
// Issue 13 point 2 (reference data).
import { DeclarationTypesScreen } from './declaration-types-screen';
import { KilometerRatesScreen } from './kilometer-rates-screen';
import { ReferenceItemsScreen } from './reference-items-screen';
// Issue 13 point 1 (people).
import { PeopleScreen } from './people-screen';
import { PersonEditScreen } from './person-edit-screen';
// Issue 13 (declarations, payroll export, moods).
import { PayrollScreen } from './payroll-screen';
import { MoodOverviewScreen } from './mood-overview-screen';

const NO_ROLES: readonly string[] = [];

function UnknownSection() {
  return (
    <Card>
      <h1 className="text-xl font-semibold text-ink">Dit onderdeel bestaat niet.</h1>
      <p className="mt-2 text-muted">Kies een onderdeel in het menu.</p>
    </Card>
  );
}

function SectionScreen({
  canWrite,
  sections,
}: {
  canWrite: boolean;
  sections: readonly BeheerSection[];
}) {
  const found = findSection(useParams().section);
  // A section outside the user's menu (an editor on Functies) does not exist for them.
  const section = found && sections.includes(found) ? found : undefined;
  switch (section?.kind) {
    // Issue 13 (people and reference data): only administrator and beheerder have these.
    case 'people':
      return <PeopleScreen />;
    case 'content':
      return <ContentListScreen key={section.slug} section={section} canWrite={canWrite} />;
    case 'categories':
      return <CategoriesScreen canWrite={canWrite} />;
    case 'direct-links':
      return <DirectLinksScreen canWrite={canWrite} />;
    case 'contacts':
      return <ContactsScreen canWrite={canWrite} />;
    case 'reference':
      return <ReferenceItemsScreen key={section.slug} section={section} />;
    case 'declaration-types':
      return <DeclarationTypesScreen />;
    case 'kilometer-rates':
      return <KilometerRatesScreen />;
    case 'declarations':
      return <DeclarationsSectionScreen />;
    case 'payroll':
      return <PayrollScreen />;
    case 'mood':
      return <MoodOverviewScreen />;
    case 'audit':
      return <AuditLogScreen />;
    default:
      return <UnknownSection />;
  }
}

function ItemScreen({
  canWrite,
  sections,
}: {
  canWrite: boolean;
  sections: readonly BeheerSection[];
}) {
  const params = useParams();
  const found = findSection(params.section);
  const section = found && sections.includes(found) ? found : undefined;
  if (section?.kind === 'people') {
    return <PersonEditScreen key={params.itemId} itemId={params.itemId ?? ''} />;
  }
  if (section?.kind !== 'content') return <UnknownSection />;
  return (
    <ContentEditScreen
      key={`${section.slug}/${params.itemId}`}
      section={section}
      itemId={params.itemId ?? ''}
      canWrite={canWrite}
    />
  );
}

/**
 * /portal/beheer (the default ADMIN_URL): the content of the intranet, for administrator and
 * editor; a beheerder sees it read-only. The route table lets only those roles in.
 */
export function BeheerScreen() {
  const roles = useSession((state) => state.user?.roles) ?? NO_ROLES;
  const sections = visibleSections(roles);
  const canWrite = canWriteBeheer(roles);
  return (
    <div className="grid gap-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
      <BeheerMenu sections={sections} />
      <div className="min-w-0 space-y-4">
        <Routes>
          <Route index element={<Navigate to="nieuws" replace />} />
          <Route
            path=":section"
            element={<SectionScreen canWrite={canWrite} sections={sections} />}
          />
          <Route
            path=":section/:itemId"
            element={<ItemScreen canWrite={canWrite} sections={sections} />}
          />
          <Route path="*" element={<UnknownSection />} />
        </Routes>
      </div>
    </div>
  );
}
