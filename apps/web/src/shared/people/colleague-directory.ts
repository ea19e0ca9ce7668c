import { COLLEAGUE_ROLES, type Colleague } from '@portal/contract';
import { listFiles } from '@portal/contract/endpoints/files';
import { listUsers } from '@portal/contract/endpoints/users';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { requestWpPage } from '@/shared/api/wp-page';

/**
 * The colleague directory's list (SPEC §2 "Colleagues", §7): who it lists and how it is asked.
 * Shared by the directory (features/colleagues) and the search's "Collega's" group (issue 25
 * item 14), so both find exactly the same people: the server lists the active users of these
 * roles, the same for everyone signed in.
 */

/** SPEC §9: 100 per page. */
export const COLLEAGUES_PER_PAGE = 100;

export interface ColleagueFilters {
  /** Functie id, or null for every functie. */
  functie: number | null;
  opdrachtgever: number | null;
  /** Name search, as typed. */
  search: string;
}

export const NO_FILTERS: ColleagueFilters = { functie: null, opdrachtgever: null, search: '' };

/** The directory's address for a name (features/colleagues reads `zoek` as its name filter). */
export const DIRECTORY_PATH = '/portal/collegas';
export const directoryPathFor = (name: string) =>
  `${DIRECTORY_PATH}?zoek=${encodeURIComponent(name)}`;

export const colleagueKeys = {
  all: ['colleagues'] as const,
  list: (filters: ColleagueFilters) =>
    ['colleagues', 'list', filters.search, filters.functie, filters.opdrachtgever] as const,
};

export interface ColleaguePage {
  items: Colleague[];
  total: number;
  /** Picture file id to its signed link (an <img src> carries no bearer token). */
  pictures: Record<number, string>;
}

/**
 * The signed links of a page's pictures, one call for the page. Without them the cards show
 * their empty circles: a picture is not worth failing the page for.
 */
async function pictureLinks(
  api: ApiClient,
  items: readonly Colleague[],
  signal: AbortSignal,
): Promise<Record<number, string>> {
  const ids = [...new Set(items.flatMap((item) => item.acf.public_picture ?? []))];
  if (ids.length === 0) return {};
  try {
    const files = await api.call(listFiles, { query: { include: ids }, signal });
    return Object.fromEntries(files.map((file) => [file.id, file.source_url]));
  } catch (error) {
    if (signal.aborted) throw error;
    console.error('Fout bij ophalen van bestanden', error);
    return {};
  }
}

/**
 * SPEC §7 "Colleagues": roles beheerder, medewerker and professional, by name ascending, 100 a
 * page, paged until an empty page. The filters are the server's: the name search, and functie
 * and opdrachtgever as acf_functie and acf_opdrachtgevers, so a narrow filter loads only its
 * colleagues and the total counts them. `filters.search` comes trimmed.
 */
export function colleaguesQueryOptions(api: ApiClient, filters: ColleagueFilters) {
  const { search, functie, opdrachtgever } = filters;
  return infiniteQueryOptions({
    queryKey: colleagueKeys.list(filters),
    queryFn: async ({ pageParam, signal }): Promise<ColleaguePage> => {
      const page = await requestWpPage(api, listUsers, {
        query: {
          roles: [...COLLEAGUE_ROLES],
          orderby: 'name',
          order: 'asc',
          per_page: COLLEAGUES_PER_PAGE,
          page: pageParam,
          ...(search ? { search } : {}),
          ...(functie !== null ? { acf_functie: [functie] } : {}),
          ...(opdrachtgever !== null ? { acf_opdrachtgevers: [opdrachtgever] } : {}),
        },
        signal,
      });
      return {
        items: page.items,
        total: page.total,
        pictures: await pictureLinks(api, page.items, signal),
      };
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.items.length > 0 ? lastPageParam + 1 : undefined,
    meta: { errorMessage: 'Error fetching users' },
    // The picture links are signed for 10 minutes.
    staleTime: 5 * 60_000,
  });
}

/**
 * The colleagues the directory lists for a name (issue 25 item 14: the search's "Collega's"):
 * the directory's own query with only its name filter, so the search finds exactly whom the
 * directory shows for it, and opening the directory with that name reuses the answer.
 */
export function useColleagueNameSearch(name: string, enabled: boolean) {
  return useInfiniteQuery({
    ...colleaguesQueryOptions(useApiClient(), { ...NO_FILTERS, search: name }),
    enabled,
  });
}
