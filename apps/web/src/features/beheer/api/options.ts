import type { IntranetOptionsWrite } from '@portal/contract';
import { updateOptions } from '@portal/contract/endpoints/options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { CONTENT_QUERY_ROOTS } from '@/shared/content/query-keys';

/**
 * POST /acf/v3/options/intranet with the fields given (each replaces its list whole). The
 * answer is the options as the dashboard and the library read them, so it goes straight into
 * their cache.
 */
export function useSaveOptions() {
  const api = useApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: IntranetOptionsWrite['fields']) =>
      api.call(updateOptions, { params: { name: 'intranet' }, body: { fields } }),
    onSuccess: (options) => {
      client.setQueryData(CONTENT_QUERY_ROOTS.intranetOptions, options);
      return client.invalidateQueries({ queryKey: CONTENT_QUERY_ROOTS.intranetOptions });
    },
  });
}
