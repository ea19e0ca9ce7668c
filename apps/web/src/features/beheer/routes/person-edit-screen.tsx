import type { PersonFields } from '@portal/contract';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useSession } from '@/shared/session/session-context';
import { Card } from '@/shared/ui/card';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { Notice } from '@/shared/ui/notice';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { usePeopleWrites, usePerson } from '../api/people';
import { ActionWithReason } from '../components/action-with-reason';
import { PersonForm } from '../components/person-form';
import { EMPTY_PERSON, personValues, saveErrors } from '../model/person-form';
import { personLocks } from '../model/person-locks';
import { PEOPLE_PATH } from '../model/sections';

/** A new person ("nieuw") or one person: the form, (de)activation and a new link. */
export function PersonEditScreen({ itemId }: { itemId: string }) {
  const isNew = itemId === 'nieuw';
  const id = isNew ? null : Number(itemId);
  const person = usePerson(id);
  const writes = usePeopleWrites();
  const navigate = useNavigate();
  const flash = useFlash();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const viewer = useSession((state) => state.user);
  // A new person arrives here after their invitation was sent: say so once.
  const arrival = useLocation().state as { created?: boolean; list?: string } | null;
  const arrivedCreated = arrival?.created === true;
  // The list's filters the person was opened from (a search string such as ?rol=professional).
  const listSearch = arrival?.list?.startsWith('?') ? arrival.list : '';
  const { show } = flash;
  useEffect(() => {
    if (arrivedCreated) show('success', 'Toegevoegd. De uitnodiging is per e-mail verstuurd.');
  }, [arrivedCreated, show]);

  async function save(values: PersonFields) {
    setFormError(null);
    try {
      if (isNew) {
        const created = await writes.create.mutateAsync(values);
        void navigate(`${PEOPLE_PATH}/${created.id}`, { state: { created: true } });
        return;
      }
      await writes.update.mutateAsync({ id: id!, body: values });
      flash.show('success', 'Opgeslagen');
    } catch (error) {
      const { fields, message } = saveErrors(error);
      if (Object.keys(fields).length === 0) setFormError(message);
      return fields as Partial<Record<keyof PersonFields, string>>;
    }
  }

  const unknown = person.isError && isApiError(person.error) && person.error.status === 404;
  if (!isNew && (id === null || !Number.isInteger(id) || unknown)) {
    return (
      <Card>
        <p>Deze persoon bestaat niet.</p>
      </Card>
    );
  }
  if (!isNew && person.isError) {
    return <RetryNotice query={person}>Deze persoon kon niet worden geladen.</RetryNotice>;
  }
  if (!isNew && !person.data) {
    return (
      <Card>
        <p aria-busy="true">Laden…</p>
      </Card>
    );
  }

  const stored = person.data;
  const active = stored?.active ?? true;
  const locks = personLocks(viewer ?? { id: 0, roles: [] }, stored ?? null);

  return (
    <Card className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link
            to={`${PEOPLE_PATH}${listSearch}`}
            className="text-sm text-accent underline-offset-2 hover:underline"
          >
            ← Mensen
          </Link>
          <h1 className="text-2xl font-semibold text-ink">
            {isNew ? 'Nieuwe persoon' : stored?.name}
          </h1>
          {!isNew && !active && <p className="text-sm text-muted">Gedeactiveerd</p>}
        </div>
        {!isNew && stored && (
          <div className="flex flex-wrap items-start gap-2">
            {active && (
              <ActionWithReason
                reason={locks.link}
                busy={writes.sendLink.isPending}
                onClick={() =>
                  writes.sendLink.mutate(stored.id, {
                    onSuccess: (answer) => flash.show('success', answer.message),
                    onError: (error) => flash.show('error', saveErrors(error).message),
                  })
                }
              >
                Nieuwe link sturen
              </ActionWithReason>
            )}
            <ActionWithReason reason={locks.active} onClick={() => setConfirming(true)}>
              {active ? 'Deactiveren' : 'Heractiveren'}
            </ActionWithReason>
          </div>
        )}
      </header>
      <FlashNotice flash={flash.flash} onDismiss={flash.dismiss} />
      {formError && <Notice tone="error">{formError}</Notice>}
      {isNew && (
        <p className="text-sm text-muted">
          De nieuwe persoon krijgt een e-mail met een link om een wachtwoord in te stellen (72 uur
          geldig).
        </p>
      )}
      <PersonForm
        key={stored?.id ?? 'nieuw'}
        initial={stored ? personValues(stored) : EMPTY_PERSON}
        personId={stored?.id}
        locks={locks}
        submitLabel={isNew ? 'Toevoegen en uitnodigen' : 'Opslaan'}
        onSubmit={save}
      />
      {stored && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            setConfirmError(null);
          }}
          description={
            active
              ? `${stored.name} kan daarna niet meer inloggen; declaraties en opdrachten blijven bewaard.`
              : `${stored.name} kan daarna weer inloggen.`
          }
          confirmLabel={active ? 'Deactiveren' : 'Heractiveren'}
          error={confirmError}
          onConfirm={async () => {
            try {
              const answer = await writes.setActive.mutateAsync({ id: stored.id, active: !active });
              setConfirming(false);
              flash.show('success', answer.message);
            } catch (error) {
              setConfirmError(saveErrors(error).message);
            }
          }}
        />
      )}
    </Card>
  );
}
