import { submitDeclarationMonth } from '@portal/contract/endpoints/declarations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { ensureSuccess } from './ensure-success';
import { invalidateMonth } from './invalidate-month';

/** Hands the month in for review; it becomes "sent" and can no longer change. */
export function useSubmitMonth(year: number, month: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      ensureSuccess(await api.call(submitDeclarationMonth, { body: { year, month } })),
    // Not awaited: the screen leaves for the year page, which refetches on arrival.
    onSuccess: () => {
      void invalidateMonth(queryClient, year, month);
    },
  });
}
