import { ContactPersons } from '../components/contact-persons';
import { LibraryEntries } from '../components/library-entries';

/** /portal/bibliotheek (SPEC §2 "Library"): who to ask, then the documents to download. */
export function LibraryScreen() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink">Bibliotheek</h1>
      <ContactPersons />
      <LibraryEntries />
    </div>
  );
}
