import type { DeclarationType } from '@portal/contract';
import { getDeclarationTypes } from '@portal/contract/endpoints/declarations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { htmlToPlainText } from '@/shared/format/plain-text';
import { declarationKeys } from './query-keys';

/** SPEC §3: types are offered alphabetically by title. */
export function sortTypesByTitle(types: readonly DeclarationType[]): DeclarationType[] {
  return [...types].sort((a, b) =>
    a.title.rendered.localeCompare(b.title.rendered, 'nl', { sensitivity: 'base' }),
  );
}

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
