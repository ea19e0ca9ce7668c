import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { usePageTitle } from '@/shared/routing/page-title';
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

/** Why a section does not open: it does not exist, or it is not this user's (issue 25 item 12). */
function SectionRefused({
  reason,
  anySection,
}: {
  reason: 'unknown' | 'forbidden';
  anySection: boolean;
}) {
  usePageTitle(reason === 'unknown' ? 'Beheer: onderdeel niet gevonden' : 'Beheer: geen toegang');
  return (
    <Card>
      <h1 className="text-xl font-semibold text-ink">
        {reason === 'unknown'
          ? 'Dit onderdeel bestaat niet.'
          : 'Je hebt geen toegang tot dit onderdeel.'}
      </h1>
      {anySection ? (
        <p className="mt-2 text-muted">Kies een onderdeel in het menu.</p>
      ) : (
        <p className="mt-2">
          <Link to="/portal/dashboard">Naar het dashboard</Link>
        </p>
      )}
    </Card>
  );
}

/**
 * The section of the address when this user may open it; otherwise what to say instead. A
 * section outside the user's menu (an editor on Functies) exists, but not for them.
 */
function useSection(sections: readonly BeheerSection[], slug: string | undefined) {
  const found = findSection(slug);
  const section = found && sections.includes(found) ? found : undefined;
  const refused = (
    <SectionRefused reason={found ? 'forbidden' : 'unknown'} anySection={sections.length > 0} />
  );
  return { section, refused };
}

function SectionScreen({
  canWrite,
  sections,
}: {
  canWrite: boolean;
  sections: readonly BeheerSection[];
}) {
  const { section, refused } = useSection(sections, useParams().section);
  // Each section its own tab title (issue 25 item 12).
  usePageTitle(section ? `Beheer: ${section.label}` : null);
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
      return refused;
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
  const { section, refused } = useSection(sections, params.section);
  // A person's screen has the section's tab title. Not for a content item, which names itself
  // (ContentEditScreen): this parent's title would win, as effects run child first.
  usePageTitle(section?.kind === 'people' ? `Beheer: ${section.label}` : null);
  if (section?.kind === 'people') {
    return <PersonEditScreen key={params.itemId} itemId={params.itemId ?? ''} />;
  }
  if (section?.kind !== 'content')
    return section ? <SectionRefused reason="unknown" anySection /> : refused;
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
 * editor; a beheerder sees it read-only. Anyone else signed in who opens it is told it is not
 * theirs (issue 25 item 12) instead of landing elsewhere without a word.
 */
export function BeheerScreen() {
  const roles = useSession((state) => state.user?.roles) ?? NO_ROLES;
  const sections = visibleSections(roles);
  const canWrite = canWriteBeheer(roles);
  if (sections.length === 0) return <SectionRefused reason="forbidden" anySection={false} />;
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
          <Route
            path="*"
            element={<SectionRefused reason="unknown" anySection={sections.length > 0} />}
          />
        </Routes>
      </div>
    </div>
  );
}
