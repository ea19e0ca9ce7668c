import { URENMETER_CEILING } from '@portal/contract/rules';
import { formatNumber } from '@/shared/format/number';
import { useTopBarTitle } from '@/shared/routing/page-title';
import { useRouteMeta } from '@/shared/routing/route-meta';
import { SearchBox } from '@/features/search/components/search-box';
import { useSession } from '@/shared/session/session-context';
import { MobileNav } from './mobile-nav';
import { UserMenu } from './user-menu';

/** SPEC §2 top bar. The page's h1 lives in the page; here the title is plain text. */
export function TopBar() {
  const meta = useRouteMeta();
  const ownTitle = useTopBarTitle();
  const user = useSession((state) => state.user);
  return (
    <header className="relative flex flex-wrap items-center gap-2 border-b border-line bg-white px-4 py-3 sm:gap-3 nav:px-6">
      <MobileNav />
      <p className="min-w-0 flex-1 text-lg font-semibold break-words text-ink">
        {ownTitle ?? meta?.title}
      </p>
      {user?.urenmeter_enabled && (
        <p className="order-last basis-full rounded-md bg-accent-soft px-3 py-1.5 text-sm text-ink sm:order-none sm:basis-auto">
          Uren bonus: {formatNumber(user.urenmeter)} van de {URENMETER_CEILING} uur
        </p>
      )}
      {user && <SearchBox />}
      {user && <UserMenu user={user} />}
    </header>
  );
}
