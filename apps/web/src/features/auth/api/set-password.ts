import { setPassword } from '@portal/contract/endpoints/auth';
import { useApiClient } from '@/shared/api/api-client-context';

/** POST /intranet/v1/set-password: public, the link's token is the proof. */
export function useSetPasswordWithLink() {
  const api = useApiClient();
  return (token: string, password: string) => api.call(setPassword, { body: { token, password } });
}
