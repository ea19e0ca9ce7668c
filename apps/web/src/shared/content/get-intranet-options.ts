import { getOptions } from '@portal/contract/endpoints/options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { CONTENT_QUERY_ROOTS } from './query-keys';

/**
 * The site options "intranet": the dashboard's quick links and the library's contact persons,
 * one call for both screens. The logo links are signed for about an hour, so the options are
 * fetched again when the user comes back to a tab after a while.
 */
export function intranetOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: CONTENT_QUERY_ROOTS.intranetOptions,
    queryFn: ({ signal }) => api.call(getOptions, { params: { name: 'intranet' }, signal }),
    meta: { errorMessage: 'Error fetching ACF options data' },
    refetchOnWindowFocus: true,
  });
}

export function useIntranetOptions() {
  return useQuery(intranetOptionsQueryOptions(useApiClient()));
}
