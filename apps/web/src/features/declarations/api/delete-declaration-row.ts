import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import type { SuccessMessage } from './contract-types';
import { ensureSuccess } from './ensure-success';
import { invalidateMonth } from './invalidate-month';

export function useDeleteDeclarationRow(year: number, month: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      ensureSuccess(
        await api.request<SuccessMessage>(`/custom/v1/declarations/delete-declaration-row/${id}`, {
          method: 'DELETE',
        }),
      ),
    onSuccess: () => invalidateMonth(queryClient, year, month),
  });
}
