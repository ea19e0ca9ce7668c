import { Navigate, Route, Routes, useParams } from 'react-router';
import { useSession } from '@/shared/session/session-context';
import { Card } from '@/shared/ui/card';
import { BeheerMenu } from '../components/beheer-menu';
import { canWriteBeheer, findSection, managesPeople, visibleSections } from '../model/sections';
import { CategoriesScreen } from './categories-screen';
import { ContactsScreen } from './contacts-screen';
import { ContentEditScreen } from './content-edit-screen';
import { ContentListScreen } from './content-list-screen';
import { DirectLinksScreen } from './direct-links-screen';
import { PeopleScreen } from './people-screen';
import { PersonEditScreen } from './person-edit-screen';

const NO_ROLES: readonly string[] = [];

function UnknownSection() {
  return (
    <Card>
      <h1 className="text-xl font-semibold text-ink">Dit onderdeel bestaat niet.</h1>
      <p className="mt-2 text-muted">Kies een onderdeel in het menu.</p>
    </Card>
  );
}

/** Part 2 (issue 13): only the people managers reach these sections. */
function usePart2Allowed() {
  return managesPeople(useSession((state) => state.user?.roles) ?? NO_ROLES);
}

function SectionScreen({ canWrite }: { canWrite: boolean }) {
  const section = findSection(useParams().section);
  const part2 = usePart2Allowed();
  switch (section?.kind) {
    case 'people':
      return part2 ? <PeopleScreen /> : <UnknownSection />;
    case 'content':
      return <ContentListScreen key={section.slug} section={section} canWrite={canWrite} />;
    case 'categories':
      return <CategoriesScreen canWrite={canWrite} />;
    case 'direct-links':
      return <DirectLinksScreen canWrite={canWrite} />;
    case 'contacts':
      return <ContactsScreen canWrite={canWrite} />;
    default:
      return <UnknownSection />;
  }
}

function ItemScreen({ canWrite }: { canWrite: boolean }) {
  const params = useParams();
  const section = findSection(params.section);
  const part2 = usePart2Allowed();
  if (section?.kind === 'people' && part2) {
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
          <Route path=":section" element={<SectionScreen canWrite={canWrite} />} />
          <Route path=":section/:itemId" element={<ItemScreen canWrite={canWrite} />} />
          <Route path="*" element={<UnknownSection />} />
        </Routes>
      </div>
    </div>
  );
}
