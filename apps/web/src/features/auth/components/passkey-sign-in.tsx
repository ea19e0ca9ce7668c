import { useEffect, useRef, useState } from 'react';
import { useSessionService } from '@/shared/session/session-context';
import type { AuthApi } from '@/shared/session/auth-api';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { loginErrorMessage } from '../model';
import {
  answerWithPasskey,
  cancelPasskeyCeremony,
  passkeyAutofillSupported,
  passkeyCancelled,
  passkeysSupported,
} from '@/shared/passkeys/passkey-browser';

/** A passkey's answer to a fresh challenge, then the sign-in it buys. */
const withPasskey = (autofill: boolean) => async (auth: AuthApi) =>
  auth.passkeySignIn(await answerWithPasskey(await auth.passkeySignInOptions(), autofill));

/**
 * Issue 27 item 2 on the login page: "Inloggen met passkey", and the e-mail field offering the
 * person's passkeys in its autofill where the browser can (conditional mediation; the field's
 * autocomplete says `webauthn`). Shown only in a browser that has passkeys at all.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn(): void }) {
  const session = useSessionService();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);

  async function signIn(autofill: boolean) {
    try {
      await session.signInWith(withPasskey(autofill));
      if (mounted.current) onSignedIn();
    } catch (failure) {
      if (mounted.current && !passkeyCancelled(failure)) setError(loginErrorMessage(failure));
      if (mounted.current && !autofill) setBusy(false);
    }
  }

  useEffect(() => {
    mounted.current = true;
    void passkeyAutofillSupported().then((supported) => {
      if (supported && mounted.current) void signIn(true);
    });
    return () => {
      mounted.current = false;
      void cancelPasskeyCeremony();
    };
    // Once per visit of the page: the autofill waits until a passkey is picked or the page goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!passkeysSupported()) return null;
  return (
    <div className="space-y-4">
      {error && (
        <Notice tone="error" onClose={() => setError(null)}>
          {error}
        </Notice>
      )}
      <Button
        variant="secondary"
        className="w-full"
        busy={busy}
        onClick={() => {
          setError(null);
          setBusy(true);
          // Starting a ceremony ends the autofill's (one at a time); it is started again below.
          void signIn(false);
        }}
      >
        {busy ? 'Inloggen...' : 'Inloggen met passkey'}
      </Button>
    </div>
  );
}
