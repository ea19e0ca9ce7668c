import type { Assignment } from '@portal/contract';
import { listAssignments } from '@portal/contract/endpoints/assignments';
import { ASSIGNMENTS_PER_PAGE } from '@portal/contract/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { requestWpPage } from '@/shared/api/wp-page';
import { assignmentKeys } from './query-keys';

/** SPEC §7 "Specific usages": by name ascending, number and per_page 200. */
const listQuery = (page: number) =>
  ({
    orderby: 'name',
    order: 'asc',
    number: ASSIGNMENTS_PER_PAGE,
    per_page: ASSIGNMENTS_PER_PAGE,
    page,
  }) as const;

/**
 * Every assignment the user may see (the server decides which). The filters work on the client
 * (SPEC §4), so a list longer than one page of 200 is read to its end, the pages after the first
 * side by side.
 */
export function assignmentsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: assignmentKeys.list,
    queryFn: async ({ signal }): Promise<Assignment[]> => {
      const first = await requestWpPage(api, listAssignments, { query: listQuery(1), signal });
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
          api.call(listAssignments, { query: listQuery(index + 2), signal }),
        ),
      );
      return [...first.items, ...rest.flat()];
    },
    meta: { errorMessage: 'Error fetching posts' },
  });
}

export function useAssignments() {
  return useQuery(assignmentsQueryOptions(useApiClient()));
}
