import { addDeclarationRow } from '@portal/contract/endpoints/declarations';
import type { NewRowPayload } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { ensureSuccess } from './ensure-success';
import { invalidateMonth } from './invalidate-month';

/** POST add-declaration-row (JSON, receipt as base64); also makes return trips. */
export function useAddDeclarationRow(year: number, month: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: NewRowPayload) =>
      ensureSuccess(await api.call(addDeclarationRow, { body: payload })),
    onSuccess: () => invalidateMonth(queryClient, year, month),
  });
}
