import { useSession } from '@/shared/session/session-context';
import { BlockBoundary } from '@/shared/ui/block-boundary';
import { ActionsNeeded } from '../components/actions-needed';
import { DirectLinks } from '../components/direct-links';
import { LatestNews } from '../components/latest-news';
import { MoodCard } from '../components/mood-card';

/**
 * /portal/dashboard (SPEC §2 "Dashboard"): what needs the user (issue 26, only when something
 * does), quick links, the weekly check-in, the latest news.
 */
export function DashboardScreen() {
  const user = useSession((state) => state.user);
  const name = user?.firstName || user?.displayName;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold text-ink">Dashboard</h1>
        {name && <p className="text-muted">Welkom terug, {name}.</p>}
      </div>
      {user && (
        <BlockBoundary name="Actie nodig">
          <ActionsNeeded userId={user.id} />
        </BlockBoundary>
      )}
      <BlockBoundary name="Direct naar">
        <DirectLinks />
      </BlockBoundary>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        {user && (
          <BlockBoundary name="de check-in">
            <MoodCard user={user} />
          </BlockBoundary>
        )}
        <BlockBoundary name="het laatste nieuws">
          <LatestNews />
        </BlockBoundary>
      </div>
    </div>
  );
}
