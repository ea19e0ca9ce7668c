import type { DeclarationRow, NewRowPayload } from '../declarations.js';

/**
 * SPEC §4: a return trip is offered for a trip with both locations and km that is not a return
 * itself and has no return yet.
 */
export function canAddReturnTrip(
  row: Pick<
    DeclarationRow,
    'location_start' | 'location_end' | 'kilometers' | 'return' | 'has_return'
  >,
): boolean {
  return Boolean(
    row.location_start.trim() &&
    row.location_end.trim() &&
    row.kilometers > 0 &&
    !row.return &&
    !row.has_return,
  );
}

/**
 * SPEC §4: the return of a trip: start and end swapped, "Retour van {type}", same date, type,
 * km and VAT. The amount is the trip's own; for a type that calculates it, the server does so
 * from the kilometres.
 */
export function returnTripPayload(row: DeclarationRow): NewRowPayload {
  return {
    declaration_type: row.declaration_type,
    date: row.date.slice(0, 10),
    amount: row.amount,
    description: `Retour van ${row.type}`,
    location_start: row.location_end,
    location_end: row.location_start,
    kilometers: row.kilometers,
    transport_type: (row.transport_type || '') as NewRowPayload['transport_type'],
    vat_rate: row.vat_rate,
    return: true,
  };
}
