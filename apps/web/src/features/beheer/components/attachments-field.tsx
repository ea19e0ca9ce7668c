import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { fileKind, formatFileSize } from '@/shared/format/file-size';
import { Button } from '@/shared/ui/button';
import { inputClasses } from '@/shared/ui/field-classes';
import { NewTabLink } from '@/shared/ui/new-tab-link';
import { Notice } from '@/shared/ui/notice';
import { useUploadMedia } from '../api/upload-media';
import type { DraftFile } from '../model/editor-draft';
import { SortableList } from './sortable-list';
import { UploadProgress } from './upload-progress';

interface Upload {
  key: number;
  name: string;
  progress: number;
  error?: string;
}

let uploadKey = 0;

export interface AttachmentsFieldProps {
  files: DraftFile[];
  onChange: (files: DraftFile[]) => void;
  /** The library labels each file. */
  withNames: boolean;
  readOnly?: boolean;
}

const fileTitle = (file: DraftFile) => file.name || file.title || file.filename;

/**
 * acf.bestanden: upload (each file with its own progress bar), reorder by dragging or with
 * "Omhoog"/"Omlaag", and remove. Files are uploaded at once; the item names them when saved.
 */
export function AttachmentsField({ files, onChange, withNames, readOnly }: AttachmentsFieldProps) {
  const id = useId();
  const upload = useUploadMedia();
  const [uploads, setUploads] = useState<Upload[]>([]);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  // The list as it is now: an upload adds to it when it is done, after whatever was reordered,
  // removed or labelled meanwhile, not to the list of when it started.
  const current = useRef(files);
  useLayoutEffect(() => {
    current.current = files;
  }, [files]);

  // After a removal the focus goes to the remove button now at that place (the next file's,
  // or the last one's), or to the upload field when the list is empty: never to the page.
  const box = useRef<HTMLDivElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    if (removedAt.current === null) return;
    const buttons = box.current?.querySelectorAll<HTMLButtonElement>('[data-remove-file]');
    const next = buttons?.[Math.min(removedAt.current, buttons.length - 1)];
    removedAt.current = null;
    (next ?? document.getElementById(id))?.focus();
  }, [files, id]);

  async function add(chosen: File[]) {
    // Uploaded one after another, added in the order chosen.
    for (const file of chosen) {
      const key = ++uploadKey;
      setUploads((current) => [...current, { key, name: file.name, progress: 0 }]);
      try {
        const media = await upload(file, { onProgress: (progress) => update(key, { progress }) });
        const list = [
          ...current.current,
          {
            id: media.id,
            title: media.title.rendered,
            filename: media.filename,
            mimeType: media.mime_type,
            filesize: media.media_details.filesize,
            url: media.source_url,
            name: '',
          },
        ];
        current.current = list;
        onChange(list);
        setUploads((current) => current.filter((item) => item.key !== key));
      } catch (cause) {
        update(key, {
          error: `${file.name}: ${cause instanceof Error ? cause.message : 'uploaden is mislukt.'}`,
        });
      }
    }
  }

  return (
    <div ref={box} className="space-y-3">
      {files.length > 0 ? (
        <SortableList
          label="Bijlagen"
          items={files}
          itemKey={(file) => file.id}
          itemLabel={fileTitle}
          onChange={onChange}
          readOnly={readOnly}
        >
          {(file, index) => (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <div className="min-w-40 flex-1">
                <NewTabLink href={file.url}>{file.title || file.filename}</NewTabLink>
                <p className="text-xs text-muted">
                  {[fileKind(file.mimeType, file.filename), formatFileSize(file.filesize)]
                    .filter(Boolean)
                    .join(', ')}
                </p>
              </div>
              {withNames && (
                <input
                  aria-label={`Label van ${file.title || file.filename}`}
                  placeholder="Label (optioneel)"
                  value={file.name}
                  readOnly={readOnly}
                  onChange={(event) =>
                    onChange(
                      files.map((other, position) =>
                        position === index ? { ...other, name: event.target.value } : other,
                      ),
                    )
                  }
                  className={`${inputClasses} max-w-56 py-1 text-sm`}
                />
              )}
              {!readOnly && (
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={`Verwijderen: ${fileTitle(file)}`}
                  data-remove-file=""
                  onClick={() => {
                    removedAt.current = index;
                    onChange(files.filter((_, position) => position !== index));
                  }}
                >
                  Verwijderen
                </Button>
              )}
            </div>
          )}
        </SortableList>
      ) : (
        <p className="text-sm text-muted">Nog geen bijlagen.</p>
      )}

      {uploads.map((item) =>
        item.error ? (
          <Notice
            key={item.key}
            tone="error"
            onClose={() =>
              setUploads((current) => current.filter((other) => other.key !== item.key))
            }
          >
            {item.error}
          </Notice>
        ) : (
          <UploadProgress key={item.key} value={item.progress} label={item.name} />
        ),
      )}

      {!readOnly && (
        <div>
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-line bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-surface focus-within:outline-2 focus-within:outline-accent"
          >
            Bestanden toevoegen
            <input
              id={id}
              type="file"
              multiple
              accept=".pdf,.doc,.docx,.xls,.xlsx,.pptx,image/*"
              className="sr-only"
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                event.target.value = '';
                void add(chosen);
              }}
            />
          </label>
          <p className="mt-1 text-xs text-muted">
            PDF, Office-documenten of afbeeldingen, tot 25 MB.
          </p>
        </div>
      )}
    </div>
  );
}
