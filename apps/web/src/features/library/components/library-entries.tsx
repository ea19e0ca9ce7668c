import {
  LibraryEntryCard,
  libraryEntryClasses as entryClasses,
} from '@/shared/content/library-entry-card';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useLibrary } from '../api/get-library';

const SKELETON_COUNT = 5;

/** The library's entries by name, each with its files to download. */
export function LibraryEntries() {
  const library = useLibrary();
  const entries = library.data ?? [];

  return (
    <section aria-labelledby="documenten-titel" className="space-y-4">
      <h2 id="documenten-titel" className="text-lg font-semibold text-ink">
        Documenten
      </h2>
      {library.isPending ? (
        <div role="status" className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <span className="sr-only">Documenten laden...</span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <div key={index} data-testid="library-skeleton" className={entryClasses}>
              <Skeleton className="h-5 w-1/2" />
              <div className="flex justify-between gap-4">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-4 w-20" />
              </div>
            </div>
          ))}
        </div>
      ) : entries.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.id} className="flex [&>article]:w-full">
              <LibraryEntryCard entry={entry} />
            </li>
          ))}
        </ul>
      ) : library.isError ? (
        <RetryNotice query={library}>De documenten konden niet worden geladen.</RetryNotice>
      ) : (
        library.isSuccess && (
          <p className="text-muted">Er staan nog geen documenten in de bibliotheek.</p>
        )
      )}
    </section>
  );
}
