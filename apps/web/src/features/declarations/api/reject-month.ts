import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import type { SuccessMessage } from './contract-types';
import { ensureSuccess } from './ensure-success';
import { declarationKeys } from './query-keys';

/** POST review/{id}/reject with the reason, which the employee reads as a comment. */
export function useRejectMonth(monthId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (comment: string) =>
      ensureSuccess(
        await api.request<SuccessMessage>(`/custom/v1/declarations/review/${monthId}/reject`, {
          method: 'POST',
          body: { comment },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: declarationKeys.all }),
  });
}
