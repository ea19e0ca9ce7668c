import { requestPasswordReset } from '@portal/contract/endpoints/password-reset';
import { useApiClient } from '@/shared/api/api-client-context';

/** POST /intranet/v1/password-reset: public; the answer is the same for every address. */
export function useRequestPasswordReset() {
  const api = useApiClient();
  return (email: string) => api.call(requestPasswordReset, { body: { email } });
}
