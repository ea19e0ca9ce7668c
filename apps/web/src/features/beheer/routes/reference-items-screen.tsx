import type { ReferenceItem } from '@portal/contract';
import { useId, useState } from 'react';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useReferenceItems, useReferenceWrites } from '../api/reference-data';
import { LogoPicker, type PickedLogo } from '../components/logo-picker';
import { errorText } from '../model/reference-data';
import type { ReferenceSection } from '../model/sections';

type Writes = ReturnType<typeof useReferenceWrites>;

function ItemRow({
  item,
  section,
  writes,
  onSaved,
  onDelete,
}: {
  item: ReferenceItem;
  section: ReferenceSection;
  writes: Writes;
  onSaved: (message: string) => void;
  onDelete: () => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(item.title);
  const [error, setError] = useState<string | null>(null);
  const retired = item.status === 'retired';

  async function update(
    body: Parameters<Writes['update']['mutateAsync']>[0]['body'],
    done: string,
  ) {
    setError(null);
    try {
      await writes.update.mutateAsync({ id: item.id, body });
      onSaved(done);
      return true;
    } catch (cause) {
      setError(errorText(cause));
      return false;
    }
  }

  return (
    <tr className="align-top">
      <td className="py-3 pr-3">
        {editing ? (
          <form
            className="flex flex-wrap items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!title.trim()) return setError('Vul een naam in.');
              void update({ title: title.trim() }, 'Opgeslagen').then(
                (ok) => ok && setEditing(false),
              );
            }}
          >
            <label htmlFor={id} className="sr-only">
              Nieuwe naam voor {item.title}
            </label>
            <input
              id={id}
              value={title}
              autoFocus
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
              className={`${inputClasses} max-w-64 py-1.5`}
            />
            <Button type="submit" size="sm" busy={writes.update.isPending}>
              Opslaan
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(false)}>
              Annuleren
            </Button>
          </form>
        ) : (
          <span className="font-medium text-ink">{item.title}</span>
        )}
        {retired && (
          <span className="ml-2">
            <Badge tone="muted">Niet meer in gebruik</Badge>
          </span>
        )}
        {error && <p className="mt-1 text-sm text-danger-ink">{error}</p>}
      </td>
      {section.refKind === 'intra_opdrachtgevers' && (
        <td className="py-3 pr-3">
          <LogoPicker
            logo={item.logo}
            name={item.title}
            onLogo={(logo) => void update({ logo: logo?.id ?? null }, 'Logo opgeslagen')}
          />
        </td>
      )}
      <td className="py-3 pr-3 text-sm text-muted">{item.usage.summary}</td>
      <td className="py-3">
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Naam wijzigen: ${item.title}`}
            onClick={() => setEditing(true)}
          >
            Naam wijzigen
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${retired ? 'Weer gebruiken' : 'Niet meer gebruiken'}: ${item.title}`}
            onClick={() =>
              void update(
                { status: retired ? 'active' : 'retired' },
                retired
                  ? `${item.title} is weer te kiezen`
                  : `${item.title} is niet meer te kiezen`,
              )
            }
          >
            {retired ? 'Weer gebruiken' : 'Niet meer gebruiken'}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Verwijderen: ${item.title}`}
            onClick={onDelete}
          >
            Verwijderen
          </Button>
        </div>
      </td>
    </tr>
  );
}

/**
 * Functies, Opdrachtgevers (with a logo) and Dienstverbanden: add, rename, retire ("Niet meer
 * gebruiken": gone from the pickers, kept where it is named) and delete what nothing uses.
 */
export function ReferenceItemsScreen({ section }: { section: ReferenceSection }) {
  const id = useId();
  const list = useReferenceItems(section.refKind);
  const writes = useReferenceWrites(section.refKind);
  const flash = useFlash();
  const [title, setTitle] = useState('');
  const [logo, setLogo] = useState<PickedLogo | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReferenceItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const withLogo = section.refKind === 'intra_opdrachtgevers';

  async function add() {
    if (!title.trim()) return setAddError('Vul een naam in.');
    setAddError(null);
    try {
      await writes.create.mutateAsync({ title: title.trim(), ...(logo ? { logo: logo.id } : {}) });
      flash.show('success', `${title.trim()} toegevoegd`);
      setTitle('');
      setLogo(null);
    } catch (cause) {
      setAddError(errorText(cause));
    }
  }

  return (
    <>
      <h1 className="text-2xl font-semibold text-ink">{section.label}</h1>
      <Card className="space-y-4">
        <FlashNotice flash={flash.flash} onDismiss={flash.dismiss} />
        {list.isPending ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">{section.label} laden...</span>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-6 w-2/3" />
            ))}
          </div>
        ) : list.isError ? (
          <p className="text-danger-ink">{errorText(list.error)}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">{section.label}</caption>
              <thead className="border-b border-line text-sm text-muted">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Naam
                  </th>
                  {withLogo && (
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Logo
                    </th>
                  )}
                  <th scope="col" className="py-2 pr-3 font-medium">
                    In gebruik bij
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">Acties</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {(list.data ?? []).map((item) => (
                  <ItemRow
                    key={item.id}
                    item={item}
                    section={section}
                    writes={writes}
                    onSaved={(message) => flash.show('success', message)}
                    onDelete={() => setDeleting(item)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <form
          className="flex flex-wrap items-end gap-3 border-t border-line pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <div className="min-w-56 flex-1 space-y-1">
            <label htmlFor={`${id}-nieuw`} className={labelClasses}>
              {section.newLabel}
            </label>
            <input
              id={`${id}-nieuw`}
              value={title}
              maxLength={200}
              aria-invalid={addError ? true : undefined}
              aria-describedby={addError ? `${id}-fout` : undefined}
              onChange={(event) => setTitle(event.target.value)}
              className={inputClasses}
            />
          </div>
          {withLogo && (
            <LogoPicker
              logo={logo}
              name={title.trim() || 'de nieuwe opdrachtgever'}
              onLogo={setLogo}
            />
          )}
          <Button type="submit" busy={writes.create.isPending}>
            Toevoegen
          </Button>
          {addError && (
            <p id={`${id}-fout`} className="w-full text-sm text-danger-ink">
              {addError}
            </p>
          )}
        </form>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            setDeleteError(null);
          }
        }}
        title={`${section.one[0]!.toUpperCase()}${section.one.slice(1)} verwijderen?`}
        description={deleting ? `“${deleting.title}” wordt verwijderd.` : undefined}
        confirmLabel="Verwijderen"
        error={deleteError}
        onConfirm={async () => {
          try {
            await writes.remove.mutateAsync(deleting!.id);
            flash.show('success', `${deleting!.title} verwijderd`);
            setDeleting(null);
          } catch (cause) {
            setDeleteError(errorText(cause));
          }
        }}
      />
    </>
  );
}
