import { enrollPasskey, passkeyEnrollmentOptions } from '@portal/contract/endpoints/passkeys';
import { useApiClient } from '@/shared/api/api-client-context';
import { createPasskey } from '@/shared/passkeys/passkey-browser';

/** A mailed link (STRONG_AUTH_ROLES): options for its holder, the new passkey, then stored. */
export function useEnrollPasskey() {
  const api = useApiClient();
  return async (token: string, name: string) => {
    const answer = await createPasskey(
      await api.call(passkeyEnrollmentOptions, { body: { token } }),
    );
    return api.call(enrollPasskey, { body: { token, name, response: answer } });
  };
}
