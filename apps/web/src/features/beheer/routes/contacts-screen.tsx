import { useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { inputClasses } from '@/shared/ui/field-classes';
import { useOptionsDraft } from '../api/use-options-draft';
import { OptionsDraftBody } from '../components/options-draft-body';
import { SortableList } from '../components/sortable-list';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';

interface ContactRow {
  key: number;
  naam: string;
  telefoonnummer: string;
}

let nextKey = 0;

/** The library's contact persons (acf.contactpersonen): name and phone, in this order. */
export function ContactsScreen({ canWrite }: { canWrite: boolean }) {
  const id = useId();
  const [invalid, setInvalid] = useState(false);
  const draft = useOptionsDraft<ContactRow>(
    (options) => options.acf.contactpersonen.map((person) => ({ key: ++nextKey, ...person })),
    (rows) => ({
      contactpersonen: rows.map(({ naam, telefoonnummer }) => ({
        naam: naam.trim(),
        telefoonnummer: telefoonnummer.trim(),
      })),
    }),
  );
  const { rows, setRows } = draft;
  const edit = (key: number, patch: Partial<ContactRow>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <Card className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">Contactpersonen</h1>
          <p className="text-sm text-muted">Staan in de bibliotheek, in deze volgorde.</p>
        </div>
        {canWrite && (
          <Button
            busy={draft.saving}
            onClick={() => {
              const empty = rows.some((row) => !row.naam.trim());
              setInvalid(empty);
              if (!empty) void draft.save();
            }}
          >
            Opslaan
          </Button>
        )}
      </header>
      <OptionsDraftBody
        draft={draft}
        invalid={invalid ? 'Vul bij elke contactpersoon een naam in.' : null}
        loadingLabel="Contactpersonen laden..."
        failure="De contactpersonen konden niet worden geladen."
        skeletonClassName="h-10 w-full"
        emptyText="Nog geen contactpersonen."
      >
        <SortableList
          label="Contactpersonen"
          items={rows}
          itemKey={(row) => row.key}
          itemLabel={(row) => row.naam || 'Nieuwe contactpersoon'}
          onChange={setRows}
          readOnly={!canWrite}
        >
          {(row, index) => (
            <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)_auto] sm:items-center">
              <div>
                <label htmlFor={`${id}-naam-${row.key}`} className="sr-only">
                  Naam {index + 1}
                </label>
                <input
                  id={`${id}-naam-${row.key}`}
                  value={row.naam}
                  placeholder="Naam"
                  readOnly={!canWrite}
                  maxLength={200}
                  onChange={(event) => edit(row.key, { naam: event.target.value })}
                  className={inputClasses}
                />
              </div>
              <div>
                <label htmlFor={`${id}-tel-${row.key}`} className="sr-only">
                  Telefoonnummer {index + 1}
                </label>
                <input
                  id={`${id}-tel-${row.key}`}
                  type="tel"
                  value={row.telefoonnummer}
                  placeholder="Telefoonnummer"
                  readOnly={!canWrite}
                  maxLength={50}
                  onChange={(event) => edit(row.key, { telefoonnummer: event.target.value })}
                  className={inputClasses}
                />
              </div>
              {canWrite && (
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={`Verwijderen: ${row.naam || `contactpersoon ${index + 1}`}`}
                  onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
                >
                  Verwijderen
                </Button>
              )}
            </div>
          )}
        </SortableList>
      </OptionsDraftBody>
      {canWrite && !draft.loading && (
        <Button
          variant="secondary"
          onClick={() => setRows([...rows, { key: ++nextKey, naam: '', telefoonnummer: '' }])}
        >
          Contactpersoon toevoegen
        </Button>
      )}
      {canWrite && <UnsavedChangesGuard dirty={draft.dirty} />}
    </Card>
  );
}
