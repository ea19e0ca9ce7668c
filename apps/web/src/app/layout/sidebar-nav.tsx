import { canSeeBeheer } from '@portal/contract/rules';
import { Link, useLocation } from 'react-router';
import { useRuntimeConfig } from '@/shared/config/runtime-config-context';
import { useSession } from '@/shared/session/session-context';
import { cx } from '@/shared/ui/class-names';
import { beheerLink } from '../beheer-link';
import { SIGNED_IN_ROUTES, activeSidebarHref, sidebarItems } from '../route-table';

const itemClasses = 'block rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-surface';

const activeClasses =
  'bg-accent-soft text-accent-strong shadow-[inset_3px_0_0_var(--color-accent)]';

const NO_ROLES: readonly string[] = [];

interface SidebarNavProps {
  /** Lets the mobile drawer close itself when a link is followed. */
  onNavigate?: () => void;
}

/** SPEC §2 Layout sidebar; also the content of the mobile drawer. */
export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const user = useSession((state) => state.user);
  const roles = user?.roles ?? NO_ROLES;
  const token = useSession((state) => state.token);
  const { adminUrl, websiteUrl } = useRuntimeConfig();
  const beheer = canSeeBeheer(roles) ? beheerLink(adminUrl, token) : null;
  const { pathname } = useLocation();
  const items = sidebarItems(SIGNED_IN_ROUTES, roles);
  const active = activeSidebarHref(items, pathname);
  const inBeheer =
    beheer?.inApp === true && (pathname === beheer.href || pathname.startsWith(`${beheer.href}/`));

  return (
    <nav aria-label="Hoofdmenu" className="flex flex-1 flex-col gap-6">
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.href}>
            {/* Not NavLink: it would mark every parent of the path, e.g. Declaraties on Beoordelen. */}
            <Link
              to={item.href}
              onClick={onNavigate}
              aria-current={item.href === active ? 'page' : undefined}
              className={cx(itemClasses, item.href === active && activeClasses)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-auto space-y-1 border-t border-line pt-4">
        {beheer && (
          <li>
            {beheer.inApp ? (
              <Link
                to={beheer.href}
                onClick={onNavigate}
                aria-current={inBeheer ? 'page' : undefined}
                className={cx(itemClasses, inBeheer && activeClasses)}
              >
                Beheer
              </Link>
            ) : (
              <a href={beheer.href} className={itemClasses}>
                Beheer
              </a>
            )}
          </li>
        )}
        <li>
          <a href={websiteUrl} className={itemClasses}>
            Terug naar de website
          </a>
        </li>
      </ul>
    </nav>
  );
}
