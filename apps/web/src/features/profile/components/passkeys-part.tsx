import type { Passkey } from '@portal/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/date';
import { passkeyCancelled, passkeysSupported } from '@/shared/passkeys/passkey-browser';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Notice } from '@/shared/ui/notice';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useAddPasskey, useDeletePasskey, usePasskeys } from '../api/passkeys';
import { TextField } from './text-field';

const NAME_MISSING = 'Geef de passkey een naam.';
const ADD_FAILED = 'De passkey kon niet worden toegevoegd. Probeer het opnieuw.';
const DELETE_FAILED = 'De passkey kon niet worden verwijderd. Probeer het opnieuw.';

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 400 && error.message ? error.message : fallback;

/**
 * Profiel → Account → "Passkeys" (issue 27 item 2): the person's passkeys with their names,
 * when added and last used, "Verwijderen" (confirmed), and "Passkey toevoegen" with a name.
 */
export function PasskeysPart() {
  const id = useId();
  const passkeys = usePasskeys();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="space-y-1">
        <h3 id={`${id}-title`} className="text-base font-semibold text-ink">
          Passkeys
        </h3>
        <p className="text-sm text-muted">
          Met een passkey log je in met je vingerafdruk, gezicht of pincode van je apparaat, zonder
          wachtwoord. Hij werkt alleen op deze website en kan niet worden afgeluisterd.
        </p>
      </div>
      {passkeys.data ? (
        <PasskeyList passkeys={passkeys.data} />
      ) : passkeys.isError ? (
        <RetryNotice query={passkeys}>Je passkeys konden niet worden geladen.</RetryNotice>
      ) : (
        <div role="status">
          <span className="sr-only">Passkeys laden...</span>
          <Skeleton className="h-12 w-full" />
        </div>
      )}
      {passkeysSupported() ? (
        <AddPasskeyForm />
      ) : (
        <p className="text-sm text-muted">Deze browser kan geen passkeys gebruiken.</p>
      )}
    </section>
  );
}

function PasskeyList({ passkeys }: { passkeys: Passkey[] }) {
  const remove = useDeletePasskey();
  const [asked, setAsked] = useState<Passkey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useRef<HTMLButtonElement | null>(null);
  if (passkeys.length === 0) {
    return <p className="text-sm text-ink">Je hebt nog geen passkeys.</p>;
  }
  return (
    <>
      <ul className="divide-y divide-line rounded-md border border-line">
        {passkeys.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0 space-y-0.5">
              <p className="font-medium break-words text-ink">{passkey.name}</p>
              <p className="text-sm text-muted">
                Toegevoegd op {formatDateTime(passkey.created)} ·{' '}
                {passkey.last_used
                  ? `laatst gebruikt op ${formatDateTime(passkey.last_used)}`
                  : 'nog niet gebruikt'}
              </p>
            </div>
            <Button
              variant="danger"
              size="sm"
              aria-label={`Passkey ${passkey.name} verwijderen`}
              onClick={(event) => {
                returnFocus.current = event.currentTarget;
                setError(null);
                setAsked(passkey);
              }}
            >
              Verwijderen
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title="Passkey verwijderen?"
        description={
          asked
            ? `Met de passkey “${asked.name}” kun je daarna niet meer inloggen. Je krijgt er een e-mail over.`
            : undefined
        }
        confirmLabel="Verwijderen"
        destructive
        error={error}
        returnFocusTo={returnFocus}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(asked!.id);
            setAsked(null);
          } catch (failed) {
            setError(failure(failed, DELETE_FAILED));
          }
        }}
      />
    </>
  );
}

function AddPasskeyForm() {
  const id = useId();
  const add = useAddPasskey();
  const [nameError, setNameError] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    setResult(null);
    if (!name) {
      setNameError(NAME_MISSING);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setNameError(null);
    try {
      const added = await add.mutateAsync(name);
      form.reset();
      setResult({ tone: 'success', text: `De passkey “${added.name}” is toegevoegd.` });
    } catch (error) {
      // Closing the browser's dialog is a choice, not an error.
      if (!passkeyCancelled(error)) setResult({ tone: 'error', text: failure(error, ADD_FAILED) });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-busy={add.isPending}>
      <TextField
        id={`${id}-name`}
        name="name"
        label="Naam van de nieuwe passkey"
        hint="Bijvoorbeeld het apparaat: ‘Laptop werk’ of ‘Telefoon’."
        maxLength={60}
        autoComplete="off"
        error={nameError ?? undefined}
      />
      {result && (
        <Notice tone={result.tone} onClose={() => setResult(null)}>
          {result.text}
        </Notice>
      )}
      <Button type="submit" variant="secondary" busy={add.isPending}>
        {add.isPending ? 'Toevoegen...' : 'Passkey toevoegen'}
      </Button>
    </form>
  );
}
