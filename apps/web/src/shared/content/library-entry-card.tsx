import type { LibraryEntry } from '@portal/contract';
import { NewTabLink } from '@/shared/ui/new-tab-link';

type Bestand = NonNullable<LibraryEntry['acf']['bestanden']>[number];

/** A library file is named by its label, or else its title, or else its file name. */
export const libraryFileLabel = ({ name, file }: Bestand) =>
  name?.trim() || file.title || file.filename;

export const libraryEntryClasses =
  'space-y-3 rounded-lg border border-line bg-white p-4 shadow-sm sm:p-5';

/** One library entry with its files (the library page, and Beheer's preview). */
export function LibraryEntryCard({ entry }: { entry: LibraryEntry }) {
  const files = entry.acf.bestanden ?? [];
  return (
    <article className={libraryEntryClasses}>
      <h3 className="text-base font-semibold text-ink">{entry.title.rendered}</h3>
      {files.length > 0 && (
        <ul className="divide-y divide-line text-sm">
          {files.map((bestand) => {
            const label = libraryFileLabel(bestand);
            return (
              <li
                key={bestand.file.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 first:pt-0 last:pb-0"
              >
                <span className="text-ink">{label}</span>
                <NewTabLink href={bestand.file.url}>
                  downloaden<span className="sr-only"> {label}</span>
                </NewTabLink>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
