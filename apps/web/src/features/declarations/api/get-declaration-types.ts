import { getDeclarationTypes } from '@portal/contract/endpoints/declarations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { htmlToPlainText } from '@/shared/format/plain-text';
import { sortTypesByTitle } from '../model';
import { declarationKeys } from './query-keys';

/** The types with plain-text titles, alphabetically (SPEC §3). They rarely change. */
export function declarationTypesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: declarationKeys.types,
    queryFn: async ({ signal }) => {
      const types = await api.call(getDeclarationTypes, { signal });
      return sortTypesByTitle(
        types.map((type) => ({
          ...type,
          title: { rendered: htmlToPlainText(type.title.rendered) },
        })),
      );
    },
    staleTime: 10 * 60_000,
  });
}

export function useDeclarationTypes() {
  return useQuery(declarationTypesQueryOptions(useApiClient()));
}
