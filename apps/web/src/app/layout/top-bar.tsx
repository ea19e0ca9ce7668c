import { URENMETER_CEILING } from '@portal/contract/rules';
import { formatNumber } from '@/shared/format/number';
import { useTopBarTitle } from '@/shared/routing/page-title';
import { useRouteMeta } from '@/shared/routing/route-meta';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SearchBox } from '@/features/search/components/search-box';
import { useSession } from '@/shared/session/session-context';
import { MobileNav } from './mobile-nav';
import { UserMenu } from './user-menu';

/**
 * A title with a detail ("Declaraties – september 2026"): on a phone only its first part, as the
 * page's h1 names the detail and beside the menu, search, bell and avatar the whole title took
 * four lines. Wider, a wrap never starts a line with the dash.
 */
function TitleText({ title }: { title: string | undefined }) {
  if (!title) return null;
  const [first, ...rest] = title.split(' – ');
  if (rest.length === 0) return title;
  return (
    <>
      {first}
      <span className="max-sm:hidden">{`\u00a0– ${rest.join(' – ')}`}</span>
    </>
  );
}

/** SPEC §2 top bar. The page's h1 lives in the page; here the title is plain text. */
export function TopBar() {
  const meta = useRouteMeta();
  const ownTitle = useTopBarTitle();
  const user = useSession((state) => state.user);
  return (
    <header className="relative flex flex-wrap items-center gap-2 border-b border-line bg-white px-4 py-3 sm:gap-3 nav:px-6">
      <MobileNav />
      <p className="min-w-0 flex-1 text-lg leading-snug font-semibold text-balance break-words text-ink max-sm:text-base">
        <TitleText title={ownTitle ?? meta?.title} />
      </p>
      {user?.urenmeter_enabled && (
        <p className="order-last basis-full rounded-md bg-accent-soft px-3 py-1.5 text-sm text-ink sm:order-none sm:basis-auto">
          Uren bonus: {formatNumber(user.urenmeter)} van de {URENMETER_CEILING} uur
        </p>
      )}
      {user && (
        // Narrower from lg to 2xl than its own 20rem, so a month's title fits on one line
        // beside the hours box at 1280 px (issue 25).
        <div className="min-w-0 lg:[&_form]:w-64 2xl:[&_form]:w-80">
          <SearchBox />
        </div>
      )}
      {user && <NotificationBell />}
      {user && <UserMenu user={user} />}
    </header>
  );
}
