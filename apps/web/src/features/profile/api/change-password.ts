import type { ChangePasswordRequest } from '@portal/contract';
import { changePassword } from '@portal/contract/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { useSessionService } from '@/shared/session/session-context';

/**
 * POST /custom/v1/change-password. The server ends every session of the user, so success
 * signs out here too, to the login with the green notice (SPEC §7).
 */
export function useChangePassword() {
  const api = useApiClient();
  const session = useSessionService();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.call(changePassword, { body }),
    onSuccess: () => session.logout({ changedPassword: true }),
  });
}
