import type { ColleagueEdit, PersonCreate, PersonUpdate, Role } from '@portal/contract';
import { contentEndpoints } from '@portal/contract/endpoints/content';
import {
  createPerson,
  deactivatePerson,
  patchPerson,
  reactivatePerson,
  sendPersonSetPasswordLink,
} from '@portal/contract/endpoints/people';
import { getUser, listUsers } from '@portal/contract/endpoints/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAllUsers } from '@/shared/api/all-users';
import { useApiClient } from '@/shared/api/api-client-context';
import { requestWpPage, type WpPage } from '@/shared/api/wp-page';

/** Beheer "Mensen" (issue 13): the list, one person, the lookups and the writes. */

export const PEOPLE_PAGE_SIZE = 20;

export interface PeopleParams {
  page: number;
  search: string;
  role: string;
  functie: number | null;
  opdrachtgever: number | null;
  consultant: number | null;
  active: 'true' | 'false' | 'all';
}

const peopleKeys = {
  all: ['beheer', 'people'] as const,
  list: (params: PeopleParams) => ['beheer', 'people', 'list', params] as const,
  person: (id: number) => ['beheer', 'people', 'person', id] as const,
  consultants: ['beheer', 'people', 'consultants'] as const,
  search: ['beheer', 'people', 'search'] as const,
  byIds: ['beheer', 'people', 'by-ids'] as const,
};

export function usePeopleList(params: PeopleParams) {
  const api = useApiClient();
  return useQuery({
    queryKey: peopleKeys.list(params),
    queryFn: ({ signal }) =>
      requestWpPage(api, listUsers, {
        query: {
          context: 'edit',
          page: params.page,
          per_page: PEOPLE_PAGE_SIZE,
          active: params.active,
          ...(params.search.trim() ? { search: params.search.trim() } : {}),
          ...(params.role ? { roles: [params.role] } : {}),
          ...(params.functie ? { acf_functie: [params.functie] } : {}),
          ...(params.opdrachtgever ? { acf_opdrachtgevers: [params.opdrachtgever] } : {}),
          ...(params.consultant ? { owned_by: [params.consultant] } : {}),
        },
        signal,
      }) as unknown as Promise<WpPage<ColleagueEdit>>,
    meta: { errorMessage: 'Error fetching users' },
    placeholderData: keepPreviousData,
  });
}

export function usePerson(id: number | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: peopleKeys.person(id ?? 0),
    queryFn: ({ signal }) =>
      api.call(getUser, {
        params: { id: id ?? 0 },
        query: { context: 'edit' },
        signal,
      }) as unknown as Promise<ColleagueEdit>,
    enabled: id !== null,
    meta: { errorMessage: 'Error fetching user' },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** With their roles (the choices a beheerder may not make are shown closed); managers only. */
const MANAGED = { context: 'edit' } as const;

/** The deactivated too (the audit log names people who have left); people managers only. */
const EVERYONE = { ...MANAGED, active: 'all' } as const;

/**
 * Every consultant (medewerker), by name, every page: the filter's and the form's choices, with
 * their roles (a relation with an administrator is closed to a beheerder, issue 24).
 */
export function useConsultantOptions() {
  const api = useApiClient();
  return useQuery({
    queryKey: peopleKeys.consultants,
    queryFn: ({ signal }) =>
      fetchAllUsers(api, { ...MANAGED, roles: ['medewerker'] }, signal) as Promise<ColleagueEdit[]>,
    meta: { errorMessage: 'Error fetching users' },
    staleTime: 60_000,
  });
}

/** How many matches a people search shows; more are found by typing more of the name. */
export const PEOPLE_SEARCH_SIZE = 20;

/**
 * A search among the people of a role (a consultant's professionals can be thousands, too many
 * to list): the first matches by name, and how many there are in all. `everyone` includes the
 * deactivated.
 */
export function usePeopleSearch(role: Role | undefined, search: string, everyone = false) {
  const api = useApiClient();
  const words = search.trim();
  return useQuery({
    queryKey: [...peopleKeys.search, role ?? '', words, everyone] as const,
    queryFn: ({ signal }) =>
      requestWpPage(api, listUsers, {
        query: {
          ...(everyone ? EVERYONE : MANAGED),
          ...(role ? { roles: [role] } : {}),
          ...(words ? { search: words } : {}),
          per_page: PEOPLE_SEARCH_SIZE,
          orderby: 'name',
          order: 'asc',
        },
        signal,
      }),
    meta: { errorMessage: 'Error fetching users' },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The names of these people (the chosen ones, whether or not the search shows them). */
export function usePeopleByIds(ids: readonly number[], everyone = false) {
  const api = useApiClient();
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...peopleKeys.byIds, sorted, everyone] as const,
    queryFn: ({ signal }) =>
      fetchAllUsers(
        api,
        { ...(everyone ? EVERYONE : MANAGED), include: sorted },
        signal,
      ) as Promise<ColleagueEdit[]>,
    enabled: sorted.length > 0,
    meta: { errorMessage: 'Error fetching users' },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useDienstverbandOptions() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['lookups', 'dienstverbanden'] as const,
    queryFn: ({ signal }) =>
      api.call(contentEndpoints.dienstverbanden.list, {
        query: { orderby: 'title', order: 'asc', per_page: 100, status: 'publish' },
        signal,
      }),
    meta: { errorMessage: 'Error fetching posts' },
    staleTime: 10 * 60_000,
  });
}

/** The writes; each refreshes the lists and the person as the server answered. */
export function usePeopleWrites() {
  const api = useApiClient();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: peopleKeys.all });
  const settle = async (person: ColleagueEdit) => {
    client.setQueryData(peopleKeys.person(person.id), person);
    await refresh();
    return person;
  };
  return {
    create: useMutation({
      mutationFn: (body: PersonCreate) =>
        api.call(createPerson, { body }).then((person) => settle(person as ColleagueEdit)),
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: PersonUpdate }) =>
        api
          .call(patchPerson, { params: { id }, body })
          .then((person) => settle(person as ColleagueEdit)),
    }),
    setActive: useMutation({
      mutationFn: ({ id, active }: { id: number; active: boolean }) =>
        api
          .call(active ? reactivatePerson : deactivatePerson, { params: { id } })
          .then(async (answer) => {
            await client.invalidateQueries({ queryKey: peopleKeys.person(id) });
            await refresh();
            return answer;
          }),
    }),
    sendLink: useMutation({
      mutationFn: (id: number) => api.call(sendPersonSetPasswordLink, { params: { id } }),
    }),
  };
}
