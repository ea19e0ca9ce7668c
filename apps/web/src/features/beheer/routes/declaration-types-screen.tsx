import type { AdminDeclarationType, DeclarationTypeFlag } from '@portal/contract';
import { useId, useState } from 'react';
import { formatEuro } from '@/shared/format/money';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { useAdminDeclarationTypes, useDeclarationTypeWrites } from '../api/reference-data';
import { DataFrame, FrameCell, FrameRow } from '../components/data-frame';
import { DeleteConfirm } from '../components/delete-confirm';
import { DeleteButton, EditButton, RetireButton, RowActions } from '../components/row-actions';
import { DEFAULT_FLAGS, errorText, FLAG_GROUPS } from '../model/reference-data';

type Flags = Record<DeclarationTypeFlag, boolean>;
type Draft = { id: number | null; title: string; flags: Flags };

const flagsOf = (type: AdminDeclarationType): Flags =>
  Object.fromEntries(
    Object.keys(DEFAULT_FLAGS).map((flag) => [flag, type[flag as DeclarationTypeFlag]]),
  ) as Flags;

/** A type's title and every flag of SPEC §3, as labelled checkboxes in groups. */
function TypeForm({
  draft,
  unit,
  busy,
  error,
  onCancel,
  onSave,
}: {
  draft: Draft;
  unit: number | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (draft: Draft) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(draft.title);
  const [flags, setFlags] = useState(draft.flags);
  return (
    <form
      aria-label={
        draft.id === null ? 'Nieuwe declaratiesoort' : `Declaratiesoort ${draft.title} wijzigen`
      }
      className="space-y-4 border-t border-line pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ ...draft, title: title.trim(), flags });
      }}
    >
      <div className="max-w-md space-y-1">
        <label htmlFor={`${id}-naam`} className={labelClasses}>
          Naam
        </label>
        <input
          id={`${id}-naam`}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          className={inputClasses}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {FLAG_GROUPS.map((group) => (
          <fieldset key={group.legend} className="space-y-2 rounded-md border border-line p-3">
            <legend className="px-1 text-sm font-semibold text-ink">{group.legend}</legend>
            {group.flags.map(([flag, label]) => (
              <label key={flag} className="flex items-start gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4"
                  checked={flags[flag]}
                  onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
                />
                {label}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <p className="text-sm text-muted">
        Vergoeding per km:{' '}
        {unit === null
          ? 'volgt de kilometervergoeding'
          : `${formatEuro(unit)} (kilometervergoeding van vandaag)`}
        . De vergoeding stel je in onder Kilometervergoeding; elke regel krijgt die van zijn datum.
      </p>
      {error && <p className="text-sm text-danger-ink">{error}</p>}
      <div className="flex gap-2">
        <Button type="submit" busy={busy}>
          Opslaan
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}

/** Declaratiesoorten: add, change flags, retire ("Niet meer gebruiken") or delete an unused one. */
export function DeclarationTypesScreen() {
  const list = useAdminDeclarationTypes();
  const writes = useDeclarationTypeWrites();
  const flash = useFlash();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminDeclarationType | null>(null);
  const kmUnit = list.data?.find((type) => type.unit !== null)?.unit ?? null;

  async function save(next: Draft) {
    if (!next.title) return setFormError('Vul een naam in.');
    setFormError(null);
    try {
      if (next.id === null) await writes.create.mutateAsync({ title: next.title, ...next.flags });
      else
        await writes.update.mutateAsync({
          id: next.id,
          body: { title: next.title, ...next.flags },
        });
      flash.show('success', 'Opgeslagen');
      setDraft(null);
    } catch (cause) {
      setFormError(errorText(cause));
    }
  }

  async function setStatus(type: AdminDeclarationType, status: 'active' | 'retired') {
    try {
      await writes.update.mutateAsync({ id: type.id, body: { status } });
      flash.show(
        'success',
        status === 'retired'
          ? `${type.title} wordt niet meer aangeboden`
          : `${type.title} wordt weer aangeboden`,
      );
    } catch (cause) {
      flash.show('error', errorText(cause));
    }
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-ink">Declaratiesoorten</h1>
      <Card className="space-y-4">
        <FlashNotice flash={flash.flash} onDismiss={flash.dismiss} />
        <DataFrame
          query={list}
          label="Declaratiesoorten"
          stacked
          columns={[{ label: 'Naam' }, { label: 'Acties', srOnly: true }]}
        >
          {(list.data ?? []).map((type) => (
            <FrameRow key={type.id}>
              <FrameCell>
                <span className="text-base font-medium text-ink">{type.title}</span>
                {type.status === 'retired' && (
                  <span className="ml-2">
                    <Badge tone="muted">Niet meer in gebruik</Badge>
                  </span>
                )}
                <p className="mt-0.5 text-muted">{type.usage.summary}</p>
              </FrameCell>
              <FrameCell>
                <RowActions>
                  <EditButton
                    title={type.title}
                    onClick={() =>
                      setDraft({ id: type.id, title: type.title, flags: flagsOf(type) })
                    }
                  />
                  <RetireButton
                    title={type.title}
                    retired={type.status === 'retired'}
                    onToggle={() =>
                      void setStatus(type, type.status === 'retired' ? 'active' : 'retired')
                    }
                  />
                  <DeleteButton label={type.title} onClick={() => setDeleting(type)} />
                </RowActions>
              </FrameCell>
            </FrameRow>
          ))}
        </DataFrame>
        {draft ? (
          <TypeForm
            key={draft.id ?? 'nieuw'}
            draft={draft}
            unit={kmUnit}
            busy={writes.create.isPending || writes.update.isPending}
            error={formError}
            onCancel={() => {
              setDraft(null);
              setFormError(null);
            }}
            onSave={(next) => void save(next)}
          />
        ) : (
          <Button onClick={() => setDraft({ id: null, title: '', flags: DEFAULT_FLAGS })}>
            Nieuwe declaratiesoort
          </Button>
        )}
      </Card>
      <DeleteConfirm
        item={deleting}
        title="Declaratiesoort verwijderen?"
        describe={(type) => `“${type.title}” wordt verwijderd.`}
        remove={(id) => writes.remove.mutateAsync(id)}
        onClose={() => setDeleting(null)}
        onDeleted={(type) => flash.show('success', `${type.title} verwijderd`)}
      />
    </>
  );
}
