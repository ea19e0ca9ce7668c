import { updateDeclarationRow } from '@portal/contract/endpoints/declarations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { ensureSuccess } from './ensure-success';
import { invalidateMonth } from './invalidate-month';

/** POST update-declaration-row/{id} as multipart, so a new receipt goes as a file. */
export function useUpdateDeclarationRow(year: number, month: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, form }: { id: number; form: FormData }) =>
      ensureSuccess(await api.call(updateDeclarationRow, { params: { id }, body: form })),
    onSuccess: () => invalidateMonth(queryClient, year, month),
  });
}
