import type { AssignmentUpdate } from '@portal/contract';
import { updateAssignment } from '@portal/contract/endpoints/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { assignmentKeys } from './query-keys';

/**
 * PATCH /wp/v2/assignments/{id}: the evaluation (SPEC §7 "Evaluation save") or, for staff, the
 * status. The answer is the assignment as saved; it replaces the cached detail, and the list
 * (status, title) is read again when next shown.
 */
export function useUpdateAssignment(id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AssignmentUpdate['fields']) =>
      api.call(updateAssignment, { params: { id }, body: { fields } }),
    onSuccess: (assignment) => {
      queryClient.setQueryData(assignmentKeys.detail(id), assignment);
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.list });
    },
  });
}
