import { Navigate, Route, Routes, useParams } from 'react-router';
import { useSession } from '@/shared/session/session-context';
import { Card } from '@/shared/ui/card';
import { BeheerMenu } from '../components/beheer-menu';
import { canWriteBeheer, findSection, visibleSections } from '../model/sections';
import { AuditLogScreen } from './audit-log-screen';
import { CategoriesScreen } from './categories-screen';
import { ContactsScreen } from './contacts-screen';
import { ContentEditScreen } from './content-edit-screen';
import { ContentListScreen } from './content-list-screen';
import { DeclarationsSectionScreen } from './declarations-section';
import { DirectLinksScreen } from './direct-links-screen';
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

function SectionScreen({ canWrite, roles }: { canWrite: boolean; roles: readonly string[] }) {
  const section = findSection(useParams().section);
  // Part 2's sections (issue 13) are not every Beheer role's: editors do not see them.
  if (section && 'allowed' in section && !section.allowed(roles)) return <UnknownSection />;
  switch (section?.kind) {
    case 'content':
      return <ContentListScreen key={section.slug} section={section} canWrite={canWrite} />;
    case 'categories':
      return <CategoriesScreen canWrite={canWrite} />;
    case 'direct-links':
      return <DirectLinksScreen canWrite={canWrite} />;
    case 'contacts':
      return <ContactsScreen canWrite={canWrite} />;
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

function ItemScreen({ canWrite }: { canWrite: boolean }) {
  const params = useParams();
  const section = findSection(params.section);
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
          <Route path=":section" element={<SectionScreen canWrite={canWrite} roles={roles} />} />
          <Route path=":section/:itemId" element={<ItemScreen canWrite={canWrite} />} />
          <Route path="*" element={<UnknownSection />} />
        </Routes>
      </div>
    </div>
  );
}
