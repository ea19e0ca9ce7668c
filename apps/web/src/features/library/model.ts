import type { LibraryEntry } from '@portal/contract';

type Bestand = NonNullable<LibraryEntry['acf']['bestanden']>[number];

/** A library file is named by its label, or else its title, or else its file name. */
export const libraryFileLabel = ({ name, file }: Bestand) =>
  name?.trim() || file.title || file.filename;

/** "030-2400137" dials as tel:0302400137; a leading + stays (+31 30 ...). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
