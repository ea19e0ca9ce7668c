import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { useSession } from '@/shared/session/session-context';

/** Title and description a route carries in its `handle` (SPEC §2: set on each navigation). */
export interface RouteMeta {
  title: string;
  description: string;
  /**
   * A title that depends on the user's roles (SPEC §2: "Mijn opdrachten" for professionals),
   * so the browser tab and the top bar say what the sidebar says.
   */
  titleFor?: (roles: readonly string[]) => string;
}

function metaOf(handle: unknown): RouteMeta | null {
  const meta = (handle as { meta?: RouteMeta } | null | undefined)?.meta;
  return meta && typeof meta.title === 'string' ? meta : null;
}

const NO_ROLES: readonly string[] = [];

/** The meta of the deepest matched route that has one, its title made for the user's roles. */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  const roles = useSession((state) => state.user?.roles) ?? NO_ROLES;
  let meta: RouteMeta | null = null;
  for (let index = matches.length - 1; index >= 0 && !meta; index -= 1) {
    meta = metaOf(matches[index]?.handle);
  }
  // One object per route and roles: the document title's effect runs on a change only.
  return useMemo(
    () => (meta?.titleFor ? { ...meta, title: meta.titleFor(roles) } : meta),
    [meta, roles],
  );
}
