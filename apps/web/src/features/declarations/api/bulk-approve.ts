import { bulkApproveMonths } from '@portal/contract/endpoints/declarations-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { invalidateAfterDecision } from './invalidate-review';

/** POST review/approve: the selected months; the answer says which were skipped and why. */
export function useBulkApprove() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.call(bulkApproveMonths, { body: { ids } }),
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
