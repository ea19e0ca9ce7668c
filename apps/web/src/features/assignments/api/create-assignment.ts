import type { AssignmentCreate } from '@portal/contract';
import { createAssignment } from '@portal/contract/endpoints/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { assignmentKeys } from './query-keys';

/**
 * POST /wp/v2/assignments (SPEC §7 "Create assignment"); answers the new assignment, whose id the
 * form goes to. The answer is the detail too, so the detail opens without asking again.
 */
export function useCreateAssignment() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentCreate) => api.call(createAssignment, { body }),
    onSuccess: (assignment) => {
      queryClient.setQueryData(assignmentKeys.detail(assignment.id), assignment);
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.list });
    },
  });
}
