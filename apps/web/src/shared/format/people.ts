/** A full name: first name, tussenvoegsel and last name, skipping what is empty (SPEC §2). */
export function fullName(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** "Opdrachtgever", or "Opdrachtgevers" when there is more than one (SPEC §2). */
export const opdrachtgeverLabel = (count: number) =>
  count > 1 ? 'Opdrachtgevers' : 'Opdrachtgever';
