import { commentOnMonth } from '@portal/contract/endpoints/declarations-review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { ensureSuccess } from './ensure-success';
import { declarationKeys } from './query-keys';

/**
 * A reviewer's remark on a month, or on one of its lines (`row_id`, issue 25 item 7); the
 * employee reads it on their month screen.
 */
export function usePostReviewComment(monthId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ comment, rowId }: { comment: string; rowId?: number }) =>
      ensureSuccess(
        await api.call(commentOnMonth, {
          params: { id: monthId },
          body: rowId === undefined ? { comment } : { comment, row_id: rowId },
        }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: declarationKeys.reviewMonth(monthId) }),
  });
}
