import { withdrawDeclarationMonth } from '@portal/contract/endpoints/declarations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { ensureSuccess } from './ensure-success';
import { invalidateAfterDecision } from './invalidate-review';

/**
 * Takes a submitted month back while no reviewer has opened it (issue 25 item 6); it is open
 * for changes again. The month, its year and the review lists refresh.
 */
export function useWithdrawMonth(year: number, month: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      ensureSuccess(await api.call(withdrawDeclarationMonth, { body: { year, month } })),
    // Also after a refusal: the month was opened meanwhile, and its button should go.
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
