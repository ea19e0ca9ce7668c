import { deleteDeclarationRow } from '@portal/contract/endpoints/declarations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { ensureSuccess } from './ensure-success';
import { invalidateMonth } from './invalidate-month';

export function useDeleteDeclarationRow(year: number, month: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      ensureSuccess(await api.call(deleteDeclarationRow, { params: { id } })),
    onSuccess: () => invalidateMonth(queryClient, year, month),
  });
}
