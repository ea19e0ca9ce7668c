import { useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { inputClasses } from '@/shared/ui/field-classes';
import { useUploadMedia } from '../api/upload-media';
import { useOptionsDraft } from '../api/use-options-draft';
import { OptionsDraftBody } from '../components/options-draft-body';
import { SortableList } from '../components/sortable-list';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { UploadProgress } from '../components/upload-progress';

interface LinkRow {
  key: number;
  title: string;
  url: string;
  newTab: boolean;
  logo: { id: number; url: string; alt: string } | null;
}

let nextKey = 0;

function LogoField({
  row,
  readOnly,
  onLogo,
}: {
  row: LinkRow;
  readOnly: boolean;
  onLogo: (logo: LinkRow['logo']) => void;
}) {
  const id = useId();
  const upload = useUploadMedia();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function replace(file: File) {
    setError(null);
    setProgress(0);
    try {
      const alt = `Logo ${row.title}`.trim();
      const media = await upload(file, { altText: alt, onProgress: setProgress });
      onLogo({ id: media.id, url: media.source_url, alt: media.alt_text || alt });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Uploaden is mislukt.');
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex h-14 w-28 items-center justify-center rounded-md border border-line bg-white p-1">
        {row.logo ? (
          <img
            src={row.logo.url}
            alt={row.logo.alt || `Logo ${row.title}`}
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span className="text-xs text-muted">Geen logo</span>
        )}
      </div>
      {!readOnly && (
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer rounded-md border border-line bg-white px-2 py-1 text-xs font-semibold text-ink hover:bg-surface focus-within:outline-2 focus-within:outline-accent"
        >
          {row.logo ? 'Logo vervangen' : 'Logo kiezen'}
          <span className="sr-only"> voor {row.title || 'deze link'}</span>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void replace(file);
            }}
          />
        </label>
      )}
      {progress !== null && <UploadProgress value={progress} label="Logo" />}
      {error && <p className="text-xs text-danger-ink">{error}</p>}
    </div>
  );
}

/** The dashboard's "Direct naar" logo links: title, address, new tab or not, logo; in order. */
export function DirectLinksScreen({ canWrite }: { canWrite: boolean }) {
  const id = useId();
  const [invalid, setInvalid] = useState<string | null>(null);
  const draft = useOptionsDraft<LinkRow>(
    (options) =>
      options.acf.direct_links.map(({ link, logo }) => ({
        key: ++nextKey,
        title: link.title,
        url: link.url,
        newTab: link.target === '_blank',
        logo,
      })),
    (rows) => ({
      direct_links: rows.map((row) => ({
        link: { title: row.title.trim(), url: row.url.trim(), target: row.newTab ? '_blank' : '' },
        logo: row.logo!.id,
      })),
    }),
  );
  const { rows, setRows } = draft;
  const edit = (key: number, patch: Partial<LinkRow>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  function save() {
    const problem = rows.some((row) => !row.title.trim() || !row.url.trim())
      ? 'Vul bij elke link een titel en een adres in.'
      : rows.some((row) => !row.logo)
        ? 'Kies bij elke link een logo.'
        : null;
    setInvalid(problem);
    if (!problem) void draft.save();
  }

  return (
    <Card className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink">Direct naar</h1>
          <p className="text-sm text-muted">De logo-links op het dashboard, in deze volgorde.</p>
        </div>
        {canWrite && (
          <Button busy={draft.saving} onClick={save}>
            Opslaan
          </Button>
        )}
      </header>
      <OptionsDraftBody
        draft={draft}
        invalid={invalid}
        loadingLabel="Links laden..."
        failure="De links konden niet worden geladen."
        skeletonClassName="h-20 w-full"
        emptyText="Nog geen links."
      >
        <SortableList
          label="Links"
          items={rows}
          itemKey={(row) => row.key}
          itemLabel={(row) => row.title || 'Nieuwe link'}
          onChange={setRows}
          readOnly={!canWrite}
        >
          {(row) => (
            <div className="flex flex-wrap items-start gap-4">
              <LogoField
                row={row}
                readOnly={!canWrite}
                onLogo={(logo) => edit(row.key, { logo })}
              />
              <div className="grid min-w-0 flex-1 basis-48 gap-2">
                <div>
                  <label
                    htmlFor={`${id}-titel-${row.key}`}
                    className="text-xs font-medium text-muted"
                  >
                    Titel
                  </label>
                  <input
                    id={`${id}-titel-${row.key}`}
                    value={row.title}
                    readOnly={!canWrite}
                    maxLength={200}
                    onChange={(event) => edit(row.key, { title: event.target.value })}
                    className={inputClasses}
                  />
                </div>
                <div>
                  <label
                    htmlFor={`${id}-url-${row.key}`}
                    className="text-xs font-medium text-muted"
                  >
                    Adres
                  </label>
                  <input
                    id={`${id}-url-${row.key}`}
                    type="url"
                    value={row.url}
                    readOnly={!canWrite}
                    placeholder="https://"
                    onChange={(event) => edit(row.key, { url: event.target.value })}
                    className={inputClasses}
                  />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label className="flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      checked={row.newTab}
                      disabled={!canWrite}
                      onChange={(event) => edit(row.key, { newTab: event.target.checked })}
                      className="size-4 accent-[var(--color-accent)]"
                    />
                    Openen in een nieuw tabblad
                  </label>
                  {canWrite && (
                    <Button
                      variant="danger"
                      size="sm"
                      aria-label={`Verwijderen: ${row.title || 'nieuwe link'}`}
                      onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
                    >
                      Verwijderen
                    </Button>
                  )}
                </div>
              </div>
            </div>
          )}
        </SortableList>
      </OptionsDraftBody>
      {canWrite && !draft.loading && (
        <Button
          variant="secondary"
          onClick={() =>
            setRows([...rows, { key: ++nextKey, title: '', url: '', newTab: true, logo: null }])
          }
        >
          Link toevoegen
        </Button>
      )}
      {canWrite && <UnsavedChangesGuard dirty={draft.dirty} />}
    </Card>
  );
}
