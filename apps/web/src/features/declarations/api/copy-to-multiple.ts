import { copyDeclarationRow } from '@portal/contract/endpoints/declarations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { ensureSuccess } from './ensure-success';
import { invalidateMonth } from './invalidate-month';

/** Copies one row to several dates (`yyyy-MM-dd`) of its month. */
export function useCopyToMultiple(year: number, month: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { declaration_id: number; dates: string[] }) =>
      ensureSuccess(await api.call(copyDeclarationRow, { body })),
    onSuccess: () => invalidateMonth(queryClient, year, month),
  });
}
