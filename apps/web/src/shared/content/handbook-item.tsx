import type { AttachedFile, CategorizedItem } from '@portal/contract';
import { fileKind, formatFileSize } from '@/shared/format/file-size';
import { NewTabLink } from '@/shared/ui/new-tab-link';
import { RichText } from '@/shared/ui/rich-text';
import { Skeleton } from '@/shared/ui/skeleton';

/** A file is named by its title, or else its file name. */
export const fileLabel = (file: AttachedFile) => file.title || file.filename;

const itemClasses = 'space-y-4 rounded-lg border border-line bg-white p-4 shadow-sm sm:p-6';

/**
 * One published item of the terms of employment or the knowledge base (also Beheer's preview): its title as plain text (never HTML), its content and "Downloads:" with
 * each attached file opening in a new tab.
 */
export function HandbookItem({ item }: { item: CategorizedItem }) {
  const files = item.acf.bestanden ?? [];
  return (
    <article className={itemClasses}>
      <h3 className="text-lg font-semibold text-ink">{item.title.rendered}</h3>
      {item.content.rendered && <RichText html={item.content.rendered} className="text-ink" />}
      {files.length > 0 && (
        <div className="space-y-2 border-t border-line pt-4">
          <p className="text-sm font-semibold text-ink">Downloads:</p>
          <ul className="space-y-1.5 text-sm">
            {files.map(({ file }) => {
              const details = [
                fileKind(file.mime_type, file.filename),
                formatFileSize(file.filesize),
              ]
                .filter(Boolean)
                .join(', ');
              return (
                <li key={file.id} className="flex flex-wrap items-baseline gap-x-2">
                  <NewTabLink href={file.url}>{fileLabel(file)}</NewTabLink>
                  {details && <span className="text-xs text-muted">({details})</span>}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </article>
  );
}

export function HandbookItemSkeleton() {
  return (
    <div data-testid="item-skeleton" className={itemClasses}>
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}
