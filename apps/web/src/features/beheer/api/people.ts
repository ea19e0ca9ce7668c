import type { ColleagueEdit, PersonCreate, PersonUpdate } from '@portal/contract';
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

export const DEFAULT_PEOPLE_PARAMS: PeopleParams = {
  page: 1,
  search: '',
  role: '',
  functie: null,
  opdrachtgever: null,
  consultant: null,
  active: 'true',
};

const peopleKeys = {
  all: ['beheer', 'people'] as const,
  list: (params: PeopleParams) => ['beheer', 'people', 'list', params] as const,
  person: (id: number) => ['beheer', 'people', 'person', id] as const,
  consultants: ['beheer', 'people', 'consultants'] as const,
  professionals: ['beheer', 'people', 'professionals'] as const,
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

/** Everyone of a role, by name (consultants, professionals), for the form's choices. */
function useEveryoneOf(role: 'medewerker' | 'professional', key: readonly string[]) {
  const api = useApiClient();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.call(listUsers, {
        query: { roles: [role], per_page: 100, orderby: 'name', order: 'asc' },
        signal,
      }),
    meta: { errorMessage: 'Error fetching users' },
    staleTime: 60_000,
  });
}

export const useConsultantOptions = () => useEveryoneOf('medewerker', peopleKeys.consultants);
export const useProfessionalOptions = () => useEveryoneOf('professional', peopleKeys.professionals);

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
