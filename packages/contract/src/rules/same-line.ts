/** What makes two lines the same one, whatever their date. */
export interface LineIdentity {
  declaration_type: number;
  description: string;
  location_start: string;
  location_end: string;
  kilometers: number;
  amount_cents: number;
}

/**
 * The same line: what copying onto a date must not duplicate. Kilometres count to the tenth
 * they are stored with.
 */
export function isSameLine(a: LineIdentity, b: LineIdentity): boolean {
  return (
    a.declaration_type === b.declaration_type &&
    a.description === b.description &&
    a.location_start === b.location_start &&
    a.location_end === b.location_end &&
    Math.round(a.kilometers * 10) === Math.round(b.kilometers * 10) &&
    a.amount_cents === b.amount_cents
  );
}
