import { PASSKEY_CODES, PASSKEY_MESSAGES } from '@portal/contract/rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { passkeyCancelled, passkeysSupported } from '@/shared/passkeys/passkey-browser';
import { LOGIN_PATH } from '@/shared/session/login-path';
import { Button } from '@/shared/ui/button';
import { inputClasses, labelClasses, hintClasses } from '@/shared/ui/field-classes';
import { Notice } from '@/shared/ui/notice';
import { PublicScreen } from '@/shared/ui/public-screen';
import { useEnrollPasskey } from '../api/passkey-enrollment';
import { useLinkToken } from '../use-link-token';

type Result = { tone: 'success' | 'error'; message: string; final: boolean };

const ADDED = 'Je passkey is toegevoegd. Log nu in met “Inloggen met passkey”.';
const GENERIC = 'De passkey kon niet worden toegevoegd. Probeer het opnieuw.';

function failureOf(error: unknown): Result {
  if (error instanceof ApiError && error.code === PASSKEY_CODES.invalidLink) {
    return { tone: 'error', message: PASSKEY_MESSAGES.invalidLink, final: true };
  }
  const message =
    error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message
      ? error.message
      : GENERIC;
  return { tone: 'error', message, final: false };
}

/**
 * The page of a mailed link to add a passkey (issue 27 item 3, STRONG_AUTH_ROLES): no session;
 * the token comes in the fragment and leaves the address bar at once, as on the set-password
 * page.
 */
export function PasskeyEnrollmentScreen() {
  const id = useId();
  const { token } = useLinkToken();
  const enroll = useEnrollPasskey();
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(() =>
    token ? null : { tone: 'error', message: PASSKEY_MESSAGES.invalidLink, final: true },
  );
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) {
      setNameError('Geef de passkey een naam.');
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setNameError(null);
    setResult(null);
    setBusy(true);
    try {
      await enroll(token, name);
      setResult({ tone: 'success', message: ADDED, final: true });
    } catch (error) {
      if (!passkeyCancelled(error)) setResult(failureOf(error));
      setBusy(false);
    }
  }

  const done = result?.final === true;
  return (
    <PublicScreen title="Passkey toevoegen">
      {result && (
        <div ref={resultRef} tabIndex={-1} className="outline-none">
          <Notice tone={result.tone}>{result.message}</Notice>
        </div>
      )}
      {!done && passkeysSupported() && (
        <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
          <p className="text-sm text-muted">
            Met jouw rol log je in met een passkey: je vingerafdruk, gezicht of de pincode van dit
            apparaat. Geef hem een naam, zodat je hem later herkent.
          </p>
          <div className="space-y-1">
            <label htmlFor={`${id}-name`} className={labelClasses}>
              Naam van de passkey
            </label>
            <input
              id={`${id}-name`}
              name="name"
              maxLength={60}
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-error` : `${id}-hint`}
              className={inputClasses}
            />
            {nameError ? (
              <p id={`${id}-error`} className="text-sm text-danger-ink">
                {nameError}
              </p>
            ) : (
              <p id={`${id}-hint`} className={hintClasses}>
                Bijvoorbeeld het apparaat: ‘Laptop werk’ of ‘Telefoon’.
              </p>
            )}
          </div>
          <Button type="submit" busy={busy} className="w-full">
            {busy ? 'Toevoegen...' : 'Passkey toevoegen'}
          </Button>
        </form>
      )}
      {!done && !passkeysSupported() && (
        <Notice tone="error">
          Deze browser kan geen passkeys gebruiken. Open de link in een recente browser.
        </Notice>
      )}
      <p>
        <a href={LOGIN_PATH} className="font-semibold text-accent underline">
          Naar inloggen
        </a>
      </p>
    </PublicScreen>
  );
}
