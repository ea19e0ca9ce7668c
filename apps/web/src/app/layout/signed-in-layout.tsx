import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRuntimeConfig } from '@/shared/config/runtime-config-context';
import { useSession } from '@/shared/session/session-context';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

/** SPEC §2 Layout (signed in): sidebar, top bar and the page. */
export function SignedInLayout() {
  const { productName } = useRuntimeConfig();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  // After a client-side navigation, put keyboard and screen-reader users at the new content
  // instead of leaving focus on the link they followed.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    main.current?.focus();
  }, [pathname]);

  // Also the frame shown while the first screen loads (routes.tsx): a signed-out start, about
  // to be sent to the login page, gets no glimpse of it.
  const signedIn = useSession((state) => state.token !== null);
  if (!signedIn) return null;

  return (
    <div className="min-h-dvh bg-surface nav:grid nav:grid-cols-[16rem_minmax(0,1fr)]">
      {/* Off-screen until focused; unlike sr-only it keeps its padding when it slides in. */}
      <a
        href="#inhoud"
        className="fixed top-2 left-2 z-50 -translate-y-[200%] rounded-md bg-white px-4 py-2 text-sm font-semibold text-accent shadow-md focus:translate-y-0"
      >
        Naar de inhoud
      </a>
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 overflow-y-auto border-r border-line bg-white p-4 nav:flex">
        <p className="px-3 pt-2 text-lg font-semibold text-accent">{productName}</p>
        <SidebarNav />
      </aside>
      <div className="flex min-w-0 flex-col">
        <TopBar />
        <main id="inhoud" ref={main} tabIndex={-1} className="flex-1 p-4 outline-none nav:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
