import type { ReferenceItem } from '@portal/contract';
import { useId, useState } from 'react';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { FlashNotice, useFlash } from '@/shared/ui/flash-notice';
import { useReferenceItems, useReferenceWrites } from '../api/reference-data';
import { DataFrame, FrameCell, FrameRow } from '../components/data-frame';
import { DeleteConfirm } from '../components/delete-confirm';
import { LogoPicker, type PickedLogo } from '../components/logo-picker';
import { DeleteButton, EditButton, RetireButton, RowActions } from '../components/row-actions';
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
  const withLogo = section.refKind === 'intra_opdrachtgevers';

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

  const actions = (
    <RowActions start={withLogo}>
      <EditButton title={item.title} text="Naam wijzigen" onClick={() => setEditing(true)} />
      <RetireButton
        title={item.title}
        retired={retired}
        onToggle={() =>
          void update(
            { status: retired ? 'active' : 'retired' },
            retired ? `${item.title} is weer te kiezen` : `${item.title} is niet meer te kiezen`,
          )
        }
      />
      <DeleteButton label={item.title} onClick={onDelete} />
    </RowActions>
  );

  return (
    <FrameRow>
      <FrameCell>
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
          <span className="text-base font-medium text-ink">{item.title}</span>
        )}
        {retired && (
          <span className="ml-2">
            <Badge tone="muted">Niet meer in gebruik</Badge>
          </span>
        )}
        <p className="mt-0.5 text-muted">{item.usage.summary}</p>
        {error && <p className="mt-1 text-danger-ink">{error}</p>}
        {/* Beside a logo there is no room for a column of actions: they go under the name. */}
        {withLogo && <div className="mt-2">{actions}</div>}
      </FrameCell>
      {withLogo && (
        <FrameCell>
          <LogoPicker
            logo={item.logo}
            name={item.title}
            onLogo={(logo) => void update({ logo: logo?.id ?? null }, 'Logo opgeslagen')}
          />
        </FrameCell>
      )}
      {!withLogo && <FrameCell>{actions}</FrameCell>}
    </FrameRow>
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
        <DataFrame
          query={list}
          label={section.label}
          stacked
          columns={[
            { label: 'Naam' },
            withLogo ? { label: 'Logo' } : { label: 'Acties', srOnly: true },
          ]}
        >
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
        </DataFrame>
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
      <DeleteConfirm
        item={deleting}
        title={`${section.one[0]!.toUpperCase()}${section.one.slice(1)} verwijderen?`}
        describe={(item) => `“${item.title}” wordt verwijderd.`}
        remove={(id) => writes.remove.mutateAsync(id)}
        onClose={() => setDeleting(null)}
        onDeleted={(item) => flash.show('success', `${item.title} verwijderd`)}
      />
    </>
  );
}
