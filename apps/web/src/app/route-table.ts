import {
  canReviewDeclarations,
  isStaff,
  opdrachtenLabel,
  seesAssignments,
} from '@portal/contract/rules';
import type { ComponentType } from 'react';
import type { RouteMeta } from '@/shared/routing/route-meta';
import type { ScreenPrefetch } from '@/shared/routing/screen-prefetch';

/** One signed-in screen (SPEC §2): where it lives, how it is titled, whether the sidebar lists it. */
export interface PortalRoute extends RouteMeta {
  id: string;
  /** react-router path; `?` marks an optional segment. */
  path: string;
  sidebar?: {
    href: string;
    /** A function when the label depends on the user's roles. */
    label: string | ((roles: readonly string[]) => string);
  };
  /** Loaded on first visit, so the login page does not carry the signed-in screens. */
  screen: () => Promise<ComponentType>;
  /**
   * The screen's first queries, started while its code loads (see routes.tsx): they start
   * sooner, and a screen whose data is there at first render shows no skeleton that then grows.
   */
  prefetch?: () => Promise<ScreenPrefetch>;
  /** Only these users may open the route (and see its sidebar entry); others go to the dashboard. */
  allowed?: (roles: readonly string[]) => boolean;
}

const dashboard = () =>
  import('@/features/dashboard/routes/dashboard-screen').then((module) => module.DashboardScreen);

const declarationsOverview = () =>
  import('@/features/declarations/routes/overview-screen').then(
    (module) => module.DeclarationsOverviewScreen,
  );

export const NOT_FOUND_META: RouteMeta = {
  title: 'Pagina niet gevonden',
  description: 'Deze pagina bestaat niet (meer).',
};

/** In sidebar order; routes without `sidebar` sit next to the entry they belong to. */
export const SIGNED_IN_ROUTES: readonly PortalRoute[] = [
  {
    id: 'dashboard',
    path: '/portal/dashboard',
    title: 'Dashboard',
    description: 'Je startpunt: snelkoppelingen, je wekelijkse check-in en het laatste nieuws.',
    sidebar: { href: '/portal/dashboard', label: 'Dashboard' },
    screen: dashboard,
    prefetch: () =>
      import('@/features/dashboard/prefetch').then((module) => module.prefetchDashboard),
  },
  {
    id: 'nieuws',
    path: '/portal/nieuws',
    title: 'Nieuws',
    description: 'Het laatste nieuws van de organisatie.',
    sidebar: { href: '/portal/nieuws', label: 'Nieuws' },
    screen: () =>
      import('@/features/news/routes/news-list-screen').then((module) => module.NewsListScreen),
  },
  {
    id: 'nieuws-item',
    path: '/portal/nieuws/:nieuwsItem',
    title: 'Nieuwsbericht',
    description: 'Lees het volledige nieuwsbericht.',
    screen: () =>
      import('@/features/news/routes/news-item-screen').then((module) => module.NewsItemScreen),
  },
  {
    id: 'arbeidsvoorwaarden',
    path: '/portal/arbeidsvoorwaarden/:categoryId?',
    title: 'Arbeidsvoorwaarden',
    description: 'Regelingen en documenten over je arbeidsvoorwaarden, per categorie.',
    sidebar: { href: '/portal/arbeidsvoorwaarden', label: 'Arbeidsvoorwaarden' },
    screen: () =>
      import('@/features/handbook/routes/handbook-screen').then(
        (module) => module.TermsOfEmploymentScreen,
      ),
  },
  {
    id: 'hoe-het-werkt',
    path: '/portal/hoe-het-werkt/:categoryId?',
    title: 'Hoe het werkt',
    description: 'Uitleg over werkwijzen en procedures, per categorie.',
    sidebar: { href: '/portal/hoe-het-werkt', label: 'Hoe het werkt' },
    screen: () =>
      import('@/features/handbook/routes/handbook-screen').then(
        (module) => module.KnowledgeBaseScreen,
      ),
  },
  {
    id: 'bibliotheek',
    path: '/portal/bibliotheek',
    title: 'Bibliotheek',
    description: 'Documenten om te downloaden en contactpersonen voor je vragen.',
    sidebar: { href: '/portal/bibliotheek', label: 'Bibliotheek' },
    screen: () =>
      import('@/features/library/routes/library-screen').then((module) => module.LibraryScreen),
  },
  {
    id: 'zoeken',
    path: '/portal/zoeken',
    title: 'Zoeken',
    description: 'Zoek in het nieuws, de arbeidsvoorwaarden, hoe het werkt en de bibliotheek.',
    screen: () =>
      import('@/features/search/routes/search-screen').then((module) => module.SearchScreen),
  },
  {
    // Issue 26: the bell's "Alle meldingen"; the bell is its entry, not the sidebar.
    id: 'meldingen',
    path: '/portal/meldingen',
    title: 'Meldingen',
    description: 'Wat er voor je is gebeurd en wat op je wacht, nieuwste eerst.',
    screen: () =>
      import('@/features/notifications/routes/notifications-screen').then(
        (module) => module.NotificationsScreen,
      ),
  },
  {
    id: 'collegas',
    path: '/portal/collegas',
    title: "Collega's",
    description: "Wie is wie: zoek collega's op functie en opdrachtgever.",
    sidebar: { href: '/portal/collegas', label: "Collega's" },
    screen: () =>
      import('@/features/colleagues/routes/colleagues-screen').then(
        (module) => module.ColleaguesScreen,
      ),
    prefetch: () =>
      import('@/features/colleagues/prefetch').then((module) => module.prefetchColleagues),
  },
  {
    id: 'opdrachten',
    path: '/portal/opdrachten',
    title: 'Opdrachten',
    // The tab, the top bar and the heading say what the sidebar says: the label of the view
    // ("Mijn opdrachten" for a professional's own).
    titleFor: opdrachtenLabel,
    description: 'Overzicht van opdrachten met hun status.',
    sidebar: { href: '/portal/opdrachten', label: opdrachtenLabel },
    screen: () =>
      import('@/features/assignments/routes/assignments-screen').then(
        (module) => module.AssignmentsScreen,
      ),
    prefetch: () =>
      import('@/features/assignments/prefetch').then((module) => module.prefetchAssignments),
    // No entry that could only be empty (issue 25 item 12): an editor has no assignments.
    allowed: seesAssignments,
  },
  {
    // A static segment outranks :opdracht in react-router, so "nieuw" is never read as an id.
    id: 'opdracht-nieuw',
    path: '/portal/opdrachten/nieuw',
    title: 'Nieuwe opdracht',
    description: 'Voeg een opdracht toe voor een professional.',
    screen: () =>
      import('@/features/assignments/routes/new-assignment-screen').then(
        (module) => module.NewAssignmentScreen,
      ),
    allowed: isStaff,
  },
  {
    id: 'opdracht',
    path: '/portal/opdrachten/:opdracht',
    title: 'Opdracht evalueren',
    description: 'Bekijk de opdracht en vul de kwartaalevaluatie in.',
    screen: () =>
      import('@/features/assignments/routes/assignment-screen').then(
        (module) => module.AssignmentScreen,
      ),
    prefetch: () =>
      import('@/features/assignments/prefetch').then((module) => module.prefetchAssignment),
    allowed: seesAssignments,
  },
  {
    // Issue 13 (h6): a consultant's mood overview of their professionals.
    id: 'stemming',
    path: '/portal/stemming',
    title: 'Stemming',
    description: 'Hoe je professionals hun opdracht ervaren, per week, en wat je nog opvolgt.',
    sidebar: { href: '/portal/stemming', label: 'Stemming' },
    screen: () =>
      import('@/features/beheer/routes/mood-overview-screen').then(
        (module) => module.MoodOverviewScreen,
      ),
    allowed: canReviewDeclarations,
  },
  {
    id: 'declaraties',
    path: '/portal/declaraties',
    title: 'Declaraties',
    description: 'Dien per maand je onkosten en kilometers in.',
    sidebar: { href: '/portal/declaraties', label: 'Declaraties' },
    screen: declarationsOverview,
  },
  {
    // A static segment outranks :jaar in react-router, so this never reads as a year.
    id: 'declaraties-beoordelen',
    path: '/portal/declaraties/beoordelen',
    title: 'Declaraties beoordelen',
    description: 'Ingediende declaraties van je medewerkers goedkeuren of afkeuren.',
    sidebar: { href: '/portal/declaraties/beoordelen', label: 'Beoordelen' },
    screen: () =>
      import('@/features/declarations/routes/review-screen').then((module) => module.ReviewScreen),
    allowed: canReviewDeclarations,
  },
  {
    id: 'declaraties-beoordelen-maand',
    path: '/portal/declaraties/beoordelen/:maandId',
    title: 'Declaratie beoordelen',
    description: 'Een ingediende maand bekijken en goedkeuren of afkeuren.',
    screen: () =>
      import('@/features/declarations/routes/review-month-screen').then(
        (module) => module.ReviewMonthScreen,
      ),
    allowed: canReviewDeclarations,
  },
  {
    id: 'declaraties-jaar',
    path: '/portal/declaraties/:jaar',
    title: 'Declaraties per jaar',
    description: 'Je declaraties van een jaar, per maand.',
    screen: declarationsOverview,
  },
  {
    id: 'declaraties-maand',
    path: '/portal/declaraties/:jaar/:maand',
    title: 'Declaraties van de maand',
    description: 'Je declaratieregels van een maand: toevoegen, bekijken en indienen.',
    screen: () =>
      import('@/features/declarations/routes/month-screen').then((module) => module.MonthScreen),
    prefetch: () =>
      import('@/features/declarations/prefetch').then((module) => module.prefetchMonth),
  },
  {
    id: 'profiel',
    path: '/portal/profiel',
    title: 'Profiel',
    description: 'Je persoonlijke gegevens, wachtwoord en profielfoto.',
    sidebar: { href: '/portal/profiel', label: 'Profiel' },
    screen: () =>
      import('@/features/profile/routes/profile-screen').then((module) => module.ProfileScreen),
    prefetch: () => import('@/features/profile/prefetch').then((module) => module.prefetchProfile),
  },
  {
    // The default admin area when the server's adminUrl points inside the portal.
    id: 'beheer',
    // Beheer routes its sections itself (features/beheer/routes/beheer-screen.tsx).
    path: '/portal/beheer/*',
    title: 'Beheer',
    description: 'Beheer van het intranet: nieuws, handboeken, bibliotheek en snelkoppelingen.',
    screen: () =>
      import('@/features/beheer/routes/beheer-screen').then((module) => module.BeheerScreen),
    // No `allowed`: the screen tells anyone without Beheer "Je hebt geen toegang tot dit
    // onderdeel." (issue 25 item 12) instead of sending them to the dashboard.
  },
];

export interface SidebarItem {
  href: string;
  label: string;
}

/** The sidebar entries for a user with these roles, in table order. */
export function sidebarItems(
  routes: readonly PortalRoute[],
  roles: readonly string[],
): SidebarItem[] {
  return routes.flatMap(({ sidebar, allowed }) =>
    sidebar && (!allowed || allowed(roles))
      ? [
          {
            href: sidebar.href,
            label: typeof sidebar.label === 'string' ? sidebar.label : sidebar.label(roles),
          },
        ]
      : [],
  );
}

/**
 * The entry to mark as current: the longest href that is the path or a parent of it, so
 * /portal/declaraties/beoordelen marks "Beoordelen" and not also "Declaraties".
 */
export function activeSidebarHref(items: readonly SidebarItem[], pathname: string): string | null {
  let best: string | null = null;
  for (const { href } of items) {
    const matches = pathname === href || pathname.startsWith(`${href}/`);
    if (matches && (!best || href.length > best.length)) best = href;
  }
  return best;
}
