import type { Term } from '@portal/contract';
import type { Taxonomy } from '@portal/contract/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useCategoryList, useCategoryWrites } from '../api/categories';

const TAXONOMY_LABELS: ReadonlyArray<[Taxonomy, string]> = [
  ['arbeidsvoorwaarden_categorieen', 'Arbeidsvoorwaarden'],
  ['kennisbank_categorieen', 'Hoe het werkt'],
];

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Er is iets misgegaan.';

function CategoryRow({
  term,
  canWrite,
  onRename,
  onDelete,
}: {
  term: Term;
  canWrite: boolean;
  onRename: (name: string) => Promise<void>;
  onDelete: () => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(term.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Closing the name field (saved or cancelled) puts focus back on this row's button, which
  // replaces the field that had it; otherwise it would fall to the page.
  const renameButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || editing) return;
    refocus.current = false;
    renameButton.current?.focus();
  }, [editing]);
  const close = () => {
    refocus.current = true;
    setEditing(false);
  };

  async function save() {
    if (!name.trim()) {
      setError('Vul een naam in.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onRename(name.trim());
      close();
    } catch (cause) {
      setError(errorText(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      {editing ? (
        <form
          className="flex flex-1 flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label htmlFor={id} className="sr-only">
            Nieuwe naam voor {term.name}
          </label>
          <input
            id={id}
            value={name}
            autoFocus
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
            className={`${inputClasses} max-w-72 py-1.5`}
          />
          <Button type="submit" size="sm" busy={busy}>
            Opslaan
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              close();
              setName(term.name);
              setError(null);
            }}
          >
            Annuleren
          </Button>
          {error && <p className="w-full text-sm text-danger-ink">{error}</p>}
        </form>
      ) : (
        <>
          <span className="flex-1 text-ink">
            {term.name}{' '}
            <span className="text-sm text-muted">
              ({term.count} {term.count === 1 ? 'item' : 'items'})
            </span>
          </span>
          {canWrite && (
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                ref={renameButton}
                aria-label={`Naam wijzigen: ${term.name}`}
                onClick={() => setEditing(true)}
              >
                Naam wijzigen
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Verwijderen: ${term.name}`}
                data-delete-term=""
                onClick={onDelete}
              >
                Verwijderen
              </Button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

function TaxonomyCard({
  taxonomy,
  label,
  canWrite,
}: {
  taxonomy: Taxonomy;
  label: string;
  canWrite: boolean;
}) {
  const id = useId();
  const list = useCategoryList(taxonomy);
  const writes = useCategoryWrites(taxonomy);
  const flash = useFlash();
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Term | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const rows = useRef<HTMLUListElement>(null);
  const newName = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterDelete = useRef<HTMLElement | null>(null);

  /**
   * Where focus goes once the deleted row (and the button that opened the dialog) is gone:
   * the next row's delete button, else the previous row's, else the new-category field.
   */
  function chooseFocusAfterDelete(term: Term) {
    const index = (list.data ?? []).findIndex((other) => other.id === term.id);
    const buttons = rows.current?.querySelectorAll<HTMLElement>('[data-delete-term]') ?? [];
    focusAfterDelete.current =
      buttons[index + 1] ?? buttons[index - 1] ?? newName.current ?? heading.current;
  }

  async function add() {
    if (!name.trim()) {
      setAddError('Vul een naam in.');
      return;
    }
    setAddError(null);
    try {
      await writes.create.mutateAsync(name.trim());
      flash.show('success', `Categorie “${name.trim()}” toegevoegd`);
      setName('');
    } catch (cause) {
      setAddError(errorText(cause));
    }
  }

  return (
    <Card aria-labelledby={`${id}-kop`} className="space-y-4">
      <h2 id={`${id}-kop`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink">
        {label}
      </h2>
      <FlashNotice flash={flash.flash} onDismiss={flash.dismiss} />
      {list.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Categorieën laden...</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-6 w-2/3" />
          ))}
        </div>
      ) : list.isError ? (
        <RetryNotice query={list}>De categorieën konden niet worden geladen.</RetryNotice>
      ) : (list.data ?? []).length === 0 ? (
        <p className="text-muted">Nog geen categorieën.</p>
      ) : (
        <ul ref={rows} className="divide-y divide-line">
          {(list.data ?? []).map((term) => (
            <CategoryRow
              key={term.id}
              term={term}
              canWrite={canWrite}
              onRename={async (newName) => {
                await writes.rename.mutateAsync({ id: term.id, name: newName });
                flash.show('success', 'Opgeslagen');
              }}
              onDelete={() => setDeleting(term)}
            />
          ))}
        </ul>
      )}
      {canWrite && (
        <form
          className="flex flex-wrap items-end gap-2 border-t border-line pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <div className="min-w-56 flex-1 space-y-1">
            <label htmlFor={`${id}-nieuw`} className={labelClasses}>
              Nieuwe categorie
            </label>
            <input
              id={`${id}-nieuw`}
              ref={newName}
              value={name}
              maxLength={200}
              aria-invalid={addError ? true : undefined}
              aria-describedby={addError ? `${id}-fout` : undefined}
              onChange={(event) => setName(event.target.value)}
              className={inputClasses}
            />
          </div>
          <Button type="submit" busy={writes.create.isPending}>
            Toevoegen
          </Button>
          {addError && (
            <p id={`${id}-fout`} className="w-full text-sm text-danger-ink">
              {addError}
            </p>
          )}
        </form>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            setDeleteError(null);
          }
        }}
        title="Categorie verwijderen?"
        description={
          deleting
            ? `“${deleting.name}” wordt verwijderd. De items erin blijven bestaan, zonder deze categorie.`
            : undefined
        }
        confirmLabel="Verwijderen"
        destructive
        error={deleteError}
        returnFocusTo={focusAfterDelete}
        onConfirm={async () => {
          // Chosen while the list still shows the row; the elements stay when it goes.
          chooseFocusAfterDelete(deleting!);
          try {
            await writes.remove.mutateAsync(deleting!.id);
            flash.show('success', `Categorie “${deleting!.name}” verwijderd`);
            setDeleting(null);
          } catch (cause) {
            focusAfterDelete.current = null;
            setDeleteError(errorText(cause));
          }
        }}
      />
    </Card>
  );
}

/** Both taxonomies' categories: add, rename and delete (with confirmation). */
export function CategoriesScreen({ canWrite }: { canWrite: boolean }) {
  return (
    <>
      <h1 className="text-2xl font-semibold text-ink">Categorieën</h1>
      {TAXONOMY_LABELS.map(([taxonomy, label]) => (
        <TaxonomyCard key={taxonomy} taxonomy={taxonomy} label={label} canWrite={canWrite} />
      ))}
    </>
  );
}
