import { approveMonth } from '@portal/contract/endpoints/declarations-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { ensureSuccess } from './ensure-success';
import { invalidateAfterDecision } from './invalidate-review';

/** POST review/{id}/approve. Every review list and month view is stale afterwards. */
export function useApproveMonth(monthId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      ensureSuccess(await api.call(approveMonth, { params: { id: monthId } })),
    onSuccess: () => invalidateAfterDecision(queryClient),
  });
}
