import { rejectMonth } from '@portal/contract/endpoints/declarations-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { ensureSuccess } from './ensure-success';
import { invalidateAfterDecision } from './invalidate-review';

/** POST review/{id}/reject with the reason, which the employee reads as a comment. */
export function useRejectMonth(monthId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (comment: string) =>
      ensureSuccess(await api.call(rejectMonth, { params: { id: monthId }, body: { comment } })),
    onSuccess: () => invalidateAfterDecision(queryClient),
  });
}
