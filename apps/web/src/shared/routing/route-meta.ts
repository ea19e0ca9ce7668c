import { useMatches } from 'react-router';

/** Title and description a route carries in its `handle` (SPEC §2: set on each navigation). */
export interface RouteMeta {
  title: string;
  description: string;
}

function metaOf(handle: unknown): RouteMeta | null {
  const meta = (handle as { meta?: RouteMeta } | null | undefined)?.meta;
  return meta && typeof meta.title === 'string' ? meta : null;
}

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const meta = metaOf(matches[index]?.handle);
    if (meta) return meta;
  }
  return null;
}
